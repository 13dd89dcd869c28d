// Settings → Notifications' calls (the `preferences` and `setpreferences` actions): which news reaches the
// person by web push, the message sound and "Show when I'm online". A switch shows its new value at once and goes
// back if the server refuses it.
import type { Preferences } from '@rookery/shared/api/alerts.actions.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPreferences } from '../../matches/api/matches.ts';
import { setPreferences } from '../../settings/api/settings-calls.ts';
import { alertsKeys } from './alerts-keys.ts';

export function usePreferences() {
  return useQuery({
    queryKey: alertsKeys.preferences,
    queryFn: async (): Promise<Preferences> => (await fetchPreferences()).preferences,
  });
}

export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<Preferences>) => (await setPreferences(change)).preferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: alertsKeys.preferences });
      const before = queryClient.getQueryData<Preferences>(alertsKeys.preferences);
      if (before) queryClient.setQueryData<Preferences>(alertsKeys.preferences, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(alertsKeys.preferences, context.before);
    },
    onSuccess: (preferences) => queryClient.setQueryData(alertsKeys.preferences, preferences),
  });
}
