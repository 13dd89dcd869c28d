// Socket.IO on the app's own HTTP server (API.md 5): websocket only at /socket.io, the upgrade checked against
// the site's origins, the handshake against the session (socket-auth.ts). Features register their handlers with
// registerSocketEvents; the gateway parses every payload with its shared schema, runs one event of a socket at a
// time (so a person's messages are stored in the order they were sent), and answers the acknowledgement.
// With REDIS_URL the Redis streams adapter shares rooms between servers.
import { randomUUID } from 'node:crypto';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { type AckCallback, CLIENT_EVENTS, type ClientEventName, REALTIME } from '@rookery/shared/events.ts';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { AppError, isDatabaseUnavailable } from '../http/app-error.ts';
import { inputErrorOf } from '../http/input-error.ts';
import { checkInputText } from '../http/input-text.ts';
import type { SocketMetrics } from '../metrics/metrics.ts';
import { type BindableHub, createRealtimeHub } from './realtime-hub.ts';
import { isAllowedUpgrade, type OriginPolicy, sessionHandshake } from './socket-auth.ts';
import {
  type RealtimeServer,
  type SocketContext,
  type SocketHandler,
  type SocketHandlers,
  sessionRoom,
  userRoom,
} from './socket-handler.ts';

/**
 * Events whose feature is not built yet, with the answer a person reads instead of silence. A registered handler
 * takes precedence, so the feature's engineer only has to register it (and then remove the line here).
 */
export const NOT_YET_AVAILABLE: Partial<Record<ClientEventName, string>> = {};

/** Called after a socket left; `rooms` are the chat rooms (match ids) it was in. */
export type DisconnectListener = (ctx: SocketContext, rooms: string[]) => Promise<void>;

/** Called once a socket of a signed-in person connected and joined its person's and session's channels. */
export type ConnectListener = (ctx: SocketContext) => Promise<void>;

export interface RealtimeGateway {
  hub: BindableHub;
  io: RealtimeServer;
  registerSocketEvents(handlers: SocketHandlers): void;
  /**
   * Not called while this server closes: its people reconnect to another server, and the hub, unbound by then,
   * could tell nobody anyway.
   */
  onDisconnect(listener: DisconnectListener): void;
  onConnect(listener: ConnectListener): void;
}

export interface RealtimeOptions extends OriginPolicy {
  redisUrl: string | undefined;
  /** Each event's outcome and latency (/metrics). */
  metrics?: SocketMetrics;
}

type AnyHandler = (ctx: SocketContext, payload: unknown) => Promise<Record<string, unknown> | undefined>;

const EVENT_NAMES = Object.keys(CLIENT_EVENTS) as ClientEventName[];

export function attachRealtime(
  app: FastifyInstance,
  options: RealtimeOptions,
  hub: BindableHub = createRealtimeHub(),
): RealtimeGateway {
  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME.path,
    transports: ['websocket'],
    serveClient: false,
    allowRequest: (request, answer) => {
      const allowed = isAllowedUpgrade(request, options);
      answer(allowed ? null : ERROR_TEXT.forbidden, allowed);
    },
  });
  const closeAdapter = options.redisUrl ? useRedis(app, io, options.redisUrl) : async () => {};
  hub.bind(io, Boolean(options.redisUrl));

  const handlers = new Map<ClientEventName, AnyHandler>();
  const disconnectListeners: DisconnectListener[] = [];
  const connectListeners: ConnectListener[] = [];
  let closing = false;

  io.use(sessionHandshake(app));
  io.on('connection', (socket) => {
    const ctx: SocketContext = { userId: socket.data.userId, sessionId: socket.data.sessionId, socket, io };
    void socket.join([userRoom(ctx.userId), sessionRoom(ctx.sessionId)]);
    for (const listener of connectListeners) {
      listener(ctx).catch((err: unknown) => app.log.error({ err }, 'socket connect listener'));
    }
    // One event of a socket at a time, in arrival order.
    let queue: Promise<void> = Promise.resolve();
    for (const event of EVENT_NAMES) {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        // A client may send only a callback (no payload).
        const [data, callback] =
          typeof payload === 'function' && ack === undefined ? [undefined, payload] : [payload, ack];
        const answer = typeof callback === 'function' ? (callback as AckCallback) : null;
        // Each event has its own id, like an HTTP request: in its log lines and in an unexpected failure's answer.
        const reqId = randomUUID();
        const arrived = performance.now();
        queue = queue
          .then(() => dispatch(ctx, event, data, answer, reqId))
          .catch((err: unknown) => {
            // Whatever escapes dispatch must not leave the queue rejected: every later event would go unanswered.
            app.log.error({ err, event, reqId, userId: ctx.userId }, 'socket event failed');
            answer?.({ success: false, error: ERROR_TEXT.unexpected, requestId: reqId });
            return 'INTERNAL';
          })
          .then((outcome) => options.metrics?.observe(event, outcome, (performance.now() - arrived) / 1000));
      });
    }
    let chatRooms: string[] = [];
    socket.on('disconnecting', () => {
      const own = new Set([socket.id, userRoom(ctx.userId), sessionRoom(ctx.sessionId)]);
      chatRooms = [...socket.rooms].filter((room) => !own.has(room));
    });
    socket.on('disconnect', () => {
      if (closing) return;
      for (const listener of disconnectListeners) {
        listener(ctx, chatRooms).catch((err: unknown) =>
          app.log.error({ err }, 'socket disconnect listener'),
        );
      }
    });
  });

  async function dispatch(
    ctx: SocketContext,
    event: ClientEventName,
    payload: unknown,
    ack: AckCallback | null,
    reqId: string,
  ): Promise<string> {
    const handler = handlers.get(event);
    if (!handler) {
      ack?.({ success: false, error: NOT_YET_AVAILABLE[event] ?? ERROR_TEXT.notFound });
      return 'NOT_FOUND';
    }
    const bad = checkInputText(payload);
    if (bad) {
      ack?.({ success: false, error: bad });
      return 'BAD_INPUT';
    }
    const parsed = CLIENT_EVENTS[event].safeParse(payload);
    if (!parsed.success) {
      ack?.({ success: false, error: inputErrorOf(parsed.error) });
      return 'BAD_INPUT';
    }
    try {
      const result = await handler(ctx, parsed.data);
      ack?.({ success: true, ...result });
      return 'ok';
    } catch (err) {
      if (err instanceof AppError) {
        const room = (parsed.data as { room?: unknown }).room;
        if (err.code === 'FORBIDDEN' && typeof room === 'string') {
          ctx.socket.emit('joinfailed', { room, error: err.message });
        }
        const wait = err.code === 'TOO_MANY' && err.retryAfter ? { retryAfter: err.retryAfter } : {};
        ack?.({ success: false, error: err.message, ...wait });
        return err.code;
      }
      // The database away is a moment's outage (the 503 of the HTTP API), not a fault in this event.
      const down = isDatabaseUnavailable(err);
      app.log.error(
        { err, event, reqId, userId: ctx.userId },
        down ? 'socket event: database unavailable' : 'socket event failed',
      );
      ack?.({
        success: false,
        error: down ? ERROR_TEXT.unavailable : ERROR_TEXT.unexpected,
        requestId: reqId,
      });
      return down ? 'UNAVAILABLE' : 'INTERNAL';
    }
  }

  // Sockets are closed before the HTTP server, which would otherwise wait for them.
  app.addHook('preClose', async () => {
    closing = true;
    hub.bind(null);
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
    await closeAdapter();
  });
  app.addHook('onReady', async () => {
    const missing = EVENT_NAMES.filter((event) => !handlers.has(event) && !NOT_YET_AVAILABLE[event]);
    if (missing.length > 0) app.log.warn({ events: missing }, 'socket events without a handler');
  });

  return {
    hub,
    io,
    registerSocketEvents(more) {
      for (const [event, handler] of Object.entries(more) as [ClientEventName, SocketHandler<never>][]) {
        if (handlers.has(event)) throw new Error(`socket event ${event} has two handlers`);
        handlers.set(event, handler as unknown as AnyHandler);
      }
    },
    onDisconnect(listener) {
      disconnectListeners.push(listener);
    },
    onConnect(listener) {
      connectListeners.push(listener);
    },
  };
}

