// The alert preferences (RULES.md "Reads and writes" `preferences`): which news reaches the person by web push, the
// message sound and "Show when I'm online". Settings → Notifications edits them (set-preference.ts); the live layer
// reads the sound.
import type { Preferences } from '@rookery/shared/api/alerts.actions.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api-client.ts';
import { alertsKeys } from './alerts-keys.ts';

export const preferencesQuery = queryOptions({
  queryKey: alertsKeys.preferences,
  queryFn: async (): Promise<Preferences> => (await apiGet('preferences').then(unwrap)).preferences,
});

export const usePreferences = () => useQuery(preferencesQuery);

/** The live layer's read: kept five minutes, not retried (a missing sound setting plays none). */
export const useLivePreferences = () =>
  useQuery({ ...preferencesQuery, staleTime: 5 * 60_000, retry: false });
