// Socket.IO clients for server tests: connect as a signed-in person (their session cookie and the site's Origin),
// emit with an acknowledgement, and wait for server events.
import type {
  Ack,
  ClientEventName,
  ClientInput,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@rookery/shared/events.ts';
import { REALTIME, UNDERSTANDS } from '@rookery/shared/events.ts';
import { SERVER_EVENTS } from '@rookery/shared/server-events.ts';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import type { TestServer } from './test-server.ts';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a free loopback port (once per server) and answers its base URL. */
export async function listenOnce(server: TestServer): Promise<string> {
  const address = server.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const bound = server.app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('server did not bind');
  return `http://127.0.0.1:${bound.port}`;
}

export interface ConnectOptions {
  cookie?: string;
  /** The Origin header; default the server's own URL (as a browser on the site would send). Null: none. */
  origin?: string | null;
  /**
   * The handshake's auth object; default the web app's (`{understands: UNDERSTANDS}`), as the Origin is
   * the site's. Null: none, as the existing mobile app connects.
   */
  auth?: Record<string, unknown> | null;
}

/** A connected socket, or the connect_error's message as a rejection. */
export function connectAs(baseUrl: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? baseUrl : options.origin;
  if (origin !== null) headers.origin = origin;
  const socket: TestSocket = io(baseUrl, {
    path: REALTIME.path,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
    timeout: REALTIME.timeoutMs,
    ...(options.auth === null ? {} : { auth: options.auth ?? { understands: [...UNDERSTANDS] } }),
  });
  socket.onAny(checkServerEvent);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/**
 * The published contract (shared server-events.ts) checked against every event a test socket receives: an event
 * outside it fails the test file loudly (an uncaught error naming the event and the difference).
 */
function checkServerEvent(event: string, ...args: unknown[]) {
  const schema = (SERVER_EVENTS as Record<string, z.ZodType>)[event];
  const problem = !schema
    ? 'not in the contract (packages/shared/src/server-events.ts)'
    : (() => {
        const checked = schema.safeParse(args[0]);
        return checked.success ? null : z.prettifyError(checked.error);
      })();
  if (!problem) return;
  const error = new Error(`server event ${event} outside its contract: ${problem}`);
  // Thrown outside socket.io-client's packet handling, so the client keeps working and vitest reports it.
  setImmediate(() => {
    throw error;
  });
}

/** Emits and resolves with the acknowledgement (a 15 s limit, so a missing answer fails the test). */
export function emitAck<E extends ClientEventName>(
  socket: TestSocket,
  event: E,
  payload: ClientInput<E> | Record<string, unknown>,
): Promise<Ack<Record<string, unknown>>> {
  return new Promise((resolve, reject) => {
    const timed = socket.timeout(15_000);
    const emit = timed.emit.bind(timed) as unknown as (
      event: string,
      payload: unknown,
      ack: (err: Error | null, answer: Ack<Record<string, unknown>>) => void,
    ) => void;
    emit(event, payload, (err, answer) => (err ? reject(err) : resolve(answer)));
  });
}

/** The next `event` whose payload passes `accept`, within `ms`. */
export function waitFor<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  accept: (...args: Parameters<ServerToClientEvents[E]>) => boolean = () => true,
  ms = 15_000,
): Promise<Parameters<ServerToClientEvents[E]>> {
  return new Promise((resolve, reject) => {
    const on = socket.on.bind(socket) as unknown as (
      event: string,
      listener: (...args: unknown[]) => void,
    ) => void;
    const off = socket.off.bind(socket) as unknown as (
      event: string,
      listener: (...args: unknown[]) => void,
    ) => void;
    const listener = (...args: unknown[]) => {
      const typed = args as Parameters<ServerToClientEvents[E]>;
      if (!accept(...typed)) return;
      clearTimeout(timer);
      off(event, listener);
      resolve(typed);
    };
    const timer = setTimeout(() => {
      off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    on(event, listener);
  });
}

/** Everything `event` brings from now on (for asserting that something did not arrive). */
export function collect<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
): Parameters<ServerToClientEvents[E]>[] {
  const seen: Parameters<ServerToClientEvents[E]>[] = [];
  const on = socket.on.bind(socket) as unknown as (
    event: string,
    listener: (...args: unknown[]) => void,
  ) => void;
  on(event, (...args) => seen.push(args as Parameters<ServerToClientEvents[E]>));
  return seen;
}

/** True once the socket is disconnected, within `ms`. */
export function disconnected(socket: TestSocket, ms = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** The fields of an acknowledgement, success or not, for reading what a test expects in it. */
export function fieldsOf(answer: Ack<Record<string, unknown>>): Record<string, unknown> {
  return answer as Record<string, unknown>;
}
