// What a row of the matches list says (SPEC.md 2 "Matches", 3 "Match list item", "Match data"): the name a match
// is known by, whether its chat has news (from the server's read position, so it is right on every device), and
// the match data the chat screen reads from its cookie.
import type { MatchListItem } from '@rookery/shared/api/discovery.actions.ts';

/** Real name for a full match, else the display name (API.md 6). */
export function matchName(item: Pick<MatchListItem, 'full_match' | 'real_name' | 'display_name'>): string {
  return item.full_match === 1 && item.real_name ? item.real_name : item.display_name;
}

/** A message the caller has not read yet: there is a last message and the server's read position is behind it. */
export function hasUnread(item: Pick<MatchListItem, 'lastchat' | 'chatsread'>): boolean {
  return item.lastchat !== null && item.chatsread === 0;
}

/** The last line of the chat as a row shows it. */
export function lastLine(item: Pick<MatchListItem, 'lastchattext' | 'lastchattype'>): string {
  if (item.lastchattype === 'image') return 'Sent an image';
  if (item.lastchattype === 'date') return 'A date was requested';
  const text = item.lastchattext?.trim() ?? '';
  // The marker texts of API.md 5 look like [[...]]; they are not for reading.
  if (item.lastchattype === 'notification' || /^\[\[.*\]\]$/.test(text)) return 'Sent a request';
  return text === '' ? 'Say hello!' : text;
}

/** SPEC.md 3 "Match data (chat)". */
export interface ChatMatchData {
  match_id: string;
  my_id: string;
  user_id: string;
  full_match: 0 | 1;
  real_name: string;
  display_name: string;
  imageid: string | null;
}

export function chatMatchData(item: MatchListItem, myId: string): ChatMatchData {
  return {
    match_id: item.match_id,
    my_id: myId,
    user_id: item.user_id,
    full_match: item.full_match,
    real_name: item.full_match === 1 ? (item.real_name ?? '') : '',
    display_name: item.display_name,
    imageid: item.imageid,
  };
}
