// Signing out ends the session, forgets the person's cookies and web push subscription and returns to /app
// (RULES.md "Roles"). Apart from the 401 redirect (use-session-actions.ts), which every screen uses, so that web push
// is not in the first /app route: the side menu, the profile corner and the verify screen sign out, and they load
// later.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../../../lib/api-client.ts';
import { clearAccountCookies } from '../../../lib/cookies.ts';
import { forgetPushOnSignOut } from '../../../lib/web-push.ts';

export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { redirectOn401: false },
    // This browser's push subscription goes first, while the session can still say whose it is.
    mutationFn: async () => {
      await forgetPushOnSignOut();
      await signOut();
    },
    // Even when the server cannot be reached, this browser forgets the person and shows the way in.
    onSettled: () => {
      clearAccountCookies();
      queryClient.clear();
      navigate('/app', { replace: true });
    },
  });
}
