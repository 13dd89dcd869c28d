// What every signed-in screen does with its session: an 'Unauthorized' answer sends the person to /app
// (RULES.md "Roles", "Errors"). lib/query-client.ts catches every query's and mutation's 401 (and a call made outside
// React Query reports its own with redirectIfSignedOut); this file installs it and says where it leads: the screen
// asked for comes back after sign-in. Signing out is use-sign-out.ts: it brings web push, which /app's first route
// does not need.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { handleSignedOut, onSignedOut } from '../../lib/query-client.ts';
import { entryPathFor } from '../entry/public/return-to.ts';

/** Installs the 401 redirect for the screen on show; the app's root mounts it once, before its screens. */
export function useSignedOutRedirect(): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // On the first render, so the screens' first queries already have the retry rule.
  useState(() => handleSignedOut(client));
  useEffect(
    // The screen asked for comes back after sign-in (returnto).
    () => onSignedOut(() => navigate(entryPathFor(location), { replace: true })),
    [navigate, location],
  );
}
