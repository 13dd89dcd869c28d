// What every signed-in screen does with its session: an 'Unauthorized' answer sends the person to /app
// (SPEC.md 6 and 8). Signing out is use-sign-out.ts: it brings web push, which the first /app route does not need.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isUnauthorized } from '../../lib/api-client.ts';
import { entryPathFor } from './return-to.ts';

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
