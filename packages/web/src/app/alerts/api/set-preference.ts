// Settings → Notifications' switches (RULES.md "Reads and writes" `setpreferences`): a switch shows its new value at
// once and goes back if the server refuses it.
import type { Preferences } from '@rookery/shared/api/alerts.actions.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';
import { alertsKeys } from './alerts-keys.ts';

export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<Preferences>) =>
      (
        await apiPost('setpreferences', change)
          .then(unwrap)
          .catch(failsWith("Couldn't save. Please try again."))
      ).preferences,
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
