// Where /app sends a person (RULES.md "States and transitions"): the position if already allowed, logincheck, the
// profile, and the first gate not passed. A chunk of its own, fetched by entry-screen.tsx while its splash shows, so
// a screen opened directly (the first /app route's budget, RULES.md "Budgets") does not carry the position and gate
// code.
import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import { setCookie } from '../../lib/cookies.ts';
import { loginCheckInput, positionIfAllowed } from '../../lib/geolocation.ts';
import { loginCheck } from '../auth/api/login-check.ts';
import { fetchOwnProfile } from '../auth/api/own-profile.ts';
import { afterLoginCheck, afterProfile, isProfileComplete, type ProfileAnswer } from './entry-decision.ts';
import { safeReturnTo } from './public/return-to.ts';

/** Where the screen asked for waits in this tab (sessionStorage) while the person signs in. */
const KEY = 'rookery.returnto';

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps a safe `returnto` for after sign-in (an unsafe one is dropped, not kept). */
function keepReturnTo(returnto: string | null): void {
  const safe = safeReturnTo(returnto);
  if (safe) store()?.setItem(KEY, safe.slice('/app/'.length));
}

/** The kept `returnto`, forgotten as it is read so it leads back only once. */
function takeReturnTo(): string | null {
  const kept = store()?.getItem(KEY) ?? null;
  store()?.removeItem(KEY);
  return kept;
}

/** The Profile fields of RULES.md "Entities" plus the country, for the editor to pre-fill from (never the coordinates). */
function rememberProfile(record: ProfileRecord | undefined): void {
  if (!record) return;
  const { user_id: _id, latitude: _lat, longitude: _lng, ...profile } = record;
  setCookie('profile', JSON.stringify(profile));
}

/**
 * The screen to open for `asked` (the `returnto` of the URL, or null). `preload` is told of the screen the person is
 * most likely going to (the deck) while the profile is asked for, and again once the decision is the deck.
 */
export async function decideEntry(
  asked: string | null,
  preload?: (path: string, withData: boolean) => void,
): Promise<string> {
  const location = await positionIfAllowed();
  const check = await loginCheck(loginCheckInput(location)).catch(() => null);
  if (!check) {
    // Signed out: the screen asked for waits in this tab until the person has signed in.
    keepReturnTo(asked);
    return '/app/signin';
  }

  if (check.email) setCookie('email', check.email);
  const next = afterLoginCheck(check);
  if (next.to === '/app/policy') setCookie('name', next.remember.name);
  if (next.to !== 'profile') return next.to;

  // Most people go on to the deck: its screen's code comes while the profile is asked for (Lighthouse).
  if (asked === null) preload?.('/app/find', false);
  const answer: ProfileAnswer | null = await fetchOwnProfile().catch(() => null);
  if (!answer) return '/app/signin';
  rememberProfile(answer.profile[0]);
  // A screen kept through sign-in opens once the profile is complete (a new account finishes it first).
  const screen = afterProfile(answer, asked ?? (isProfileComplete(answer) ? takeReturnTo() : null));
  if (screen === '/app/find') preload?.('/app/find', true);
  return screen;
}
