// Tapping a notification opens what it is about (RULES.md "Reads and writes" `notifications` target): the chat of its
// match, for a message, a new match or a date. The chat reads its match from the matchdata cookie, as when it is
// opened from the matches list, so the match is looked up in the list first; one that is gone says so.
import type { NotificationItem } from '@rookery/shared/api/notifications.actions.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { isUnauthorized } from '../../lib/api-error.ts';
import { setCookie } from '../../lib/cookies.ts';
import { accountKeys } from '../account/api/account-keys.ts';
import { useMenuData } from '../account/api/menu.ts';
import { fetchMatches } from '../matches/api/matches.ts';
import { matchesKeys } from '../matches/api/matches-keys.ts';
import { chatMatchData } from '../matches/public/match-item.ts';

export const GONE = 'This chat is no longer available.';

export function useOpenTarget() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const menu = useMenuData();
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  const open = useCallback(
    async (item: NotificationItem) => {
      const target = item.target;
      if (!target) return;
      setProblem(null);
      setOpening(item.id);
      try {
        const list = await queryClient.fetchQuery({
          queryKey: matchesKeys.list,
          queryFn: fetchMatches,
          staleTime: 0,
        });
        const match = list.matches.find((one) => one.match_id === target.match_id);
        const myId =
          menu.data?.id ?? queryClient.getQueryData<{ id: string } | null>(accountKeys.menu)?.id ?? '';
        if (!match || match.deleted === 1) {
          setProblem(GONE);
          return;
        }
        setCookie('matchdata', JSON.stringify(chatMatchData(match, myId)));
        navigate('/app/chat');
      } catch (error) {
        // A 401 has already sent the person to /app (lib/query-client.ts).
        if (!isUnauthorized(error)) setProblem(GONE);
      } finally {
        setOpening(null);
      }
    },
    [queryClient, navigate, menu.data?.id],
  );

  return { open, problem, opening };
}
