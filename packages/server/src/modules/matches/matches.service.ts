// The matches list (API.md 3 `matches`; SPEC.md 2 "Matches"): open matches, the real name only for full matches,
// and the unread notifications count. A room whose other member deleted their account stays, read-only, as
// "deleted user" (issue 9), until its survivor unmatches it.
//
// Seam for issue 7: the chat fields (last message, read position, upcoming dates) come from a ChatSummaries given
// at wiring; until chat exists the default answers "no messages, no dates".
import { DELETED_USER_NAME } from '@rookery/shared/api/account.actions.ts';
import type { MatchListItem } from '@rookery/shared/api/discovery.actions.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { MatchesRepo } from './matches.repo.ts';

export interface ChatSummary {
  lastchat: number | null;
  lastchattext: string | null;
  lastchattype: MatchListItem['lastchattype'];
  /** The caller has read up to lastchat. */
  chatsread: boolean;
  dates: number;
}

export interface ChatSummaries {
  /** Summaries of the given rooms for one member; a room without messages may be missing. */
  forMember(userId: string, matchIds: string[]): Promise<Map<string, ChatSummary>>;
}

export const NO_CHATS: ChatSummaries = { forMember: async () => new Map() };

const EMPTY: ChatSummary = {
  lastchat: null,
  lastchattext: null,
  lastchattype: null,
  chatsread: true,
  dates: 0,
};

export function createMatchesService(
  repo: MatchesRepo,
  notes: Pick<NotificationsService, 'unread'>,
  chats: ChatSummaries = NO_CHATS,
) {
  return {
    async list(userId: string): Promise<{ matches: MatchListItem[]; notifications: number }> {
      const rows = await repo.open(userId);
      const [summaries, unread] = await Promise.all([
        chats.forMember(
          userId,
          rows.map((row) => row.match_id),
        ),
        notes.unread(userId),
      ]);
      const matches = rows.map((row): MatchListItem => {
        const chat = summaries.get(row.match_id) ?? EMPTY;
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
          };
        }
        const item: MatchListItem = {
          match_id: row.match_id,
          user_id: row.user_id,
          imageid: row.imageid,
          full_match: row.full_match ? 1 : 0,
          display_name: row.display_name ?? '',
          chatsread: chat.chatsread ? 1 : 0,
          dates: chat.dates,
          lastchat: chat.lastchat,
          lastchattext: chat.lastchattext,
          lastchattype: chat.lastchattype,
        };
        // API.md 6: the real name is for full matches only.
        if (row.full_match && row.real_name) item.real_name = row.real_name;
        return item;
      });
      return { matches, notifications: unread };
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
