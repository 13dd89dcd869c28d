// The shape of a feature's socket events (API.md 5), so chat, dates, safety and calls each register their own
// handlers with the gateway (realtime-gateway.ts) the way HTTP actions register with registerApi. The gateway
// parses the payload with its shared schema (packages/shared/src/events.ts) before a handler sees it, answers
// the acknowledgement, and turns an AppError into `{success:false, error}`.
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
