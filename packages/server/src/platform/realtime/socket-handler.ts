// The shape of a feature's socket events (RULES.md "Realtime"), so chat, dates, safety and calls each register their
// own handlers with the gateway (realtime-gateway.ts) the way HTTP actions register with registerApi. The gateway
// parses the payload with its shared schema (packages/shared/src/events.ts) before a handler sees it, answers the
// acknowledgement, and turns an AppError into `{success:false, error}`.
import type {
  ClientEventName,
  ClientPayload,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@rookery/shared/events.ts';
import type { Server, Socket } from 'socket.io';

export interface SocketData {
  userId: string;
  sessionId: string;
  /** The client said it folds `hidden` messages itself (understands.ts). */
  readsHidden?: boolean;
  /** Whether its client fetches what it missed on `resync` (understands.ts); others are reconnected instead. */
  resyncs?: boolean;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface SocketContext {
  userId: string;
  sessionId: string;
  socket: RealtimeSocket;
  io: RealtimeServer;
}

/** Answers the acknowledgement's extra fields (merged into `{success:true}`), or nothing. */
export type SocketHandler<E extends ClientEventName> = (
  ctx: SocketContext,
  payload: ClientPayload<E>,
) => Promise<Record<string, unknown> | undefined>;

export type SocketHandlers = { [E in ClientEventName]?: SocketHandler<E> };

/** Socket.IO rooms beside the chat rooms (whose names are match ids). */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** A person's sockets in one chat room (joined and left with the room): what only that member may hear there. */
export const memberRoom = (room: string, userId: string) => `${room}:${userId}`;

/**
 * Emitting from anywhere (socket handlers, HTTP routes such as the chat image upload, account deletion): a
 * holder built with the server and bound to Socket.IO when it attaches, so modules can be wired before it.
 * With the Redis adapter every call reaches the sockets on every server.
 */
export interface RealtimeHub {
  /** Sends to every socket in a chat room (the match id). */
  toRoom<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Sends to every socket of one person. */
  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** True when the person has a socket connected to any server. */
  isOnline(userId: string): Promise<boolean>;
  /** Removes every socket of the person from a room (after unmatch, report, block). */
  leaveRoom(userId: string, room: string): Promise<void>;
  /** Disconnects every socket of a session (sign-out) or of a person (account deletion, suspension). */
  disconnectSession(sessionId: string): Promise<void>;
  disconnectUser(userId: string): Promise<void>;
}
