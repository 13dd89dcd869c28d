// Saving the Profile Corner (RULES.md "Reads and writes" `updateprofile`): the profile cookie of RULES.md "Entities"
// takes the new values, the stored profile is read afresh, and the media hub follows.
import type { Profile } from '@rookery/shared/schemas/profile.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost, unwrap } from '../../../lib/api-client.ts';
import { setCookie } from '../../../lib/cookies.ts';
import { profileCookieValues } from '../profile-form-values.ts';
import { profileKeys } from './profile-keys.ts';

const updateProfile = (profile: Profile) => apiPost('updateprofile', { profile }).then(unwrap);

export function useSaveProfile(country: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_, profile) => {
      // The fullest value that fits in a cookie (About You and Ideal Partner may be 2,000 characters each).
      profileCookieValues(profile, country).some((value) => setCookie('profile', value));
      void queryClient.invalidateQueries({ queryKey: profileKeys.own });
      navigate('/app/profile2');
    },
  });
}
