// The matches list's chat fields (API.md 3 "Match list item"; the seam in modules/matches/matches.service.ts):
// the last message, whether the member has read up to it, and the room's upcoming requested or accepted dates.
import type { ChatSummaries, ChatSummary } from '../matches/matches.service.ts';
import type { ChatRepo } from './chat.repo.ts';

export function createChatSummaries(
  repo: Pick<ChatRepo, 'summaries'>,
  clock: () => Date = () => new Date(),
): ChatSummaries {
  return {
    async forMember(userId, matchIds) {
      const rows = await repo.summaries(userId, matchIds, clock());
      return new Map(
        rows.map((row): [string, ChatSummary] => {
          const lastchat = row.last_id === null ? null : Number(row.last_id);
          return [
            row.room_id,
            {
              lastchat,
              lastchattext: row.last_text,
              lastchattype: row.last_type,
              // Read when nothing is newer than the read position, or the last word was the member's own.
              chatsread: lastchat === null || row.last_from === userId || Number(row.last_read) >= lastchat,
              dates: Number(row.dates),
            },
          ];
        }),
      );
    },
  };
}
