// Imports that break a boundary today, each being moved on a sibling branch of issue 24; the lead empties these
// lists at merge. The architecture test fails on any import not listed here and on any listed one that is gone.
import type { RuleName } from './import-graph.ts';

/** `file → target`, as the checker names them. */
export const KNOWN_VIOLATIONS: Record<RuleName, readonly string[]> = {
  'server-feature-face': [],
  'server-outside-features': [],
  // H6 moves what several web features share into app/shell, components or lib.
  'web-feature-folder': [],
  'web-layers': [],
  'web-not-server': [],
  'shared-alone': [],
};
