// The match data (RULES.md "Entities") a toast or the ringing sheet hands to the chat and call screens: the matches
// list's own row when it is loaded (the match level as the server says), else what the alert says of the person; and
// which chat is on screen, whose news needs no toast or sheet.

import type { AlertPerson } from '@rookery/shared/events.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { MatchData } from '../chat/public/chat-types.ts';
import { readMatchData } from '../chat/public/match-data.ts';
import { matchesKeys } from '../matches/api/matches-keys.ts';
import { chatMatchData } from '../matches/public/match-item.ts';
import type { MatchesAnswer } from './alerts-cache.ts';

export type ChatTarget = MatchData;

export function chatTargetOf(
  queryClient: QueryClient,
  room: string,
  from: AlertPerson,
  myId: string,
): MatchData {
  const row = queryClient
    .getQueryData<MatchesAnswer>(matchesKeys.list)
    ?.matches.find((item) => item.match_id === room);
  if (row) return chatMatchData(row, myId);
  const full = from.real_name ? 1 : 0;
  return {
    match_id: room,
    my_id: myId,
    user_id: from.user_id,
    full_match: full,
    real_name: from.real_name ?? '',
    display_name: from.display_name,
    imageid: from.imageid,
  };
}

/** The room of the chat on screen (/app/chat reads its match from the cookie), or null on any other screen. */
export function openRoom(): string | null {
  return window.location.pathname === '/app/chat' ? (readMatchData()?.match_id ?? null) : null;
}
