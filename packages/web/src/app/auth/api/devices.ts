// Where the account is signed in (RULES.md "Reads and writes" `mydevices`, `enddevice`, `endotherdevices`): Settings →
// Devices lists them and signs out one, or every other.
import type { Device } from '@rookery/shared/api/auth.actions.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export const devicesQuery = queryOptions({
  queryKey: authKeys.devices,
  queryFn: async () =>
    (await apiGet('mydevices').then(unwrap).catch(failsWith("Couldn't load your devices."))).devices,
});

export const useDevices = () => useQuery(devicesQuery);

export type Ending = { kind: 'one'; device: Device } | { kind: 'others' };

/** Signs out one device, or every other; answers how many were signed out. The list is read again after. */
export function useEndDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (what: Ending) => {
      if (what.kind === 'others') return (await apiPost('endotherdevices', {}).then(unwrap)).ended;
      try {
        await apiPost('enddevice', { id: what.device.id }).then(unwrap);
      } catch (error) {
        // Already signed out (by itself, or from another device): what was asked is so.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      return 1;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authKeys.devices }),
  });
}
