// What the editor starts from (RULES.md "States and transitions"): the stored profile from `profile`, or, for a new
// person, the defaults with the name they signed up with (the name cookie, else logincheck's answer).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../lib/api-error.ts';
import { getCookie } from '../../lib/cookies.ts';
import { fetchProfile, loginCheck } from '../auth/api/shared-api.ts';
import { profileKeys } from './api/profile-keys.ts';
import {
  formValuesFrom,
  isStoredProfile,
  type ProfileFormValues,
  parseProfileCookie,
} from './profile-form-values.ts';

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
  const profile = useQuery({
    queryKey: profileKeys.own,
    // Signed out or gated: /app without returnto (below).
    meta: { redirectOn401: false },
    queryFn: fetchProfile,
    retry: false,
    staleTime: 0,
  });
  const record =
    profile.data?.profile[0] ?? (profile.isError ? parseProfileCookie(getCookie('profile')) : undefined);
  const stored = isStoredProfile(record);
  const nameCookie = getCookie('name');
  const name = useQuery({
    queryKey: ['profile', 'known-name'],
    // An empty location: logincheck then records nothing and only says who this is.
    queryFn: async () => (await loginCheck({ locationdata: {}, devicecountry: '' })).name,
    enabled: profile.isSuccess && !stored && !nameCookie,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

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
    ...(profile.isError ? { loadError: messageOf(profile.error, 'Failed to retrieve profile data') } : {}),
  };
}
