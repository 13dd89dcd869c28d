// Distances in the viewer's unit (RULES.md "Constants and limits", "Location privacy"): the
// RULES.md "Constants and limits" conversions, whole numbers, and never below 1 for a distance shown to someone else,
// so answers cannot be combined to find a person.
import { KM_TO_MILES, LIMITS, MILES_TO_KM } from '../limits.ts';

export type DistanceUnit = 'km' | 'miles';

/** Whole miles for a distance in km (RULES.md "Constants and limits": ×0.621371, rounded); the settings slider's value. */
export function kmToMiles(km: number): number {
  return Math.round(km * KM_TO_MILES);
}

/** Whole km for a distance in miles (RULES.md "Constants and limits": ×1.60934, rounded), kept within the 0–200 km range. */
export function milesToKm(miles: number): number {
  return Math.min(LIMITS.distanceKmMax, Math.max(0, Math.round(miles * MILES_TO_KM)));
}

/** The distance shown on a card or profile: whole km or miles, at least 1. */
export function shownDistance(km: number, unit: DistanceUnit): number {
  const value = unit === 'miles' ? km * KM_TO_MILES : km;
  return Math.max(1, Math.round(value));
}

/** The unit choice is offered only to US users: device country US or country United States (RULES.md "Constants and limits"). */
export function isUsUser(
  deviceCountry: string | null | undefined,
  country: string | null | undefined,
): boolean {
  return deviceCountry?.toUpperCase() === 'US' || country === 'United States';
}

/** The unit a person sees: miles only when they chose it and the choice is offered to them. */
export function unitFor(
  inMiles: boolean,
  deviceCountry: string | null | undefined,
  country: string | null | undefined,
): DistanceUnit {
  return inMiles && isUsUser(deviceCountry, country) ? 'miles' : 'km';
}
