// Socket.IO on the app's own HTTP server (API.md 5): websocket only at /socket.io, the upgrade checked against
// the site's origins, the handshake against the session (socket-auth.ts). Features register their handlers with
// registerSocketEvents; the gateway parses every payload with its shared schema, runs one event of a socket at a
// time (so a person's messages are stored in the order they were sent), and answers the acknowledgement.
// With REDIS_URL the Redis streams adapter shares rooms between servers.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { type AckCallback, CLIENT_EVENTS, type ClientEventName, REALTIME } from '@rookery/shared/events.ts';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { AppError } from '../http/app-error.ts';
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

export interface RealtimeGateway {
  hub: BindableHub;
  io: RealtimeServer;
  registerSocketEvents(handlers: SocketHandlers): void;
  onDisconnect(listener: DisconnectListener): void;
}

export interface RealtimeOptions extends OriginPolicy {
  redisUrl: string | undefined;
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

  io.use(sessionHandshake(app));
  io.on('connection', (socket) => {
    const ctx: SocketContext = { userId: socket.data.userId, sessionId: socket.data.sessionId, socket, io };
    void socket.join([userRoom(ctx.userId), sessionRoom(ctx.sessionId)]);
    // One event of a socket at a time, in arrival order.
    let queue: Promise<void> = Promise.resolve();
    for (const event of EVENT_NAMES) {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        // A client may send only a callback (no payload).
        const [data, callback] =
          typeof payload === 'function' && ack === undefined ? [undefined, payload] : [payload, ack];
        const answer = typeof callback === 'function' ? (callback as AckCallback) : null;
        queue = queue.then(() => dispatch(ctx, event, data, answer));
      });
    }
    let chatRooms: string[] = [];
    socket.on('disconnecting', () => {
      const own = new Set([socket.id, userRoom(ctx.userId), sessionRoom(ctx.sessionId)]);
      chatRooms = [...socket.rooms].filter((room) => !own.has(room));
    });
    socket.on('disconnect', () => {
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
  ): Promise<void> {
    const handler = handlers.get(event);
    if (!handler) {
      ack?.({ success: false, error: NOT_YET_AVAILABLE[event] ?? ERROR_TEXT.notFound });
      return;
    }
    const parsed = CLIENT_EVENTS[event].safeParse(payload);
    if (!parsed.success) {
      ack?.({ success: false, error: parsed.error.issues[0]?.message ?? ERROR_TEXT.badInput });
      return;
    }
    try {
      const result = await handler(ctx, parsed.data);
      ack?.({ success: true, ...result });
    } catch (err) {
      if (err instanceof AppError) {
        const room = (parsed.data as { room?: unknown }).room;
        if (err.code === 'FORBIDDEN' && typeof room === 'string') {
          ctx.socket.emit('joinfailed', { room, error: err.message });
        }
        ack?.({ success: false, error: err.message });
        return;
      }
      app.log.error({ err, event, userId: ctx.userId }, 'socket event failed');
      ack?.({ success: false, error: ERROR_TEXT.unexpected });
    }
  }

  // Sockets are closed before the HTTP server, which would otherwise wait for them.
  app.addHook('preClose', async () => {
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
  };
}

/** The Redis streams adapter; Redis being away is logged, never fatal (the client keeps reconnecting). */
function useRedis(app: FastifyInstance, io: RealtimeServer, url: string): () => Promise<void> {
  const redis = createClient({ url });
  let lastLogged = 0;
  redis.on('error', (err: unknown) => {
    // A reconnect loop reports every attempt; once a minute is enough to see it.
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    app.log.error({ err }, 'redis connection failed');
  });
  redis.connect().catch((err: unknown) => app.log.error({ err }, 'redis connect failed'));
  io.adapter(createAdapter(redis));
  return async () => {
    if (redis.isOpen) await redis.close().catch(() => redis.destroy());
  };
}
