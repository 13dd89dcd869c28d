// The notifications screen's calls (RULES.md "Reads and writes"): the list (its key also kept fresh by app/alerts),
// marking all read, and clearing them. Reading marks them read on the server but the screen keeps showing which were
// new for this visit.

import type { MenuRow } from '@rookery/shared/api/account.actions.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';
import { accountKeys } from '../../account/api/account-keys.ts';
import { matchesKeys } from '../../matches/api/matches-keys.ts';
import { notificationsKeys } from './notifications-keys.ts';

export const notificationsQuery = queryOptions({
  queryKey: notificationsKeys.list,
  queryFn: async () => (await apiGet('notifications').then(unwrap)).notifications,
  staleTime: 0,
});

export const useNotifications = () => useQuery(notificationsQuery);

/** Nothing unread any more: the bottom bar's Matches badge (menudata) and the matches header's count say so now. */
function noneUnread(queryClient: ReturnType<typeof useQueryClient>) {
  queryClient.setQueryData<MenuRow | null>(accountKeys.menu, (row) =>
    row ? { ...row, notifications: 0 } : row,
  );
  return queryClient.invalidateQueries({ queryKey: matchesKeys.list });
}

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('readnotifications', {}).then(unwrap),
    onSuccess: () => noneUnread(queryClient),
  });
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('deletenotifications', {}).then(unwrap),
    onSuccess: () => {
      queryClient.setQueryData(notificationsKeys.list, []);
      return noneUnread(queryClient);
    },
  });
}
