// What an alert changes in the lists the screens already hold (react-query's cache): the matches list (a row's
// last line, unread count, online marker, the newest conversation first), the menu row's badges (MenuRow.unread:
// matches with unread messages; notifications). Pure, so the rules are tested without a browser.

import type { MenuRow } from '@rookery/shared/api/account.actions.ts';
import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import type { PersonAlert } from '@rookery/shared/events.ts';

export interface MatchesAnswer {
  matches: MatchListItem[];
  notifications: number;
}

type MessageAlert = Extract<PersonAlert, { kind: 'message' }>;
type ReadAlert = Extract<PersonAlert, { kind: 'read' }>;

/** A row's unread messages: the server's count, or 1 when only the older read flag says there is news. */
export function unreadOf(item: Pick<MatchListItem, 'unread' | 'lastchat' | 'chatsread'>): number {
  if (item.unread !== undefined) return item.unread;
  return item.lastchat !== null && item.chatsread === 0 ? 1 : 0;
}

/** Matches with unread messages (the Matches tab badge), from the list. */
export function unreadMatches(list: MatchesAnswer): number {
  return list.matches.filter((item) => unreadOf(item) > 0).length;
}

/** A new message: its row shows the message and the count, and moves to the top. Unknown room: unchanged. */
export function withMessage(list: MatchesAnswer, alert: MessageAlert): MatchesAnswer {
  const row = list.matches.find((item) => item.match_id === alert.room);
  if (!row) return list;
  const { chat } = alert;
  const updated: MatchListItem = {
    ...row,
    lastchat: Math.max(row.lastchat ?? 0, chat.id),
    // Folded for the reader who hides one of its words.
    lastchattext: chat.hidden ? HIDDEN_WORDS.folded : chat.chattext,
    lastchattype: chat.type,
    chatsread: alert.unread > 0 ? 0 : 1,
    unread: alert.unread,
    // The row's time and "Your turn" (a message alert is the other person's).
    lastchatat: chat.created,
    lastchatmine: 0,
    // A call's line reads its state (match-item.ts lastLine); any other message leaves none behind.
    lastcall: chat.status
      ? {
          status: chat.status,
          reference: chat.reference,
          ...(chat.duration === undefined ? {} : { duration: chat.duration }),
        }
      : undefined,
  };
  return { ...list, matches: [updated, ...list.matches.filter((item) => item !== row)] };
}

/** Read on another tab or device: the room's count drops to what the server says. */
export function withRead(list: MatchesAnswer, alert: ReadAlert): MatchesAnswer {
  return patchRow(list, alert.room, { unread: alert.unread, chatsread: alert.unread > 0 ? 0 : 1 });
}

/** The other member came online or left. */
export function withPresence(list: MatchesAnswer, room: string, online: boolean): MatchesAnswer {
  return patchRow(list, room, { online: online ? 1 : 0 });
}

function patchRow(list: MatchesAnswer, room: string, patch: Partial<MatchListItem>): MatchesAnswer {
  let changed = false;
  const matches = list.matches.map((item) => {
    if (item.match_id !== room) return item;
    changed = true;
    return { ...item, ...patch };
  });
  return changed ? { ...list, matches } : list;
}

/** The menu row's badges after a change of the list (or of the notifications count alone). */
export function menuWith(
  row: MenuRow | null | undefined,
  patch: Pick<MenuRow, 'unread'> | Pick<MenuRow, 'notifications'>,
): MenuRow | null | undefined {
  return row ? { ...row, ...patch } : row;
}

/** What the title and the favicon count: unread conversations and unread notifications. */
export function badgeCount(row: Pick<MenuRow, 'unread' | 'notifications'> | null | undefined): number {
  return (row?.unread ?? 0) + (row?.notifications ?? 0);
}

/** "(3) Matches · Rookery" while hidden with news; the plain title otherwise. Never stacks the prefix. */
export function badgedTitle(title: string, count: number): string {
  const plain = title.replace(/^\(\d+\+?\) /, '');
  if (count <= 0) return plain;
  return `(${count > 99 ? '99+' : count}) ${plain}`;
}
