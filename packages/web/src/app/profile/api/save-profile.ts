import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setCookie } from '../../../lib/cookies.ts';
import { profileCookieValues } from '../profile-form-values.ts';
import { updateProfile } from './profile-calls.ts';
import { profileKeys } from './profile-keys.ts';

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
