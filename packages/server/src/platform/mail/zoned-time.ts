// How a moment reads for someone who knows where it happens: a trusted contact reads a date's times in
// the date's own zone, with the weekday ("Saturday 28 November, 11:07 am NZDT"), not in UTC.
import tzlookup from '@photostructure/tz-lookup';

/** The zone itself when `zone` is an IANA name this runtime knows, else null. */
export function knownZone(zone: string | null | undefined): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The IANA zone of a position on land or sea (offline, from the package's own tables), else null. */
export function zoneAt(latitude: number, longitude: number): string | null {
  try {
    return knownZone(tzlookup(latitude, longitude));
  } catch {
    return null;
  }
}

/** Locales whose short zone names are letters (NZDT, AEDT, EST, CET, IST) rather than "GMT+13". */
const NAMING_LOCALES = ['en-NZ', 'en-AU', 'en-US', 'en-GB', 'en-IE', 'en-IN', 'en-ZA', 'en-CA'];

function zoneName(at: Date, zone: string): string {
  let fallback = 'UTC';
  for (const locale of NAMING_LOCALES) {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name) continue;
    if (!/^(GMT|UTC)[+−-]/.test(name)) return name;
    fallback = name;
  }
  return fallback;
}

/** "Saturday 28 November, 11:07 am NZDT" in `zone` (UTC when the zone is unknown). */
export function zonedTime(at: Date, zone: string): string {
  const timeZone = knownZone(zone) ?? 'UTC';
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(at);
  const parts = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
  return `${day}, ${time} ${zoneName(at, timeZone)}`;
}

/** "11:07 am" in `zone`, for a moment on the same day as one already written out in full. */
export function zonedClock(at: Date, zone: string): string {
  const full = zonedTime(at, zone);
  return full.slice(full.indexOf(', ') + 2);
}
