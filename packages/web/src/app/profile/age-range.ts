// The Preferences age range (RULES.md "Validation": younger −30…0, older 0…30), said as ages when the person's own
// age is known ("18–45"), else as years younger and older. Nobody under the minimum age is ever offered.
import { ageOn } from '@rookery/shared/domain/age.ts';
import { LIMITS } from '@rookery/shared/limits.ts';

export interface AgeRange {
  younger: number;
  older: number;
}

/** The youngest and oldest ages the range covers, or null without a valid date of birth. */
export function ageBounds(
  dob: string | undefined,
  range: AgeRange,
  today?: Date,
): { from: number; to: number } | null {
  const age = dob ? ageOn(dob, today) : null;
  if (age === null || age < 0) return null;
  const to = Math.max(age + range.older, LIMITS.minimumAge);
  return { from: Math.min(Math.max(age + range.younger, LIMITS.minimumAge), to), to };
}

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** The range as one line: "18–45", or "10 years younger to 10 years older". */
export function ageRangeLabel(dob: string | undefined, range: AgeRange, today?: Date): string {
  const bounds = ageBounds(dob, range, today);
  if (bounds) return `${bounds.from}–${bounds.to}`;
  const younger = range.younger === 0 ? 'my age' : `${years(-range.younger)} younger`;
  const older = range.older === 0 ? 'my age' : `${years(range.older)} older`;
  return younger === older ? 'My age only' : `${younger} to ${older}`;
}

/** What a screen reader says for each slider's value. */
export function youngerValueText(younger: number): string {
  return younger === 0 ? 'No one younger' : `Up to ${years(-younger)} younger`;
}

export function olderValueText(older: number): string {
  return older === 0 ? 'No one older' : `Up to ${years(older)} older`;
}
