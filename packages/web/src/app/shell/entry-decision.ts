// Where /app sends a person (SPEC.md 4 "App entry"), as pure functions of the server's answers.
import type { LoginCheck, ProfileRecord } from '@rookery/shared/api/auth.actions.ts';

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

/** SPEC.md 4 step 5: a public and a private image exist and display name, preference and DOB are set. */
export function isProfileComplete(answer: ProfileAnswer): boolean {
  const record = answer.profile[0];
  if (!record || !answer.haspublic || !answer.hasprivate) return false;
  return filled(record.display_name) && filled(record.preference) && filled(record.DOB);
}

/**
 * `returnto` names an app screen ('matches', '/app/matches', 'chat?x=1'); anything that could leave the app (another
 * origin, '..', a scheme) is ignored, so a crafted link cannot bounce a person elsewhere.
 */
export function safeReturnTo(returnto: string | null): string | undefined {
  if (!returnto) return undefined;
  // A path that starts with two slashes names another host; one slash and 'app/' is this app's own path.
  if (/^\s*[/\\]{2}/.test(returnto)) return undefined;
  const clean = returnto.replace(/^\/+/, '').replace(/^app\//, '');
  return /^[A-Za-z0-9][\w-]*(\/[\w-]+)*(\?[\w\-=&%.]*)?$/.test(clean) ? `/app/${clean}` : undefined;
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
