// What every signed-in screen does with its session: an 'Unauthorized' answer sends the person to /app (SPEC.md 6
// and 8). lib/query-client.ts catches every query's and mutation's 401; this file says where it leads (the screen
// asked for comes back after sign-in) and lets a call made outside React Query report its own. Signing out is
// use-sign-out.ts: it brings web push, which the first /app route does not need.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSignedOut, redirectIfSignedOut } from '../../lib/query-client.ts';
import { entryPathFor } from '../entry/return-to.ts';

/** Registers the 401 redirect for the screen on show; the app's root mounts it once. */
export function useSignedOutRedirect(): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    // The screen asked for comes back after sign-in (returnto).
    () => onSignedOut(client, () => navigate(entryPathFor(location), { replace: true })),
    [client, navigate, location],
  );
}

/** For a call outside React Query: redirects on 401 and says whether it did, so callers show other errors. */
export function useUnauthorizedRedirect(): (error: unknown) => boolean {
  const client = useQueryClient();
  return useCallback((error: unknown) => redirectIfSignedOut(client, error), [client]);
}
