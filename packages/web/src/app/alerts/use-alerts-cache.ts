// Keeps what the screens show in step with the alerts (alerts-cache.ts rules on react-query's cache): the matches
// list and its order, the badges of the menu row, the notifications count; what only the server can say (a new
// match's row, an ended one) is fetched again. A new message chimes unless the person turned the sound off
// (preferences.message_sound) or is reading that very chat.
import type { MenuRow } from '@rookery/shared/api/account.actions.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAlerts, usePresence } from '../../lib/alerts.ts';
import { accountKeys } from '../account/api/account-keys.ts';
import { readMatchData, writeMatchData } from '../chat/public/match-data.ts';
import { matchesKeys } from '../matches/api/matches-keys.ts';
import { profileViewKeys } from '../profile-view/api/profile-view-keys.ts';
import { type MatchesAnswer, unreadMatches, withMessage, withPresence, withRead } from './alerts-cache.ts';
import { useLivePreferences } from './api/preferences.ts';
import { playMessageSound } from './sounds.ts';

/** The open chat's room, when the person is on /app/chat (chat-target.ts openRoom). */
export type OpenRoom = () => string | null;

export function useAlertsCache(openRoom: OpenRoom): void {
  const queryClient = useQueryClient();
  const preferences = useLivePreferences();

  const setMatches = (update: (list: MatchesAnswer) => MatchesAnswer): boolean => {
    const before = queryClient.getQueryData<MatchesAnswer>(matchesKeys.list);
    if (!before) return false;
    const after = update(before);
    queryClient.setQueryData(matchesKeys.list, after);
    queryClient.setQueryData<MenuRow | null>(accountKeys.menu, (row) =>
      row ? { ...row, unread: unreadMatches(after) } : row,
    );
    return true;
  };
  const refetchLists = () => {
    void queryClient.invalidateQueries({ queryKey: matchesKeys.list });
    void queryClient.invalidateQueries({ queryKey: accountKeys.menu });
  };

  // A fresh matches list (a visit, a refetch after a reconnect) is the truth for the badges too.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.queryKey[0] !== matchesKeys.list[0]) return;
        const list = event.query.state.data as MatchesAnswer | undefined;
        if (!list) return;
        queryClient.setQueryData<MenuRow | null>(accountKeys.menu, (row) =>
          row && (row.unread !== unreadMatches(list) || row.notifications !== list.notifications)
            ? { ...row, unread: unreadMatches(list), notifications: list.notifications }
            : row,
        );
      }),
    [queryClient],
  );

  useAlerts('message', (alert) => {
    const known = queryClient
      .getQueryData<MatchesAnswer>(matchesKeys.list)
      ?.matches.some((item) => item.match_id === alert.room);
    if (!known || !setMatches((list) => withMessage(list, alert))) refetchLists();
    const reading = openRoom() === alert.room && document.visibilityState === 'visible';
    if (!reading && preferences.data?.message_sound !== 0) playMessageSound();
  });
  useAlerts('read', (alert) => {
    if (!setMatches((list) => withRead(list, alert))) refetchLists();
  });
  useAlerts('notification', (alert) => {
    queryClient.setQueryData<MatchesAnswer>(matchesKeys.list, (list) =>
      list ? { ...list, notifications: alert.unread } : list,
    );
    queryClient.setQueryData<MenuRow | null>(accountKeys.menu, (row) =>
      row ? { ...row, notifications: alert.unread } : row,
    );
  });
  // A new row, a row gone, a match turned full, a date planned: the server's list is the truth.
  useAlerts('match', refetchLists);
  useAlerts('matchended', refetchLists);
  useAlerts('fullprofile', (alert) => {
    if (alert.state === 'accepted') refetchLists();
    // The other person took the full profiles back: their photos and name leave every open screen.
    if (alert.state === 'hidden') {
      refetchLists();
      // The chat to come back to (its stored match data) opens at the basic level, under the display name.
      const stored = readMatchData();
      if (stored?.match_id === alert.room) writeMatchData({ ...stored, full_match: 0, real_name: '' });
      void queryClient.invalidateQueries({ queryKey: profileViewKeys.all });
    }
  });
  useAlerts('date', refetchLists);
  // A call answered, declined, missed or ended changes its row's line ("Voice call · 4 min").
  useAlerts('call', (alert) => {
    if (alert.state !== 'ringing') refetchLists();
  });
  usePresence(({ room, online }) => {
    setMatches((list) => withPresence(list, room, online));
  });
}
