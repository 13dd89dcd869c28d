// What the editor starts from and what it keeps after a save: the form's values from the stored profile (or
// the defaults for a new person), and the profile cookie of RULES.md "Entities" that the app's screens hand along.
import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import {
  GENDERS,
  PREFERENCES,
  type Profile,
  type ProfileInput,
  WANT_KIDS,
} from '@rookery/shared/schemas/profile.ts';

/**
 * RULES.md "States and transitions": the editor pre-fills only a profile with date of birth, display name and gender.
 */
export function isStoredProfile(record: Partial<ProfileRecord> | null | undefined): record is ProfileRecord {
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return Boolean(record && filled(record.DOB) && filled(record.display_name) && filled(record.gender));
}

/**
 * The form's values. Choices are radio groups, so has_kids is 'true'/'false' (the shared schema reads both);
 * a choice not made yet is undefined, so its RULES.md "Validation" message shows.
 */
export type ProfileFormValues = Omit<ProfileInput, 'gender' | 'preference' | 'want_kids'> & {
  gender?: (typeof GENDERS)[number] | undefined;
  preference?: (typeof PREFERENCES)[number] | undefined;
  want_kids?: (typeof WANT_KIDS)[number] | undefined;
};

export const NEW_PROFILE: ProfileFormValues = {
  display_name: '',
  DOB: '',
  real_name: '',
  tagline: '',
  description: '',
  ideal_partner: '',
  younger: -10,
  older: 10,
  // 'Do you have kids?' starts unanswered; left so, the contract stores its default, false.
  has_kids: undefined,
  introvert: 5,
  planner: 5,
  explorer: 5,
  earlybird: 5,
  sweet: 5,
};

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.find((one) => one === value);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The stored profile as the form's values; a new person gets the defaults and the name they signed up with. */
export function formValuesFrom(
  record: Partial<ProfileRecord> | null | undefined,
  knownName?: string,
): ProfileFormValues {
  if (!isStoredProfile(record)) return { ...NEW_PROFILE, real_name: knownName?.trim() ?? '' };
  return {
    display_name: record.display_name,
    DOB: record.DOB,
    gender: oneOf(GENDERS, record.gender),
    real_name: record.real_name ?? '',
    tagline: record.tagline ?? '',
    description: record.description ?? '',
    ideal_partner: record.ideal_partner ?? '',
    preference: oneOf(PREFERENCES, record.preference),
    younger: numberOr(record.younger, -10),
    older: numberOr(record.older, 10),
    has_kids: record.has_kids === true ? 'true' : 'false',
    want_kids: oneOf(WANT_KIDS, record.want_kids),
    introvert: numberOr(record.introvert, 5),
    planner: numberOr(record.planner, 5),
    explorer: numberOr(record.explorer, 5),
    earlybird: numberOr(record.earlybird, 5),
    sweet: numberOr(record.sweet, 5),
  };
}

/** The profile cookie's value to try, fullest first: the long texts are left out if the whole would not fit. */
export function profileCookieValues(profile: Profile, country: string | null | undefined): string[] {
  const full = { ...profile, country: country ?? null };
  const { description: _d, ideal_partner: _i, ...short } = full;
  return [JSON.stringify(full), JSON.stringify(short)];
}

/** The profile cookie the entry screen wrote, when it can be read. */
export function parseProfileCookie(value: string | undefined): Partial<ProfileRecord> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ProfileRecord>) : null;
  } catch {
    return null;
  }
}
