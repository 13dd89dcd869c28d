// A room's whole conversation over the socket, page by page from the newest (loadchats, RULES.md "Realtime"), for the
// fault-injection suites to check what was stored. No vitest imports.
import type { ChatMessage } from '@rookery/shared/events.ts';
import { emitAck, type TestSocket } from '../../testing/socket-client.ts';

/** Every message of `room` the socket's person may read, in id order. */
export async function roomHistory(socket: TestSocket, room: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let before: number | undefined;
  for (;;) {
    const answer = await emitAck(socket, 'loadchats', before === undefined ? { room } : { room, before });
    if (!answer.success) throw new Error(answer.error);
    const chats = answer.chats as ChatMessage[];
    all.push(...chats);
    if (chats.length === 0 || !answer.more) break;
    before = Math.min(...chats.map((chat) => chat.id));
  }
  return all.sort((x, y) => x.id - y.id);
}
