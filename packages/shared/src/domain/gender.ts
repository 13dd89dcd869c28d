// The genders a profile can hold and how each is shown (RULES.md "Entities": Male is shown as Man, Female as Woman).
// Kept apart from the profile schema so screens that only show a gender (the deck, the profile view) do not load zod.

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/** How a gender is shown. */
export const GENDER_LABELS: Record<Gender, string> = {
  Male: 'Man',
  Female: 'Woman',
  Other: 'Other',
};

/** The label of a stored gender; a value from elsewhere is shown as it is. */
export function genderLabel(gender: string): string {
  return Object.hasOwn(GENDER_LABELS, gender) ? GENDER_LABELS[gender as Gender] : gender;
}
