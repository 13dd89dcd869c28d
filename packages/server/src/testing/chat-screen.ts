// What a person's chat screen holds, for the delivery tests: one socket in one room, every message by id
// from `getchats` and `newchat`, the last roster, and the catch-up a client does on `resync` (`loadchats` after the
// newest id held, page by page), as the web app's use-chat-room.ts does. No vitest imports.

import { catchUpFrom } from '@rookery/shared/catch-up.ts';
import type { ChatMessage } from '@rookery/shared/events.ts';
import { connectAs, emitAck, type TestSocket } from './socket-client.ts';

export interface ChatScreen {
  socket: TestSocket;
  room: string;
  messages: Map<number, ChatMessage>;
  /** Older history remains on the server (the last page's `more`). */
  more: boolean;
  /** The last roster heard (null before any). */
  roster: string[] | null;
  /** How many `resync` events came. */
  resyncs: number;
  newestId(): number;
  /** `since`: the resync's; without it, from the newest message held. */
  catchUp(since?: string): Promise<void>;
}

export async function openChatScreen(url: string, cookie: string, room: string): Promise<ChatScreen> {
  const socket = await connectAs(url, { cookie });
  const screen: ChatScreen = {
    socket,
    room,
    messages: new Map(),
    more: false,
    roster: null,
    resyncs: 0,
    newestId: () => Math.max(0, ...screen.messages.keys()),
    async catchUp(since?: string) {
      let after = catchUpFrom([...screen.messages.values()], screen.more, since);
      for (;;) {
        const answer = await emitAck(socket, 'loadchats', { room, after });
        if (!answer.success) throw new Error(answer.error);
        const chats = answer.chats as ChatMessage[];
        for (const chat of chats) screen.messages.set(chat.id, chat);
        if (!answer.more || chats.length === 0) return;
        after = Math.max(...chats.map((chat) => chat.id));
      }
    },
  };
  socket.on('getchats', (payload) => {
    if (payload.room !== room) return;
    screen.more = payload.more;
    for (const chat of payload.chats) screen.messages.set(chat.id, chat);
  });
  socket.on('newchat', ({ chat }) => {
    if (chat.room_id === room) screen.messages.set(chat.id, chat);
  });
  socket.on('roster', (members) => {
    screen.roster = members;
  });
  socket.on('resync', ({ since }) => {
    screen.resyncs += 1;
    screen.catchUp(since).catch(() => {});
  });
  const joined = await emitAck(socket, 'joinroom', { room });
  if (!joined.success) throw new Error(joined.error);
  return screen;
}

/** Resolves once `done()` holds, or after `ms`; answers whether it held. */
export async function eventually(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
