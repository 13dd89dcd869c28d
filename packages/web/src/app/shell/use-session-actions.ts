// What every signed-in screen does with its session: an 'Unauthorized' answer sends the person to /app
// (SPEC.md 6 and 8), and signing out ends the session, forgets the person's cookies and web push subscription
// and returns to /app.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isUnauthorized, signOut } from '../../lib/api-client.ts';
import { clearAccountCookies } from '../../lib/cookies.ts';
import { forgetPushOnSignOut } from '../../lib/web-push.ts';
import { entryPathFor } from '../entry/return-to.ts';

/** Returns a handler that redirects on 401 and says whether it did, so callers show other errors. */
export function useUnauthorizedRedirect(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorized(error)) return false;
      // The screen asked for comes back after sign-in (returnto).
      navigate(entryPathFor(location), { replace: true });
      return true;
    },
    [navigate, location],
  );
}

export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
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
