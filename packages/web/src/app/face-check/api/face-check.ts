// The face check's state as the screens hold it: one query, and the changes that answer with the new
// state. Every change also refreshes the profile views, where one's own Verified badge shows or goes.
import type { FaceCheck } from '@rookery/shared/api/face-check.actions.ts';
import { FACE_CONSENT } from '@rookery/shared/face-check.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet, apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';
import { profileViewKeys } from '../../profile-view/api/profile-view-keys.ts';
import { faceCheckKeys } from './face-check-keys.ts';

/** Records the consent (the text's version shown before the camera opened) and hands out a challenge. */
export const startFaceCheck = () =>
  apiPost('facecheckstart', { consent: true, consent_version: FACE_CONSENT.version }).then(unwrap);
/** The frames of one challenge; the check's run (check-run.ts) sends them once. */
export const submitFaceCheck = (challenge: string, frames: string[]) =>
  apiPost('facechecksubmit', { challenge, frames }).then(unwrap);

export const faceCheckQuery = queryOptions({
  queryKey: faceCheckKeys.state,
  queryFn: async (): Promise<FaceCheck> =>
    (await apiGet('facecheck').then(unwrap).catch(failsWith("We couldn't load your face check."))).check,
  // Tries come back over a rolling day and a moderator may answer: read afresh on each visit.
  staleTime: 0,
});

export const useFaceCheck = () => useQuery(faceCheckQuery);

/** Takes a state the server answered with (or, without one, reads it again), and refreshes the profile views. */
export function useSettleFaceCheck() {
  const queryClient = useQueryClient();
  return useCallback(
    (check?: FaceCheck) => {
      if (check) queryClient.setQueryData(faceCheckKeys.state, check);
      else void queryClient.invalidateQueries({ queryKey: faceCheckKeys.state });
      void queryClient.invalidateQueries({ queryKey: profileViewKeys.all });
    },
    [queryClient],
  );
}

/** "Forget my face": the badge goes and the kept descriptor is deleted at once. */
export function useForgetFace() {
  const settle = useSettleFaceCheck();
  return useMutation({
    mutationFn: async () => (await apiPost('forgetface', {}).then(unwrap)).check,
    onSuccess: settle,
  });
}

/** "Ask a moderator", with a short message of the person's own. */
export function useAskModerator() {
  const settle = useSettleFaceCheck();
  return useMutation({
    mutationFn: async (message: string) => (await apiPost('facecheckhelp', { message }).then(unwrap)).check,
    onSuccess: settle,
  });
}
