// Age by birthday (RULES.md "Validation"): a person is 18 on the day of their 18th birthday, not before. Dates are
// yyyy-MM-dd texts read as calendar days, so no time zone can move a birthday.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of a yyyy-MM-dd text, or null when it is not a real date. */
export function parseDay(text: string): { year: number; month: number; day: number } | null {
  const m = DAY.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Whole years between a birth date (yyyy-MM-dd) and `today` (the caller's calendar day, local by default). */
export function ageOn(dob: string, today: Date = new Date()): number | null {
  const birth = parseDay(dob);
  if (!birth) return null;
  const [y, m, d] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const hadBirthday = m > birth.month || (m === birth.month && d >= birth.day);
  return y - birth.year - (hadBirthday ? 0 : 1);
}
