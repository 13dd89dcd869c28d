// Whether the other member has the app open anywhere: the matches list's `online` to begin with, then
// the `presence` events for this room, and the list again after a gap in the server's fan-out (`resync`:
// presence events sent meanwhile may be lost). The chat's own roster still says whether they are in this very chat.
import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onResync, usePresence } from '../../lib/alerts.ts';
import { matchesKeys } from '../matches/api/matches-keys.ts';

export function usePartnerOnline(room: string): boolean {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(() => {
    const list = queryClient.getQueryData<{ matches: MatchListItem[] }>(matchesKeys.list);
    return list?.matches.find((item) => item.match_id === room)?.online === 1;
  });
  usePresence((presence) => {
    if (presence.room === room) setOnline(presence.online);
  });
  useEffect(
    () =>
      onResync(() => {
        void queryClient.refetchQueries({ queryKey: matchesKeys.list }).then(() => {
          const list = queryClient.getQueryData<{ matches: MatchListItem[] }>(matchesKeys.list);
          const item = list?.matches.find((candidate) => candidate.match_id === room);
          if (item) setOnline(item.online === 1);
        });
      }),
    [queryClient, room],
  );
  return online;
}
