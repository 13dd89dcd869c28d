// The chat's socket events (RULES.md "Realtime"), thin: the gateway has parsed the payload; each handler checks the
// ids that name a person against the session, calls the service and answers the acknowledgement.
import type { ClientPayload } from '@rookery/shared/events.ts';
import { requireSelf } from '../../platform/realtime/require-self.ts';
import {
  memberRoom,
  type SocketContext,
  type SocketHandlers,
} from '../../platform/realtime/socket-handler.ts';
import { chatsFor } from '../../platform/realtime/understands.ts';
import type { ChatService } from './chat.service.ts';

export function chatSocketHandlers(
  chat: ChatService,
): Pick<
  SocketHandlers,
  'joinroom' | 'leaveroom' | 'loadchats' | 'read' | 'sendchat' | 'sendchatnotification' | 'acceptfp'
> {
  return {
    async joinroom({ userId, socket }, { room, user }) {
      requireSelf(userId, user);
      await chat.requireReader(room, userId);
      // Joined before the history is read: a message stored meanwhile comes live, or in the page, or both
      // (clients keep one per id); read first, one stored in between would be in neither.
      // The member's own channel in the room carries what only they may hear (a message folded for them).
      await socket.join([room, memberRoom(room, userId)]);
      const { page, requests } = await chat.open(room, userId);
      socket.emit('getchats', { success: true, room, ...page, chats: chatsFor(socket, page.chats) });
      socket.emit('getchatnotifications', { success: true, room, chats: requests });
      chat.sendRoster(room, userId);
      return { room };
    },

    async leaveroom({ userId, socket }, { room }) {
      await Promise.all([socket.leave(room), socket.leave(memberRoom(room, userId))]);
      await chat.requireReader(room, userId);
      chat.sendRoster(room, userId);
      return { room };
    },

    async loadchats({ userId, socket }, { room, before, after }) {
      // Catching up after a gap: in the acknowledgement only, as `getchats` pages are older history.
      if (after !== undefined) {
        const found = await chat.since(room, userId, after);
        return { room, ...found, chats: chatsFor(socket, found.chats) };
      }
      const page = await chat.history(room, userId, before);
      const shown = { ...page, chats: chatsFor(socket, page.chats) };
      socket.emit('getchats', { success: true, room, ...shown });
      return { room, ...shown };
    },

    async read({ userId }, { room, id }) {
      return { room, id: await chat.read(room, userId, id) };
    },

    async sendchat({ userId }, { room, my_id, text, cid }) {
      requireSelf(userId, my_id);
      return { chat: await chat.send(room, userId, text, cid) };
    },

    async sendchatnotification({ userId }, { room, my_id, text }) {
      requireSelf(userId, my_id);
      return { chat: await chat.request(room, userId, text) };
    },

    async acceptfp({ userId }, { room, my_id, from_id, accept }: ClientPayload<'acceptfp'>) {
      requireSelf(userId, my_id);
      return chat.answerFullProfile(room, userId, from_id, accept);
    },
  };
}

/** Rosters told while Redis was away reached only their own server's people: tell each room again. */
export function chatOnFanoutRestored(chat: ChatService) {
  return (localRooms: string[]) => {
    for (const room of localRooms) chat.sendRoster(room);
  };
}

/** The roster of every chat room a socket was in changes when it goes. */
export function chatOnDisconnect(chat: ChatService) {
  return async ({ userId }: SocketContext, rooms: string[]) => {
    for (const room of rooms) chat.sendRoster(room, userId);
  };
}