/** The Redis streams adapter; Redis being away is logged, never fatal (the client keeps reconnecting). */
function useRedis(app: FastifyInstance, io: RealtimeServer, url: string): () => Promise<void> {
  const redis = createClient({
    url,
    // Forever, at most 2 s apart, so a Redis that comes back is used again without a restart (the default gives up
    // after a socket timeout). The adapter's own clients are duplicates of this one and inherit it.
    socket: { reconnectStrategy: (retries: number) => Math.min(50 * 2 ** Math.min(retries, 6), 2000) },
  });
  let lastLogged = 0;
  redis.on('error', (err: unknown) => {
    // A reconnect loop reports every attempt; once a minute is enough to see it.
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    app.log.error({ err }, 'redis connection failed');
  });
  // The adapter publishes some messages (requests for other servers' sockets) without waiting for the answer; one in
  // flight when Redis drops rejects with nobody listening, and an unhandled rejection would end the process.
  const publish = redis.publish.bind(redis) as (...args: unknown[]) => Promise<unknown>;
  (redis as unknown as { publish: typeof publish }).publish = (...args) => {
    const sent = publish(...args);
    sent.catch(() => {});
    return sent;
  };
  redis.connect().catch((err: unknown) => app.log.error({ err }, 'redis connect failed'));
  io.adapter(localWhileAway(createAdapter(redis), () => redis.isReady));
  return async () => {
    if (redis.isOpen) await redis.close().catch(() => redis.destroy());
  };
}

type AdapterFactory = ReturnType<typeof createAdapter>;
type StreamsAdapter = ReturnType<AdapterFactory>;
interface WithFlags {
  flags?: object;
}

/**
 * While Redis is away the adapter would hold every broadcast until it returns (its publish waits in the client's
 * offline queue, and only then does it deliver to this server's own sockets), and every look-up of the sockets in a
 * room too (it first asks Redis how many servers there are). So while Redis is not ready each operation is this
 * server's own: its people keep hearing each other at once, the other servers' people cannot until Redis is back
 * (their apps load what they missed when they rejoin the room).
 */
function localWhileAway(factory: AdapterFactory, ready: () => boolean): AdapterFactory {
  // A function, not an arrow: Socket.IO calls the factory with `new` (an object returned from it is the result).
  return function adapterFor(nsp) {
    const adapter: StreamsAdapter = factory(nsp);
    const here = <O extends WithFlags>(opts: O): O =>
      ready() ? opts : { ...opts, flags: { ...opts.flags, local: true } };
    const { broadcast, addSockets, delSockets, disconnectSockets, fetchSockets, serverCount } = adapter;
    adapter.broadcast = (packet, opts) => broadcast.call(adapter, packet, here(opts));
    adapter.addSockets = (opts, rooms) => addSockets.call(adapter, here(opts), rooms);
    adapter.delSockets = (opts, rooms) => delSockets.call(adapter, here(opts), rooms);
    adapter.disconnectSockets = (opts, close) => disconnectSockets.call(adapter, here(opts), close);
    adapter.fetchSockets = (opts) => fetchSockets.call(adapter, here(opts));
    adapter.serverCount = () => (ready() ? serverCount.call(adapter) : Promise.resolve(1));
    return adapter;
  };
}
