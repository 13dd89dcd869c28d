// The notifications screen's calls (API.md 3): the list (its key also kept fresh by app/live), marking all read,
// and clearing them. Reading marks them read on the server but the screen keeps showing which were new for this visit.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { matchesKeys, notificationKeys } from '../../lib/query-keys.ts';
import { deleteNotifications, fetchNotifications, markNotificationsRead } from '../shell/matches-api.ts';

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: async () => (await fetchNotifications()).notifications,
    staleTime: 0,
  });
}

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    // The matches header's unread count is now out of date.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesKeys.list }),
  });
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    onSuccess: () => {
      queryClient.setQueryData(notificationKeys.list, []);
      return queryClient.invalidateQueries({ queryKey: matchesKeys.list });
    },
  });
}
