// The date-of-birth picker's year grid (RULES.md "Constants and limits": 12 years per page). Pages end on the latest
// year a person of 18 can be born in, so the first page is full and no page shows a year nobody may choose.

export const YEARS_PER_PAGE = 12;
/** The oldest date of birth the shared schema accepts is 120 years back. */
export const OLDEST_AGE = 120;

export interface YearPage {
  years: number[];
  hasEarlier: boolean;
  hasLater: boolean;
}

/** The index of the page holding `year`, counted backwards from the page that ends on `latest` (0). */
export function pageIndexOf(year: number, latest: number): number {
  return Math.max(0, Math.floor((latest - year) / YEARS_PER_PAGE));
}

/** The years of page `index` (0 = the newest), oldest first, within `latest - OLDEST_AGE … latest`. */
export function yearPage(index: number, latest: number): YearPage {
  const earliest = latest - OLDEST_AGE;
  const last = latest - index * YEARS_PER_PAGE;
  const first = Math.max(last - YEARS_PER_PAGE + 1, earliest);
  const years = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return { years, hasEarlier: first > earliest, hasLater: index > 0 };
}
