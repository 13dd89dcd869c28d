// The settings screen's calls (RULES.md "Reads and writes" `settings` GET and POST, `newname`). Distance always
// travels in km. Discovery's choices save themselves (use-autosave.ts) through useSaveDiscovery.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import type { SettingsData } from '@rookery/shared/api/settings.actions.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiInput, apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

const saveSettings = (input: ApiInput<'settings'>) => apiPost('settings', input).then(unwrap);

export const settingsQuery = queryOptions({
  queryKey: settingsKeys.all,
  queryFn: async (): Promise<SettingsData> => {
    const { data } = await apiGet('settings', {}).then(unwrap);
    if (!data) throw new ApiError(200, ERROR_TEXT.unexpected, false);
    return data;
  },
  staleTime: 0,
});

export const useSettings = () => useQuery(settingsQuery);

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

/** Discovery's choices as the latest save holds them: an older save finishing late does not count. */
export const useSaveDiscovery = () => useMutation({ mutationFn: savePreferences });

export function useRename() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost('newname', { name }).then(unwrap),
    onSuccess: (_, name) => {
      queryClient.setQueryData<SettingsData>(settingsKeys.all, (old) => (old ? { ...old, name } : old));
    },
  });
}
