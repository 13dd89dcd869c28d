// Desktop: the matches list beside the open chat (1024 px and wider). A row switches the chat in place
// (replace), so Back leaves for the matches list as it does on the phone. Kept live by app/alerts' cache like the
// matches screen (the same query).
import type { ChatMessage } from '@rookery/shared/events.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMatches } from '../matches/api/matches.ts';
import { matchesKeys } from '../matches/api/matches-keys.ts';
import { withLastMessage } from '../matches/public/last-message.ts';
import { MatchRow } from '../matches/public/match-row.tsx';

interface PaneProps {
  current: string;
  myId: string | null;
  /** The open chat's newest stored message: its row follows it. */
  last: ChatMessage | undefined;
}

export function MatchesPane({ current, myId, last }: PaneProps) {
  const matches = useMatches();
  const queryClient = useQueryClient();
  const loaded = matches.data !== undefined;
  useEffect(() => {
    if (!last || !myId || !loaded) return;
    queryClient.setQueryData<Parameters<typeof withLastMessage>[0]>(matchesKeys.list, (list) =>
      list ? withLastMessage(list, last, myId) : list,
    );
  }, [last, myId, loaded, queryClient]);
  const list = matches.data?.matches ?? [];
  return (
    <nav
      aria-label="Conversations"
      className="hidden w-[21rem] shrink-0 flex-col border-r border-ocean-100 lg:flex"
    >
      <div className="flex h-16 shrink-0 items-center justify-between px-5">
        <Link to="/app/matches" className="text-xl font-bold text-ocean-950 hover:underline">
          Matches
        </Link>
      </div>
      <ul aria-label="Your conversations" className="flex min-h-0 flex-1 flex-col overflow-y-auto px-2 pb-3">
        {list.map((item) => (
          <MatchRow key={item.match_id} item={item} myId={myId} current={item.match_id === current} replace />
        ))}
      </ul>
    </nav>
  );
}
