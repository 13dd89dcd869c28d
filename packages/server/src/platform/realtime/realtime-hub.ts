// The RealtimeHub of socket-handler.ts over a Socket.IO server: every call goes through the adapter, so with
// Redis it reaches the sockets on every server. Built unbound, so modules can hold it before Socket.IO attaches;
// until then (or after close) emits go nowhere and nobody is online.

import { isStoredUuid } from '@rookery/shared/domain/uuid.ts';
import type { ServerToClientEvents } from '@rookery/shared/events.ts';
import {
  memberRoom,
  type RealtimeHub,
  type RealtimeServer,
  sessionRoom,
  userRoom,
} from './socket-handler.ts';
import { FOLDS_HIDDEN, foldedArgs, READS_HIDDEN } from './understands.ts';

export interface BindableHub extends RealtimeHub {
  /** `clustered`: an adapter reaches other servers (Redis), so there are servers to tell about ended sessions. */
  bind(io: RealtimeServer | null, clustered?: boolean): void;
  /**
   * To every socket in a chat room, synchronously like toRoom: `forMember` to `userId`'s sockets there (their
   * memberRoom), `forOthers` to everyone else's (a message marked hidden for its reader only). The
   * member's sockets that did not say they read `hidden` get its text folded (understands.ts).
   */
  toRoomSplit<E extends keyof ServerToClientEvents>(
    room: string,
    userId: string,
    event: E,
    forMember: Parameters<ServerToClientEvents[E]>,
    forOthers: Parameters<ServerToClientEvents[E]>,
  ): void;
  /** The distinct people with a socket in a chat room, on any server (the roster of RULES.md "Realtime"). */
  membersOf(room: string): Promise<string[]>;
  /** The chat rooms the person's sockets are in, on any server (not their own channels). */
  roomsOf(userId: string): Promise<string[]>;
  /**
   * To every socket in a chat room, on any server, what `argsFor` builds from the distinct people in it for that
   * socket's person (the roster as each member may see it).
   */
  toEachIn<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    argsFor: (members: string[]) => Promise<(userId: string) => Parameters<ServerToClientEvents[E]>>,
  ): Promise<void>;
  /** Like disconnectUser, but keeps the sockets of one session (a password reset from a signed-in browser). */
  disconnectUser(userId: string, exceptSessionId?: string): Promise<void>;
  /** Tells the other servers (through the adapter) that sessions ended, so they forget what they remembered. */
  announceSessionsEnded(ended: SessionsEnded): void;
  /** Runs on this server when another one announces ended sessions. */
  onSessionsEnded(listener: (ended: SessionsEnded) => void): void;
  /** Tells every server, this one included, news that a part of the server keeps in its own memory must act on. */
  broadcast(news: ServerNews): void;
  /** Runs on this server for news from any server (this one's too). */
  onNews(listener: (news: ServerNews) => void): void;
}

/**
 * News for what a server keeps in memory beyond Socket.IO (the PeerJS signalling server, calls/peer-server.ts):
 * a room's call changed (`teardown`: ended for cause, a block or a ban, so its peers are closed too), and every disconnect of
 * a session's or a person's sockets, so their PeerJS sockets go with them on whichever server holds them.
 */
export type ServerNews =
  | { kind: 'call-changed'; room: string; teardown: boolean }
  | { kind: 'session-disconnected'; sessionId: string }
  | { kind: 'user-disconnected'; userId: string; exceptSessionId?: string | undefined };

/** One session by id, or every session of a person. */
export type SessionsEnded = { sessionId: string } | { userId: string };

