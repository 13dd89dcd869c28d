// Fills what a gap in fan-out cost an open chat: `loadchats {room, after}` from where the shared rule
// (catch-up.ts) says, page by page, so a chat converges on every stored message without a reload.
import { catchUpFrom } from '@rookery/shared/catch-up.ts';
import type { Ack, ChatMessage } from '@rookery/shared/events.ts';
import type { ChatLog } from './chat-log.ts';

/** Past this many pages the room's latest page (joining again) is the better fill; the log starts again from it. */
export const CATCH_UP_PAGES = 10;

export interface CatchUp {
  chats: ChatMessage[];
  /** False when the server refused, or more remained after CATCH_UP_PAGES. */
  complete: boolean;
}

export async function catchUp(
  log: Pick<ChatLog, 'messages' | 'more'>,
  loadAfter: (after: number) => Promise<Ack<Record<string, unknown>>>,
  since?: string,
): Promise<CatchUp> {
  let after = catchUpFrom(log.messages, log.more, since);
  const chats: ChatMessage[] = [];
  for (let n = 0; n < CATCH_UP_PAGES; n += 1) {
    const answer = await loadAfter(after);
    if (!answer.success || !Array.isArray(answer.chats)) return { chats, complete: false };
    // An older server ignores `after` and answers the latest page: only what is newer counts, and a
    // page with nothing newer ends the catch-up.
    const page = (answer.chats as ChatMessage[]).filter((chat) => chat.id > after);
    chats.push(...page);
    if (answer.more !== true || page.length === 0) return { chats, complete: true };
    after = Math.max(...page.map((chat) => chat.id));
  }
  return { chats, complete: false };
}
