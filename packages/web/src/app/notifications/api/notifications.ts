// The notifications screen's calls (RULES.md "Reads and writes"): the list (its key also kept fresh by app/alerts),
// marking all read, and clearing them. Reading marks them read on the server but the screen keeps showing which were
// new for this visit.

import type { MenuRow } from '@rookery/shared/api/account.actions.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../account/api/account-keys.ts';
import { deleteNotifications, fetchNotifications, markNotificationsRead } from '../../matches/api/matches.ts';
import { matchesKeys } from '../../matches/api/matches-keys.ts';
import { notificationsKeys } from './notifications-keys.ts';

export function useNotifications() {
  return useQuery({
    queryKey: notificationsKeys.list,
    queryFn: async () => (await fetchNotifications()).notifications,
    staleTime: 0,
  });
}

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
    mutationFn: markNotificationsRead,
    onSuccess: () => noneUnread(queryClient),
  });
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    onSuccess: () => {
      queryClient.setQueryData(notificationsKeys.list, []);
      return noneUnread(queryClient);
    },
  });
}
