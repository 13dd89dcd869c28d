// "Hide my photos and name again" (RULES.md "Reads and writes" `hidefullprofile`): the full match goes back to basic
// for both; everything that showed the full profile asks again (and gets the public view) before the question closes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, unwrap } from '../../../lib/api-client.ts';
import { profileViewKeys } from '../../profile-view/api/profile-view-keys.ts';

export function useHideFullProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: string) => apiPost('hidefullprofile', { room }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileViewKeys.all }),
  });
}
