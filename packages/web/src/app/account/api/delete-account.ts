// Deleting the account (RULES.md "Reads and writes" `deleteaccount`, from the app), then ending the session as Sign
// Out ends it (/signout).
import { useMutation } from '@tanstack/react-query';
import { apiPost, signOut, unwrap } from '../../../lib/api-client.ts';

const deleteAccount = () => apiPost('deleteaccount', 'App').then(unwrap);

export function useDeleteAccount() {
  return useMutation({
    // Already signed out: the screen goes to /app without returnto.
    meta: { redirectOn401: false },
    mutationFn: async () => {
      await deleteAccount();
      await signOut();
    },
  });
}
