// Text in a request that PostgreSQL cannot store or that breaks later steps (found by the fuzzing suite):
// a NUL character is refused with a sentence (PostgreSQL text cannot hold one, and the insert would fail as a
// 500), and half of a surrogate pair is replaced by U+FFFD, as the database would store it anyway (a lone
// surrogate also breaks encodeURIComponent, hashing and mail). Walked without recursion: a body may be 10,000
// levels deep.

export const CONTROL_CHARACTER_TEXT = 'Please remove the invisible control characters from what you entered.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Makes every string in `value` well-formed in place; answers the refusal's sentence when one holds a NUL, else
 * null. A bare string cannot be changed in place: its caller passes it through wellFormed().
 */
export function checkInputText(value: unknown): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? CONTROL_CHARACTER_TEXT : null;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    const entries = node as Record<string, unknown>;
    for (const key of Object.keys(entries)) {
      const field = entries[key];
      if (typeof field === 'string') {
        if (field.includes('\u0000')) return CONTROL_CHARACTER_TEXT;
        if (LONE_SURROGATE.test(field)) entries[key] = wellFormed(field);
        LONE_SURROGATE.lastIndex = 0;
      } else if (typeof field === 'object' && field !== null) {
        pending.push(field);
      }
    }
  }
  return null;
}

export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}
