// The settings screen's calls (RULES.md "Reads and writes" `settings` GET and POST, `newname`). Distance always
// travels in km.

import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import type { SettingsData } from '@rookery/shared/api/settings.actions.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { fetchSettings, rename, saveSettings } from './settings-calls.ts';
import { settingsKeys } from './settings-keys.ts';

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: async (): Promise<SettingsData> => {
      const { data } = await fetchSettings();
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
  /** The deck shows only people who passed the face check. */
  verifiedOnly: boolean;
}

export async function savePreferences(prefs: Preferences): Promise<void> {
  await saveSettings({
    distance: prefs.km,
    inmiles: prefs.inMiles,
    listed: prefs.listed,
    verified_only: prefs.verifiedOnly,
    pushnotifs: 'na',
  });
}

export function useRename() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rename,
    onSuccess: (_, name) => {
      queryClient.setQueryData<SettingsData>(settingsKeys.all, (old) => (old ? { ...old, name } : old));
    },
  });
}
