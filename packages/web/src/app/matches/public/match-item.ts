// What a row of the matches list says (RULES.md "Screens and routes", "Entities"): the name a match
// is known by, whether its chat has news (from the server's read position, so it is right on every device), and
// the match data the chat screen reads from its cookie.
import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import { callHistoryLine } from '../../calls/public/call-history.ts';
import type { MatchData } from '../../chat/public/chat-types.ts';

/**
 * The server names a deleted account DELETED_USER_NAME ('deleted user'); the list writes it as a name, capitalised.
 * It is taken from the row rather than imported: account.actions.ts would bring zod into this small chunk.
 */
function deletedUserLabel(displayName: string): string {
  const name = displayName.trim() || 'deleted user';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/**
 * Real name for a full match, else the display name (RULES.md "Who may see what"); a deleted account is only 'Deleted
 * user'.
 */
export function matchName(
  item: Pick<MatchListItem, 'full_match' | 'real_name' | 'display_name' | 'deleted'>,
): string {
  if (item.deleted === 1) return deletedUserLabel(item.display_name);
  return item.full_match === 1 && item.real_name ? item.real_name : item.display_name;
}

/** A message the caller has not read yet: there is a last message and the server's read position is behind it. */
export function hasUnread(item: Pick<MatchListItem, 'lastchat' | 'chatsread' | 'unread'>): boolean {
  if (item.unread !== undefined) return item.unread > 0;
  return item.lastchat !== null && item.chatsread === 0;
}

/** How many unread messages the row counts (`unread`; 0 when the server gives only the flag). */
export function unreadCount(item: Pick<MatchListItem, 'unread'>): number {
  return item.unread ?? 0;
}

/** The other person wrote last, so the conversation waits for the caller. */
export function isYourTurn(item: Pick<MatchListItem, 'lastchat' | 'lastchatmine' | 'deleted'>): boolean {
  return item.deleted !== 1 && item.lastchat !== null && item.lastchatmine === 0;
}

/** A match nobody has written to yet (the strip of new matches above the conversations). */
export function isNewMatch(item: Pick<MatchListItem, 'lastchat' | 'deleted'>): boolean {
  return item.deleted !== 1 && item.lastchat === null;
}

const MARKER_LINES: Record<string, string> = {
  '[[join-call:audio]]': 'Voice call',
  '[[join-call:video]]': 'Video call',
  '[[full-profile-request]]': 'Full profile request',
  'Full Profile request was accepted': 'Full profiles shared',
  '[[image-loading]]': 'Sent an image',
};

const CALL_KINDS: Record<string, 'voice' | 'video'> = {
  '[[join-call:audio]]': 'voice',
  '[[join-call:video]]': 'video',
};

/** The last line of the chat as a row shows it. */
export function lastLine(
  item: Pick<MatchListItem, 'lastchattext' | 'lastchattype' | 'lastcall' | 'lastchatmine'>,
): string {
  if (item.lastchattype === 'image') return 'Sent an image';
  if (item.lastchattype === 'date') return 'A date was requested';
  const text = item.lastchattext?.trim() ?? '';
  // A call reads as in the chat, for this side ("Voice call · 4 min", "Missed voice call").
  const kind = CALL_KINDS[text];
  const call = kind && item.lastcall ? callHistoryLine(item.lastcall, kind, item.lastchatmine === 1) : null;
  if (call) return call;
  // The marker texts of RULES.md "Realtime" look like [[...]]; they are not for reading, so the row names what they
  // were (the values of CHAT_MARKERS in shared/events.ts, written out: that module would bring zod into this chunk).
  const marker = MARKER_LINES[text];
  if (marker) return marker;
  if (item.lastchattype === 'notification' || /^\[\[.*\]\]$/.test(text)) return 'Sent a request';
  return text === '' ? 'Say hello!' : text;
}

/** RULES.md "Entities" of a list row, as the chat reads it (chat-types.ts MatchData). */
export function chatMatchData(item: MatchListItem, myId: string): MatchData {
  if (item.deleted === 1) {
    // Nothing of the person is left to hand over: no id, no name, no picture.
    return {
      match_id: item.match_id,
      my_id: myId,
      user_id: '',
      full_match: item.full_match,
      real_name: '',
      display_name: item.display_name,
      imageid: null,
      deleted: 1,
    };
  }
  return {
    match_id: item.match_id,
    my_id: myId,
    user_id: item.user_id,
    full_match: item.full_match,
    real_name: item.full_match === 1 ? (item.real_name ?? '') : '',
    display_name: item.display_name,
    imageid: item.imageid,
    ...(item.verified === 1 ? { verified: 1 as const } : {}),
  };
}