/** A chat room is a match id; a socket's other rooms are its id and its person's and session's channels. */
export const isChatRoom = (room: string): boolean => isStoredUuid(room);
const SESSIONS_ENDED = 'rookery:sessions-ended';
const NEWS = 'rookery:news';

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
  let others = false;
  const sessionListeners: ((ended: SessionsEnded) => void)[] = [];
  const onServerEvent = (ended: SessionsEnded) => {
    for (const listener of sessionListeners) listener(ended);
  };
  const newsListeners: ((news: ServerNews) => void)[] = [];
  const onNews = (news: ServerNews) => {
    for (const listener of newsListeners) listener(news);
  };
  /** To the other servers through the adapter; the in-memory adapter has nobody to tell (and warns when asked). */
  const tellOthers = (event: string, payload: unknown) => {
    if (!others) return;
    try {
      io?.serverSideEmit(event as never, payload as never);
    } catch {
      // Without an adapter that reaches other servers there is nobody to tell.
    }
  };
  const broadcast = (news: ServerNews) => {
    onNews(news);
    tellOthers(NEWS, news);
  };

  // Socket.IO's typed emit does not accept a generic event name; the hub's own signature keeps callers typed.
  // A message marked `hidden` (a `{chat}` argument: newchat, chatupdated, a message alert) reaches the sockets whose
  // client did not say it reads `hidden` with its text folded (understands.ts).
  const emitTo = (target: string, event: string, args: unknown[]) => {
    if (!io) return;
    const folded = foldedArgs(args);
    if (folded === args) {
      (io.to(target).emit as unknown as Emitter)(event, ...args);
      return;
    }
    (io.to(target).except(FOLDS_HIDDEN).emit as unknown as Emitter)(event, ...args);
    (io.to(target).except(READS_HIDDEN).emit as unknown as Emitter)(event, ...folded);
  };

  return {
    bind(server, clustered = false) {
      others = clustered;
      // Server-side events arrive on the server object; listen on whichever server the hub is bound to.
      (io as unknown as ServerEvents | null)?.off(SESSIONS_ENDED, onServerEvent);
      (io as unknown as ServerEvents | null)?.off(NEWS, onNews);
      io = server;
      (io as unknown as ServerEvents | null)?.on(SESSIONS_ENDED, onServerEvent);
      (io as unknown as ServerEvents | null)?.on(NEWS, onNews);
    },
    toRoom<E extends keyof ServerToClientEvents>(
      room: string,
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      emitTo(room, event, args);
    },
    toRoomSplit(room, userId, event, forMember, forOthers) {
      if (!io) return;
      const member = memberRoom(room, userId);
      (io.to(room).except(member).emit as unknown as Emitter)(event, ...forOthers);
      emitTo(member, event, forMember);
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
      // A socket of theirs on this server answers at once (every sent message asks): the other servers are asked,
      // through the adapter, only when this one has none.
      if ((io.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0) return true;
      const sockets = await acrossServers(io, userRoom(userId));
      return sockets.length > 0;
    },
    async membersOf(room) {
      if (!io) return [];
      const sockets = await acrossServers(io, room);
      return [...new Set(sockets.map((socket) => socket.data.userId))];
    },
    async roomsOf(userId) {
      if (!io) return [];
      const sockets = await acrossServers(io, userRoom(userId));
      const rooms = new Set<string>();
      for (const socket of sockets) {
        for (const room of socket.rooms) if (isChatRoom(room)) rooms.add(room);
      }
      return [...rooms];
    },
    async toEachIn(room, event, argsFor) {
      if (!io) return;
      const sockets = await acrossServers(io, room);
      const argsOf = await argsFor([...new Set(sockets.map((socket) => socket.data.userId))]);
      for (const socket of sockets) {
        (socket.emit as unknown as Emitter)(event, ...argsOf(socket.data.userId));
      }
    },
    async leaveRoom(userId, room) {
      io?.in(userRoom(userId)).socketsLeave([room, memberRoom(room, userId)]);
    },
    async disconnectSession(sessionId) {
      broadcast({ kind: 'session-disconnected', sessionId });
      io?.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    async disconnectUser(userId, exceptSessionId) {
      broadcast({ kind: 'user-disconnected', userId, exceptSessionId });
      if (!io) return;
      if (!exceptSessionId) {
        io.in(userRoom(userId)).disconnectSockets(true);
        return;
      }
      io.in(userRoom(userId)).except(sessionRoom(exceptSessionId)).disconnectSockets(true);
    },
    announceSessionsEnded(ended) {
      tellOthers(SESSIONS_ENDED, ended);
    },
    onSessionsEnded(listener) {
      sessionListeners.push(listener);
    },
    broadcast,
    onNews(listener) {
      newsListeners.push(listener);
    },
  };
}

/** The untyped side of Socket.IO's server-to-server events. */
interface ServerEvents {
  on(event: string, listener: (payload: never) => void): void;
  off(event: string, listener: (payload: never) => void): void;
}
