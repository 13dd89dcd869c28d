// Desktop: the list beside the open chat follows that chat's newest message (the person's own too,
// which no alert brings): its line, time and turn, and the conversation moves to the top. Pure, unit-tested.

import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import type { ChatMessage } from '@rookery/shared/events.ts';

interface MatchesAnswer {
  matches: MatchListItem[];
  notifications: number;
}

export function withLastMessage<T extends MatchesAnswer>(list: T, chat: ChatMessage, myId: string): T {
  const row = list.matches.find((item) => item.match_id === chat.room_id);
  if (!row || (row.lastchat ?? 0) >= chat.id) return list;
  const updated: MatchListItem = {
    ...row,
    lastchat: chat.id,
    lastchattext: chat.hidden && chat.from_id !== myId ? HIDDEN_WORDS.folded : chat.chattext,
    lastchattype: chat.type,
    lastchatat: chat.created,
    lastchatmine: chat.from_id === myId ? 1 : 0,
  };
  return { ...list, matches: [updated, ...list.matches.filter((item) => item !== row)] };
}
