// docs/PRIVACY-DATA.md types the retention periods that RETENTION (shared/retention.ts) holds and that the legal
// pages here read: each period the document names must be RETENTION's, and a period it names that is not checked
// below fails too, so a new one cannot drift unnoticed.
import { readFileSync } from 'node:fs';
import { FACE_CHECK } from '@rookery/shared/face-check.ts';
import { SESSION } from '@rookery/shared/limits.ts';
import { RETENTION } from '@rookery/shared/retention.ts';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(new URL('../../../../../../docs/PRIVACY-DATA.md', import.meta.url), 'utf8').replace(
  /\s+/g,
  ' ',
);

/** Each sentence of the document that names a RETENTION period, with the number in its first group. */
const PERIODS: [RegExp, keyof typeof RETENTION][] = [
  [/the (\d+)-month inactivity job/, 'inactiveMonths'],
  [/the (\d+)-month retention of messages and matches/, 'chatMonths'],
  [/(\d+) months after resolution \(contact\)/, 'contactMonths'],
  [/(\d+) months \(deletion form\)/, 'deletionFormMonths'],
];

/** Periods of other constants the document names: a session's lifetime (what is kept per device). */
const OTHER_PERIODS: [RegExp, number, string][] = [
  [/after (\d+) days without use/, SESSION.days, 'SESSION.days'],
  [/or (\d+) years without use/, FACE_CHECK.keepYears, 'FACE_CHECK.keepYears'],
  [/deleted after (\d+) days/, FACE_CHECK.frameHashDays, 'FACE_CHECK.frameHashDays'],
];

/**
 * Periods the document names that are not RETENTION's: payment data as the law requires
 * (RULES.md "Constants and limits").
 */
const NOT_RETENTION = ['7 years'];

describe('docs/PRIVACY-DATA.md', () => {
  it.each(PERIODS)('%s is RETENTION.%s', (sentence, key) => {
    const found = doc.match(sentence);
    expect(found, `docs/PRIVACY-DATA.md no longer says ${sentence}`).not.toBeNull();
    expect(Number(found?.[1])).toBe(RETENTION[key]);
  });

  it.each(OTHER_PERIODS)('%s is %s', (sentence, value) => {
    const found = doc.match(sentence);
    expect(found, `docs/PRIVACY-DATA.md no longer says ${sentence}`).not.toBeNull();
    expect(Number(found?.[1])).toBe(value);
  });

  it('names no period that is not checked above', () => {
    let rest = doc;
    for (const [sentence] of [...PERIODS, ...OTHER_PERIODS]) rest = rest.replace(sentence, '');
    for (const period of NOT_RETENTION) rest = rest.replaceAll(period, '');
    expect(rest.match(/\d+[ -](?:hour|day|week|month|year)s?\b/g) ?? []).toEqual([]);
  });
});
