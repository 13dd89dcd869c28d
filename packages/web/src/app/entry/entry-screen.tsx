// /app: the loading and decision screen (SPEC.md 4 "App entry"). It reads the position if the person has
// already allowed it, asks the server who they are, and sends them on to the first gate they have not passed.
import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setCookie } from '../../lib/cookies.ts';
import { loginCheckInput, positionIfAllowed } from '../../lib/geolocation.ts';
import { AppLoading } from '../shell/app-loading.tsx';
import {
  afterLoginCheck,
  afterProfile,
  isProfileComplete,
  type ProfileAnswer,
} from '../shell/entry-decision.ts';
import { keepReturnTo, takeReturnTo } from '../shell/return-to.ts';
import { fetchProfile, loginCheck } from '../shell/shared-api.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/** The Profile fields of SPEC.md 3 plus the country, for the editor to pre-fill from (never the coordinates). */
function rememberProfile(record: ProfileRecord | undefined): void {
  if (!record) return;
  const { user_id: _id, latitude: _lat, longitude: _lng, ...profile } = record;
  setCookie('profile', JSON.stringify(profile));
}

async function decideEntry(asked: string | null): Promise<string> {
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

  const answer: ProfileAnswer | null = await fetchProfile().catch(() => null);
  if (!answer) return '/app/signin';
  rememberProfile(answer.profile[0]);
  // A screen kept through sign-in opens once the profile is complete (a new account finishes it first).
  return afterProfile(answer, asked ?? (isProfileComplete(answer) ? takeReturnTo() : null));
}

export function EntryScreen() {
  useDocumentTitle('Welcome');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnto = search.get('returnto');
  // A query, not an effect, so React's double-mounting in development asks the server once.
  const { data: destination } = useQuery({
    queryKey: ['app-entry', returnto],
    queryFn: () => decideEntry(returnto),
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });

  useEffect(() => {
    // Replace, so Back from the next screen does not land on this one and bounce forward again.
    if (destination) navigate(destination, { replace: true });
  }, [destination, navigate]);

  return <AppLoading />;
}
