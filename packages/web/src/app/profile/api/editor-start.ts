// What the editor starts from (RULES.md "States and transitions"): the stored profile from `profile`, or, for a new
// person, the defaults with the name they signed up with (the name cookie, else logincheck's answer).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, failsWith, messageOf } from '../../../lib/api-client.ts';
import { getCookie } from '../../../lib/cookies.ts';
import { loginCheck } from '../../auth/api/login-check.ts';
import { fetchOwnProfile } from '../../auth/api/own-profile.ts';
import {
  formValuesFrom,
  isStoredProfile,
  type ProfileFormValues,
  parseProfileCookie,
} from '../profile-form-values.ts';
import { profileKeys } from './profile-keys.ts';

/** The stored profile the editor starts from. Signed out or gated: the editor goes to /app without returnto. */
export const editorProfileQuery = queryOptions({
  queryKey: profileKeys.own,
  meta: { redirectOn401: false },
  queryFn: () => fetchOwnProfile().catch(failsWith('Failed to retrieve profile data')),
  retry: false,
  staleTime: 0,
});

/** A new person's name from sign-in: an empty location, so logincheck records nothing and only says who this is. */
export const knownNameQuery = queryOptions({
  queryKey: profileKeys.knownName,
  queryFn: async () => (await loginCheck({ locationdata: {}, devicecountry: '' })).name,
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
});

export interface EditorStart {
  initial: ProfileFormValues;
  /** No stored profile yet: the welcome overlay opens. */
  isNew: boolean;
  country: string | null;
  /** RULES.md "Errors" 'Failed to retrieve profile data' (the server's words when it gave some). */
  loadError?: string;
}

/** undefined while loading. */
export function useEditorStart(): EditorStart | undefined {
  const navigate = useNavigate();
  const profile = useQuery(editorProfileQuery);
  const record =
    profile.data?.profile[0] ?? (profile.isError ? parseProfileCookie(getCookie('profile')) : undefined);
  const stored = isStoredProfile(record);
  const nameCookie = getCookie('name');
  const name = useQuery({ ...knownNameQuery, enabled: profile.isSuccess && !stored && !nameCookie });

  const gone =
    profile.error instanceof ApiError && (profile.error.status === 401 || profile.error.status === 403);
  useEffect(() => {
    // Signed out, or a gate not passed: /app knows where to send the person (RULES.md "Roles", "Errors").
    if (gone) navigate('/app', { replace: true });
  }, [gone, navigate]);

  if (profile.isPending || gone) return undefined;
  if (!stored && !nameCookie && profile.isSuccess && name.isPending) return undefined;
  return {
    initial: formValuesFrom(record, nameCookie ?? name.data ?? ''),
    isNew: !stored,
    country: record?.country ?? null,
    ...(profile.isError ? { loadError: messageOf(profile.error) } : {}),
  };
}
