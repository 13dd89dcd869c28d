// The RealtimeHub of socket-handler.ts over a Socket.IO server: every call goes through the adapter, so with
// Redis it reaches the sockets on every server. Built unbound, so modules can hold it before Socket.IO attaches;
// until then (or after close) emits go nowhere and nobody is online.
import type { ServerToClientEvents } from '@rookery/shared/events.ts';
import { type RealtimeHub, type RealtimeServer, sessionRoom, userRoom } from './socket-handler.ts';

export interface BindableHub extends RealtimeHub {
  bind(io: RealtimeServer | null): void;
  /** The distinct people with a socket in a chat room, on any server (the roster of API.md 5). */
  membersOf(room: string): Promise<string[]>;
  /** Like disconnectUser, but keeps the sockets of one session (a password reset from a signed-in browser). */
  disconnectUser(userId: string, exceptSessionId?: string): Promise<void>;
}

type Emitter = (event: string, ...args: unknown[]) => boolean;

/**
 * The sockets in a room on every server; when another server does not answer in time (busy, or gone without
 * saying so), this server's own, rather than failing the event that asked.
 */
async function acrossServers(io: RealtimeServer, room: string) {
  try {
    return await io.in(room).fetchSockets();
  } catch {
    return io.local.in(room).fetchSockets();
  }
}

export function createRealtimeHub(): BindableHub {
  let io: RealtimeServer | null = null;

  // Socket.IO's typed emit does not accept a generic event name; the hub's own signature keeps callers typed.
  const emitTo = (target: string, event: string, args: unknown[]) => {
    if (!io) return;
    (io.to(target).emit as unknown as Emitter)(event, ...args);
  };

  return {
    bind(server) {
      io = server;
    },
    toRoom<E extends keyof ServerToClientEvents>(
      room: string,
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      emitTo(room, event, args);
    },
    toUser<E extends keyof ServerToClientEvents>(
      userId: string,
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      emitTo(userRoom(userId), event, args);
    },
    async isOnline(userId) {
      if (!io) return false;
      const sockets = await acrossServers(io, userRoom(userId));
      return sockets.length > 0;
    },
    async membersOf(room) {
      if (!io) return [];
      const sockets = await acrossServers(io, room);
      return [...new Set(sockets.map((socket) => socket.data.userId))];
    },
    async leaveRoom(userId, room) {
      io?.in(userRoom(userId)).socketsLeave(room);
    },
    async disconnectSession(sessionId) {
      io?.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    async disconnectUser(userId, exceptSessionId) {
      if (!io) return;
      if (!exceptSessionId) {
        io.in(userRoom(userId)).disconnectSockets(true);
        return;
      }
      io.in(userRoom(userId)).except(sessionRoom(exceptSessionId)).disconnectSockets(true);
    },
  };
}
