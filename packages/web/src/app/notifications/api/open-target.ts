// Tapping a notification opens what it is about (RULES.md "Reads and writes" `notifications` target): the chat of its
// match, for a message, a new match or a date. The chat reads its match from the matchdata cookie, as when it is
// opened from the matches list, so the match is looked up in the list first; one that is gone says so.
import type { NotificationItem } from '@rookery/shared/api/notifications.actions.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, isUnauthorized, messageOf } from '../../../lib/api-client.ts';
import { setCookie } from '../../../lib/cookies.ts';
import { accountKeys } from '../../account/api/account-keys.ts';
import { useMenuData } from '../../account/api/menu.ts';
import { matchesQuery } from '../../matches/api/matches.ts';
import { chatMatchData } from '../../matches/public/match-item.ts';

export const GONE = 'This chat is no longer available.';

const gone = () => new ApiError(200, GONE, true);

export function useOpenTarget() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const menu = useMenuData();
  const opening = useMutation({
    mutationFn: async (item: NotificationItem) => {
      const target = item.target;
      if (!target) return;
      const list = await queryClient.fetchQuery(matchesQuery).catch((error: unknown) => {
        // A 401 has already sent the person to /app (lib/query-client.ts); anything else: the chat is gone.
        throw isUnauthorized(error) ? error : gone();
      });
      const match = list.matches.find((one) => one.match_id === target.match_id);
      const myId =
        menu.data?.id ?? queryClient.getQueryData<{ id: string } | null>(accountKeys.menu)?.id ?? '';
      if (!match || match.deleted === 1) throw gone();
      setCookie('matchdata', JSON.stringify(chatMatchData(match, myId)));
      navigate('/app/chat');
    },
  });
  const problem = opening.isError && !isUnauthorized(opening.error) ? messageOf(opening.error) : null;
  return {
    open: (item: NotificationItem) => {
      if (item.target) opening.mutate(item);
    },
    problem,
    opening: opening.isPending ? (opening.variables?.id ?? null) : null,
  };
}
