// The profile editor's rules (RULES.md "Validation"): one schema for the form and for `updateprofile`,
// with the RULES.md "Validation" messages, checked in the order the editor shows its fields.
import { z } from 'zod';
import { ageOn, parseDay } from '../domain/age.ts';
import { GENDERS } from '../domain/gender.ts';
import { LIMITS } from '../limits.ts';

// Defined in domain/gender.ts (no zod there, for screens that only show a gender); kept importable from here.
export { GENDER_LABELS, GENDERS } from '../domain/gender.ts';
export const PREFERENCES = ['Man', 'Woman', 'Any'] as const;
export const WANT_KIDS = ['Yes', 'No', 'Undecided'] as const;

// Defined in domain/personality.ts (no zod there, for screens that only show a profile); kept importable from here.
export { PERSONALITY_SLIDERS, type PersonalityKey } from '../domain/personality.ts';

export const PROFILE_MESSAGES = {
  displayName: 'Display Name is required',
  gender: 'Gender is required',
  realName: 'Real Name is required',
  preference: 'Gender Preference is required',
  wantKids: 'Please specify if you want kids',
  dob: 'Please select a date of birth',
  underAge: 'You must be over 18 to use this product.',
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

function required(message: string, label: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .default('');
}

function choice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

function slider(min: number, max: number, fallback: number) {
  return z.coerce
    .number({ error: `Choose a value from ${min} to ${max}` })
    .int(`Choose a whole number from ${min} to ${max}`)
    .min(min, `Choose a value from ${min} to ${max}`)
    .max(max, `Choose a value from ${min} to ${max}`)
    .default(fallback);
}

/** A yyyy-MM-dd date of birth of someone who has had their 18th birthday (today in the checker's calendar). */
export const ZDateOfBirth = z
  .string({ error: PROFILE_MESSAGES.dob })
  .trim()
  .min(1, PROFILE_MESSAGES.dob)
  .refine((text) => parseDay(text) !== null, PROFILE_MESSAGES.dob)
  .refine((text) => {
    const age = ageOn(text);
    return age === null || age >= LIMITS.minimumAge;
  }, PROFILE_MESSAGES.underAge)
  .refine((text) => (ageOn(text) ?? 0) <= 120, PROFILE_MESSAGES.dob);

/**
 * has_kids as a boolean; the mobile app may send 0/1 or "true"/"false". Not answered (absent, or null from a
 * radio group left untouched) is the default, false: the question is optional (RULES.md "Constants and limits").
 */
const ZHasKids = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
      error: 'Say whether you have kids',
    })
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true')
    .default(false),
);

export const ZProfile = z.object({
  display_name: required(PROFILE_MESSAGES.displayName, 'Display Name', LIMITS.displayName),
  DOB: ZDateOfBirth,
  gender: choice(GENDERS, PROFILE_MESSAGES.gender),
  real_name: required(PROFILE_MESSAGES.realName, 'Real Name', LIMITS.realName),
  tagline: optionalText('Tagline', LIMITS.tagline),
  description: optionalText('About You', LIMITS.description),
  ideal_partner: optionalText('Ideal Partner', LIMITS.idealPartner),
  preference: choice(PREFERENCES, PROFILE_MESSAGES.preference),
  younger: slider(-30, 0, -10),
  older: slider(0, 30, 10),
  has_kids: ZHasKids,
  want_kids: choice(WANT_KIDS, PROFILE_MESSAGES.wantKids),
  introvert: slider(0, 10, 5),
  planner: slider(0, 10, 5),
  explorer: slider(0, 10, 5),
  earlybird: slider(0, 10, 5),
  sweet: slider(0, 10, 5),
});

export type ProfileInput = z.input<typeof ZProfile>;
export type Profile = z.output<typeof ZProfile>;
