// The editor's save (API.md 3 `updateprofile`): on success the profile goes into the cookie the app's screens
// share (SPEC.md 4) and the person moves on to the media hub.
import type { Profile } from '@rookery/shared/schemas/profile.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost, unwrap } from '../../lib/api-client.ts';
import { setCookie } from '../../lib/cookies.ts';
import { profileKeys } from './profile-form.ts';
import { profileCookieValues } from './profile-form-values.ts';

export function useSaveProfile(country: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) => apiPost('updateprofile', { profile }).then(unwrap),
    onSuccess: (_, profile) => {
      // The fullest value that fits in a cookie (About You and Ideal Partner may be 2,000 characters each).
      profileCookieValues(profile, country).some((value) => setCookie('profile', value));
      void queryClient.invalidateQueries({ queryKey: profileKeys.own });
      navigate('/app/profile2');
    },
  });
}
