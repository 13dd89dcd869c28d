// Date safety's calls (RULES.md "Reads and writes"): the trusted contact, sharing a date, checking in, asking for
// help.
import { type ApiInput, apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

export const fetchDateSafety = (date: string) => apiGet('datesafety', { date }).then(unwrap);
export const setTrustedContact = (contact: ApiInput<'settrustedcontact'>) =>
  apiPost('settrustedcontact', contact).then(unwrap);
/** The zone this device is in ("Pacific/Auckland"): the contact's mails give the date's times in it. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const shareDate = (date: string, hours: number) =>
  apiPost('sharedate', { date, safe_after_hours: hours, time_zone: deviceZone() }).then(unwrap);
export const checkIn = (input: ApiInput<'checkin'>) => apiPost('checkin', input).then(unwrap);
export const askForHelp = (input: ApiInput<'needhelp'>) => apiPost('needhelp', input).then(unwrap);
