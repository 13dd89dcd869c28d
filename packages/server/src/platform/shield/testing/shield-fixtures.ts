// The shield's test pictures (drawn by ../fixtures/make-fixtures.ts, never downloaded) and the threshold between
// their scores, for the tests and the Playwright journey's server.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SKIN = 'skin-gradient.jpg';
export const LANDSCAPE = 'landscape.jpg';
/** Between the two fixtures' explicit scores (measured: skin ≈ 0.14, landscape ≈ 0.002): flags the skin one only. */
export const FIXTURE_THRESHOLD = 0.02;

export function shieldFixture(name: typeof SKIN | typeof LANDSCAPE): Buffer {
  return readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name));
}
