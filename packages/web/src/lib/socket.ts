// The one realtime connection of the web app (RULES.md "States and transitions", "Constants and limits", "Realtime"):
// a Socket.IO client with the product's settings, held by the whole signed-in app (app/alerts, loaded after the first
// paint, so socket.io-client stays out of the first /app load) and shared by the chat and call screens; its state
// lives in connection-store.ts.
import type {
  Ack,
  AckCallback,
  ClientEventName,
  ClientInput,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@rookery/shared/events.ts';
import { REALTIME, UNDERSTANDS } from '@rookery/shared/events.ts';
import { io, type Socket } from 'socket.io-client';
import {
  type ConnectionState,
  type ConnectionStore,
  connection,
  createConnectionStore,
} from './connection-store.ts';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export { type ConnectionState, type ConnectionStore, connection, createConnectionStore };

/** What a lost connection means for the state (Socket.IO's own disconnect reasons). */
export function stateAfterDisconnect(reason: string): ConnectionState {
  // Our own disconnect, or the server ending the session (sign-out, deletion): Socket.IO will not reconnect.
  return reason === 'io client disconnect' || reason === 'io server disconnect' ? 'closed' : 'reconnecting';
}

/** The words a person reads when an emit gets no answer (RULES.md "Errors" in plain language). */
export const REALTIME_ERRORS = {
  offline: "You're offline right now. We'll keep trying to reconnect.",
  timeout: 'The server took too long to answer. Please try again.',
  unauthorized: 'Unauthorized',
} as const;

let socket: RealtimeSocket | undefined;
let users = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
const unauthorizedListeners = new Set<() => void>();

/** Called when the server refuses the session; the screens send the person to /app (RULES.md "Roles"). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function create(): RealtimeSocket {
  const created: RealtimeSocket = io({
    path: REALTIME.path,
    transports: ['websocket'],
    reconnectionDelay: REALTIME.reconnectionDelayMs,
    reconnectionDelayMax: REALTIME.reconnectionDelayMaxMs,
    reconnectionAttempts: REALTIME.reconnectionAttempts,
    timeout: REALTIME.timeoutMs,
    withCredentials: true,
    autoConnect: false,
    // The chat folds `hidden` messages itself (until tapped); a client that does not say so gets them folded.
    auth: { understands: [...UNDERSTANDS] },
  });
  created.on('connect', () => connection.set('open'));
  created.on('disconnect', (reason) => {
    connection.set(stateAfterDisconnect(reason));
    // The server ends a signed-out or deleted session's sockets; the entry screen decides where to go.
    if (reason === 'io server disconnect') for (const listener of [...unauthorizedListeners]) listener();
  });
  created.io.on('reconnect_attempt', () => connection.set('reconnecting'));
  created.io.on('reconnect_failed', () => connection.set('closed'));
  created.on('connect_error', (error) => {
    if (error.message === REALTIME_ERRORS.unauthorized) {
      created.disconnect();
      connection.set('closed');
      for (const listener of [...unauthorizedListeners]) listener();
      return;
    }
    // `active` is false when Socket.IO gave up (the server's middleware refused); otherwise it retries.
    if (!created.active) connection.set('closed');
    else if (connection.getSnapshot() !== 'connecting') connection.set('reconnecting');
  });
  return created;
}

/**
 * The shared socket, connected while at least one screen holds it. Releasing waits a moment before
 * disconnecting, so going from the chat to a call and back keeps one connection.
 */
export function acquireSocket(): { socket: RealtimeSocket; release: () => void } {
  socket ??= create();
  const current = socket;
  users += 1;
  clearTimeout(idleTimer);
  if (!current.connected && !current.active) {
    connection.set('connecting');
    current.connect();
  }
  let released = false;
  return {
    socket: current,
    release() {
      if (released) return;
      released = true;
      users -= 1;
      if (users > 0) return;
      idleTimer = setTimeout(() => {
        if (users === 0) current.disconnect();
      }, 10_000);
    },
  };
}

type LooseEmitter = { emit(event: string, ...args: unknown[]): unknown };

/**
 * Emits and waits for the acknowledgement, answering `{success:false, error}` instead of throwing: when not
 * connected (nothing is buffered for later, so a screen never acts twice) or when no answer comes in time.
 */
export function emitWithAck<E extends ClientEventName>(
  target: RealtimeSocket,
  event: E,
  payload: ClientInput<E>,
  timeoutMs: number = REALTIME.timeoutMs,
): Promise<Ack<Record<string, unknown>>> {
  if (!target.connected) return Promise.resolve({ success: false, error: REALTIME_ERRORS.offline });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ success: false, error: REALTIME_ERRORS.timeout }), timeoutMs);
    const ack: AckCallback = (answer) => {
      clearTimeout(timer);
      const valid = typeof answer === 'object' && answer !== null && typeof answer.success === 'boolean';
      resolve(valid ? answer : { success: false, error: REALTIME_ERRORS.timeout });
    };
    // The typed emit cannot follow a generic event name; the payload's type is checked by the signature above.
    (target as unknown as LooseEmitter).emit(event, payload, ack);
  });
}
