// Where /app sends a person (RULES.md "States and transitions"), as pure functions of the server's answers.
import type { LoginCheck, ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import { safeReturnTo } from './public/return-to.ts';

export type AfterLoginCheck =
  | { to: '/app/verify'; remember: { email: string } }
  | { to: '/app/policy'; remember: { name: string } }
  | { to: 'profile' };

/** Steps 3 and 4: the verification gate, then the terms gate, then the profile. */
export function afterLoginCheck(check: LoginCheck): AfterLoginCheck {
  if (!check.verified) return { to: '/app/verify', remember: { email: check.email } };
  if (!check.accept_tc) return { to: '/app/policy', remember: { name: check.name } };
  return { to: 'profile' };
}

export interface ProfileAnswer {
  profile: ProfileRecord[];
  haspublic: boolean;
  hasprivate: boolean;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * RULES.md "States and transitions", step 5: a public and a private image exist and display name, preference and DOB
 * are set.
 */
export function isProfileComplete(answer: ProfileAnswer): boolean {
  const record = answer.profile[0];
  if (!record || !answer.haspublic || !answer.hasprivate) return false;
  return filled(record.display_name) && filled(record.preference) && filled(record.DOB);
}

/** Step 5: returnto first, then the deck (or the location screen without a position), else the editor. */
export function afterProfile(answer: ProfileAnswer, returnto: string | null): string {
  const back = safeReturnTo(returnto);
  if (back) return back;
  if (!isProfileComplete(answer)) return '/app/profile1';
  const record = answer.profile[0];
  const located = record?.latitude != null && record.longitude != null;
  return located ? '/app/find' : '/app/location';
}
