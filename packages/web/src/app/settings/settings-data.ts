// The settings screen's calls (API.md 3 `settings` GET and POST, `newname`). Distance always travels in km.

import type { SettingsData } from '@rookery/shared/api/discovery.actions.ts';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost, unwrap } from '../../lib/api-client.ts';

export const settingsKeys = { all: ['settings'] as const };

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: async (): Promise<SettingsData> => {
      const { data } = await apiGet('settings', {}).then(unwrap);
      if (!data) throw new ApiError(200, ERROR_TEXT.unexpected, false);
      return data;
    },
    staleTime: 0,
  });
}

export interface Preferences {
  km: number;
  inMiles: boolean;
  listed: boolean;
}

export async function savePreferences(prefs: Preferences): Promise<void> {
  await apiPost('settings', {
    distance: prefs.km,
    inmiles: prefs.inMiles,
    listed: prefs.listed,
    pushnotifs: 'na',
  }).then(unwrap);
}

export function useRename() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost('newname', { name }).then(unwrap),
    onSuccess: (_, name) => {
      queryClient.setQueryData<SettingsData>(settingsKeys.all, (old) => (old ? { ...old, name } : old));
    },
  });
}
