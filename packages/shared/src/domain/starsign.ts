// The starsign of a date of birth (RULES.md "Roles": "Date of birth yields age and starsign"): the twelve tropical
// signs by their usual first days. The server sends the sign, never the date of birth, to anyone but a full match.
import { parseDay } from './age.ts';

export const STARSIGNS = [
  'Capricorn',
  'Aquarius',
  'Pisces',
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
] as const;

export type Starsign = (typeof STARSIGNS)[number];

/** The day of each month (January first) on which the next sign begins: Aquarius on 20 January, and so on. */
const FIRST_DAY_OF_NEXT_SIGN = [20, 19, 21, 20, 21, 21, 23, 23, 23, 23, 22, 22] as const;

/** The sign of a yyyy-MM-dd date of birth, or null when it is not a real date. */
export function starsignOf(dob: string): Starsign | null {
  const day = parseDay(dob);
  if (!day) return null;
  const monthIndex = day.month - 1;
  const startsNext = day.day >= (FIRST_DAY_OF_NEXT_SIGN[monthIndex] ?? 32);
  // STARSIGNS[m] is the sign a month begins in (Capricorn in January); the next one starts on that month's day.
  return STARSIGNS[(monthIndex + (startsNext ? 1 : 0)) % 12] ?? null;
}
