// The settings distance slider in the unit a person sees (RULES.md "Constants and limits"): 0–200 km or 0–125 miles,
// converted with the RULES.md "Constants and limits" factors. The server always stores km, so the slider's value is
// converted on the way in and out.
import { type DistanceUnit, isUsUser, kmToMiles, milesToKm } from '@rookery/shared/domain/units.ts';
import { LIMITS } from '@rookery/shared/limits.ts';

export function sliderMax(unit: DistanceUnit): number {
  return unit === 'miles' ? LIMITS.distanceMilesMax : LIMITS.distanceKmMax;
}

/** The slider position for a stored distance in km. */
export function sliderValue(km: number, unit: DistanceUnit): number {
  const value = unit === 'miles' ? kmToMiles(km) : Math.round(km);
  return Math.min(sliderMax(unit), Math.max(0, value));
}

/** The km to store for a slider position. */
export function kmFromSlider(value: number, unit: DistanceUnit): number {
  return unit === 'miles' ? milesToKm(value) : Math.min(LIMITS.distanceKmMax, Math.max(0, Math.round(value)));
}

/** '1 mile', '40 miles', '0 km'. */
export function distanceLabel(value: number, unit: DistanceUnit): string {
  if (unit === 'km') return `${value} km`;
  return value === 1 ? '1 mile' : `${value} miles`;
}

/** The unit the slider shows: miles only for US users who chose it (the server keeps the choice for anyone). */
export function settingsUnit(settings: {
  gps_in_miles: 0 | 1;
  device_country: string | null;
  country: string | null;
}): DistanceUnit {
  return settings.gps_in_miles === 1 && isUsUser(settings.device_country, settings.country) ? 'miles' : 'km';
}
