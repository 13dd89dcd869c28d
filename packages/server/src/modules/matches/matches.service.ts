// The matches list (RULES.md "Reads and writes" `matches`; RULES.md "Screens and routes"): open matches, the real
// name only for full matches, each room's chat fields (last message, read position, upcoming dates), and the unread
// notifications count. A room whose other member deleted their account stays, read-only, as "deleted user", until its
// survivor unmatches it. All of it is one statement of the repo (matches.repo.ts `list`).
import { DELETED_USER_NAME } from '@rookery/shared/api/account.actions.ts';
import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import { CHAT_MARKERS, type ChatMessage } from '@rookery/shared/events.ts';
import { durationOf } from '../chat/chat.public.ts';
import { type Matcher, matcherOf, nameAsReceived } from '../hidden-words/hidden-words.public.ts';
import type { MatchesRepo, MatchListRow } from './matches.repo.ts';

interface ChatSummary {
  lastchat: number | null;
  lastchattext: string | null;
  lastchattype: MatchListItem['lastchattype'];
  /** The caller has read up to lastchat. */
  chatsread: boolean;
  dates: number;
  /** When the last message was sent and whether it was the caller's, and how a last call went. */
  at?: { lastchatat: string; lastchatmine: 0 | 1; lastcall?: MatchListItem['lastcall'] };
  hidden?: true;
}

const CALL_MARKERS: string[] = [CHAT_MARKERS.joinCallAudio, CHAT_MARKERS.joinCallVideo];

/** The last message's call, as the chat message tells it (status, reference, duration); else undefined. */
function lastCallOf(row: MatchListRow): MatchListItem['lastcall'] {
  if (row.last_type !== 'notification' || !row.last_text || !CALL_MARKERS.includes(row.last_text)) return;
  const duration = durationOf({ answered_at: row.last_answered_at, ended_at: row.last_ended_at });
  return {
    status: (row.last_status ?? 'pending') as NonNullable<ChatMessage['status']>,
    reference: row.last_reference,
    ...(duration === null ? {} : { duration }),
  };
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** What the other member wrote themselves: a text, or a date request's place. */
const WRITTEN: ReadonlySet<string | null> = new Set(['text', 'date']);

function chatOf(row: MatchListRow, userId: string, hides: Matcher): ChatSummary {
  const lastchat = row.last_id === null ? null : Number(row.last_id);
  const call = lastCallOf(row);
  // The other person's last message with one of the caller's hidden words is never previewed.
  const hidden =
    hides !== null && WRITTEN.has(row.last_type) && row.last_from !== null && row.last_from !== userId
      ? hides(row.last_text ?? '')
      : false;
  return {
    lastchat,
    lastchattext: hidden ? HIDDEN_WORDS.folded : row.last_text,
    ...(hidden ? { hidden: true } : {}),
    lastchattype: row.last_type,
    // Read when nothing is newer than the read position, or the last word was the member's own.
    chatsread: lastchat === null || row.last_from === userId || Number(row.last_read) >= lastchat,
    dates: Number(row.dates),
    at:
      row.last_at === null || row.last_at === undefined
        ? undefined
        : {
            lastchatat: iso(row.last_at),
            lastchatmine: row.last_from === userId ? 1 : 0,
            ...(call ? { lastcall: call } : {}),
          },
  };
}

export function createMatchesService(repo: MatchesRepo, clock: () => Date = () => new Date()) {
  return {
    async list(userId: string): Promise<{ matches: MatchListItem[]; notifications: number }> {
      const { matches: rows, unread, hiddenWords } = await repo.list(userId, clock());
      const hides = matcherOf(hiddenWords);
      const matches = rows.map((row): MatchListItem => {
        const chat = chatOf(row, userId, hides);
        if (row.user_id === null) {
          return {
            match_id: row.match_id,
            user_id: '',
            imageid: null,
            full_match: row.full_match ? 1 : 0,
            display_name: DELETED_USER_NAME,
            chatsread: chat.chatsread ? 1 : 0,
            dates: chat.dates,
            lastchat: chat.lastchat,
            lastchattext: chat.lastchattext,
            lastchattype: chat.lastchattype,
            deleted: 1,
            unread: Number(row.unread_chats),
            matched_at: iso(row.created_at),
            ...chat.at,
          };
        }
        const item: MatchListItem = {
          match_id: row.match_id,
          user_id: row.user_id,
          imageid: row.imageid,
          full_match: row.full_match ? 1 : 0,
          // A name holding one of the caller's hidden words is not shown to them.
          display_name: nameAsReceived(row.display_name ?? '', hides),
          chatsread: chat.chatsread ? 1 : 0,
          dates: chat.dates,
          lastchat: chat.lastchat,
          lastchattext: chat.lastchattext,
          lastchattype: chat.lastchattype,
          unread: Number(row.unread_chats),
          online: row.online ? 1 : 0,
          matched_at: iso(row.created_at),
          ...chat.at,
          ...(chat.hidden ? { lastchathidden: 1 as const } : {}),
          ...(row.verified ? { verified: 1 as const } : {}),
        };
        // RULES.md "Who may see what": the real name is for full matches only.
        if (row.full_match && row.real_name) item.real_name = nameAsReceived(row.real_name, hides);
        return item;
      });
      return { matches, notifications: unread };
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
