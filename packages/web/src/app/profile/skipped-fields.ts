// The grey note of RULES.md "Screens and routes": which of About You, Ideal Partner and Tagline are still empty.

export interface StoryFields {
  description?: string | undefined;
  ideal_partner?: string | undefined;
  tagline?: string | undefined;
}

const NAMES: readonly [keyof StoryFields, string][] = [
  ['description', 'About You'],
  ['ideal_partner', 'Ideal Partner'],
  ['tagline', 'Tagline'],
];

/** The names of the empty fields, in the editor's order. */
export function skippedFields(values: StoryFields): string[] {
  return NAMES.filter(([key]) => (values[key] ?? '').trim() === '').map(([, name]) => name);
}

/** 'A', 'A and B', 'A, B and C'. */
export function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The note's sentence, or null when nothing was skipped. */
export function skippedNote(values: StoryFields): string | null {
  const names = skippedFields(values);
  if (names.length === 0) return null;
  const these = names.length === 1 ? 'it' : 'them';
  return `We notice you skipped ${listOf(names)}. Filling ${these} in could help someone fall for your personality.`;
}
