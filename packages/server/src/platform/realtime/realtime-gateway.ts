// Socket.IO on the app's own HTTP server (RULES.md "Realtime"): websocket only at /socket.io, the upgrade checked
// against the site's origins, the handshake against the session (socket-auth.ts). Features register their handlers
// with registerSocketEvents; the gateway parses every payload with its shared schema, runs one event of a socket at a
// time (so a person's messages are stored in the order they were sent), and answers the acknowledgement; a client
// that sent no callback hears a refusal as `refused`, and only a room that is not theirs as `joinfailed`. With
// REDIS_URL the Redis streams adapter shares rooms between servers (redis-fanout.ts); after a gap in it every client
// is told to fetch what it missed (`resync`). Closing lets the events under way finish and broadcast first.
import { randomUUID } from 'node:crypto';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import {
  type Ack,
  type AckCallback,
  CLIENT_EVENTS,
  type ClientEventName,
  REALTIME,
  ROOM_GONE_TEXT,
} from '@rookery/shared/events.ts';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { AppError, isDatabaseUnavailable } from '../http/app-error.ts';
import { inputErrorOf } from '../http/input-error.ts';
import { checkInputText } from '../http/input-text.ts';
import type { SocketMetrics } from '../metrics/metrics.ts';
import { type BindableHub, createRealtimeHub, isChatRoom } from './realtime-hub.ts';
import { useRedisFanout } from './redis-fanout.ts';
import { isAllowedUpgrade, type OriginPolicy, sessionHandshake } from './socket-auth.ts';
import {
  type RealtimeServer,
  type SocketContext,
  type SocketHandler,
  type SocketHandlers,
  sessionRoom,
  userRoom,
} from './socket-handler.ts';
import { joinUnderstanding, reconnectThoseWhoCannotResync } from './understands.ts';

/**
 * Events whose feature is not built yet, with the answer a person reads instead of silence. A registered handler
 * takes precedence, so the feature's engineer only has to register it (and then remove the line here).
 */
export const NOT_YET_AVAILABLE: Partial<Record<ClientEventName, string>> = {};

/** Called after a socket left; `rooms` are the chat rooms (match ids) it was in. */
export type DisconnectListener = (ctx: SocketContext, rooms: string[]) => Promise<void>;

/** Called once a socket of a signed-in person connected and joined its person's and session's channels. */
export type ConnectListener = (ctx: SocketContext) => Promise<void>;

/** Called when fan-out between servers is back after a gap, with the chat rooms this server has sockets in. */
export type FanoutRestoredListener = (localRooms: string[]) => void;

/** How long closing waits for the socket events under way (each stores before it broadcasts). */
const DRAIN_MS = 3_000;

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
  /** Redis is back after a gap: every client has been told to `resync`; a feature re-sends what it can itself. */
  onFanoutRestored(listener: FanoutRestoredListener): void;
}

export interface RealtimeOptions extends OriginPolicy {
  redisUrl: string | undefined;
  /** Each event's outcome and latency (/metrics). */
  metrics?: SocketMetrics;
}

type AnyHandler = (ctx: SocketContext, payload: unknown) => Promise<Record<string, unknown> | undefined>;

const EVENT_NAMES = Object.keys(CLIENT_EVENTS) as ClientEventName[];

/**
 * The sentences of a room that is not the caller's: only these emit `joinfailed` (RULES.md "Errors": back to the
 * matches).
 */
const ROOM_GONE: ReadonlySet<string> = new Set(Object.values(ROOM_GONE_TEXT));

/** A refusal's answer, without the `success` the acknowledgement has. */
type Refused = Omit<Exclude<Ack, { success: true }>, 'success'>;

/** How an event is answered: its acknowledgement, or without one, a refusal as the `refused` event. */
interface Reply {
  ok(answer: Ack<Record<string, unknown>>): void;
  refuse(refusal: Refused): void;
}

/** The room and client message id a payload named, for a refusal without a callback to say which it was. */
function namedIn(payload: unknown): { room?: string; cid?: string } {
  if (!payload || typeof payload !== 'object') return {};
  const { room, cid } = payload as { room?: unknown; cid?: unknown };
  return {
    ...(typeof room === 'string' && room.length <= 100 ? { room } : {}),
    ...(typeof cid === 'string' && cid.length <= 64 ? { cid } : {}),
  };
}

export function attachRealtime(
  app: FastifyInstance,
  options: RealtimeOptions,
  hub: BindableHub = createRealtimeHub(),
): RealtimeGateway {
  let closing = false;
  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME.path,
    transports: ['websocket'],
    serveClient: false,
    allowRequest: (request, answer) => {
      // A closing server takes no new sockets: they would be cut a moment later.
      if (closing) return answer(ERROR_TEXT.unavailable, false);
      const allowed = isAllowedUpgrade(request, options);
      answer(allowed ? null : ERROR_TEXT.forbidden, allowed);
    },
  });
  const fanout = options.redisUrl ? useRedisFanout(app, io, options.redisUrl) : null;
  hub.bind(io, Boolean(options.redisUrl));

  const handlers = new Map<ClientEventName, AnyHandler>();
  const disconnectListeners: DisconnectListener[] = [];
  const connectListeners: ConnectListener[] = [];
  const restoredListeners: FanoutRestoredListener[] = [];
  /** Each socket's queue of events, to wait for while closing. */
  const queues = new Set<Promise<unknown>>();

  // Sockets on other servers never dropped during the gap, so nothing else would make their clients look again.
  fanout?.onRestored((since, reach) => {
    const to = reach === 'everywhere' ? io : io.local;
    if (reach === 'here' && io.engine.clientsCount === 0) return;
    to.emit('resync', { reason: 'fanout', since: since.toISOString() });
    // A client that cannot act on `resync` (the existing mobile app) is made to reconnect: each server its own.
    const reconnected = reconnectThoseWhoCannotResync(io.of('/').sockets.values());
    if (reconnected > 0)
      app.log.info({ reconnected }, 'clients without resync reconnected after the fan-out gap');
    const localRooms = [...io.of('/').adapter.rooms.keys()].filter(isChatRoom);
    for (const listener of restoredListeners) listener(localRooms);
  });

  io.use(sessionHandshake(app));
  io.on('connection', (socket) => {
    const ctx: SocketContext = { userId: socket.data.userId, sessionId: socket.data.sessionId, socket, io };
    void socket.join([userRoom(ctx.userId), sessionRoom(ctx.sessionId)]);
    joinUnderstanding(socket);
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
        // Without a callback a refusal is still heard: the mobile app passes none.
        const reply: Reply = answer
          ? { ok: answer, refuse: (refusal) => answer({ success: false, ...refusal }) }
          : {
              ok: () => {},
              refuse: (refusal) => socket.emit('refused', { event, ...namedIn(data), ...refusal }),
            };
        // Each event has its own id, like an HTTP request: in its log lines and in an unexpected failure's answer.
        const reqId = randomUUID();
        const arrived = performance.now();
        const settled = queue
          .then(() => dispatch(ctx, event, data, reply, reqId))
          .catch((err: unknown) => {
            // Whatever escapes dispatch must not leave the queue rejected: every later event would go unanswered.
            app.log.error({ err, event, reqId, userId: ctx.userId }, 'socket event failed');
            reply.refuse({ error: ERROR_TEXT.unexpected, requestId: reqId });
            return 'INTERNAL';
          })
          .then((outcome) => options.metrics?.observe(event, outcome, (performance.now() - arrived) / 1000));
        queues.delete(queue);
        queues.add(settled);
        queue = settled;
        void settled.then(() => queues.delete(settled));
      });
    }
    let chatRooms: string[] = [];
    socket.on('disconnecting', () => {
      // Only chat rooms: a socket is also in its own, its person's, its session's, its member channels and its
      // client kind's room (understands.ts), and a roster sent to that one reached every web client online.
      chatRooms = [...socket.rooms].filter(isChatRoom);
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
    reply: Reply,
    reqId: string,
  ): Promise<string> {
    // Closing: events not yet started go to another server (clients resend what was not acknowledged).
    if (closing) {
      reply.refuse({ error: ERROR_TEXT.unavailable });
      return 'UNAVAILABLE';
    }
    const handler = handlers.get(event);
    if (!handler) {
      reply.refuse({ error: NOT_YET_AVAILABLE[event] ?? ERROR_TEXT.notFound });
      return 'NOT_FOUND';
    }
    const bad = checkInputText(payload);
    if (bad) {
      reply.refuse({ error: bad });
      return 'BAD_INPUT';
    }
    const parsed = CLIENT_EVENTS[event].safeParse(payload);
    if (!parsed.success) {
      reply.refuse({ error: inputErrorOf(parsed.error) });
      return 'BAD_INPUT';
    }
    try {
      const result = await handler(ctx, parsed.data);
      reply.ok({ success: true, ...result });
      return 'ok';
    } catch (err) {
      if (err instanceof AppError) {
        const room = (parsed.data as { room?: unknown }).room;
        // Only a room that is not theirs: a refusal inside their room (a mute, a limit) keeps the chat open.
        if (err.code === 'FORBIDDEN' && typeof room === 'string' && ROOM_GONE.has(err.message)) {
          ctx.socket.emit('joinfailed', { room, error: err.message });
        }
        const wait = err.code === 'TOO_MANY' && err.retryAfter ? { retryAfter: err.retryAfter } : {};
        reply.refuse({ error: err.message, ...wait });
        return err.code;
      }
      // The database away is a moment's outage (the 503 of the HTTP API), not a fault in this event.
      const down = isDatabaseUnavailable(err);
      app.log.error(
        { err, event, reqId, userId: ctx.userId },
        down ? 'socket event: database unavailable' : 'socket event failed',
      );
      reply.refuse({ error: down ? ERROR_TEXT.unavailable : ERROR_TEXT.unexpected, requestId: reqId });
      return down ? 'UNAVAILABLE' : 'INTERNAL';
    }
  }

  // Sockets are closed before the HTTP server, which would otherwise wait for them. The events under way finish first
  // with the hub still bound, so a message stored now is also broadcast and acknowledged.
  app.addHook('preClose', async () => {
    closing = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...queues]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, DRAIN_MS);
      }),
    ]);
    clearTimeout(timer);
    hub.bind(null);
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
    await fanout?.close();
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
    onFanoutRestored(listener) {
      restoredListeners.push(listener);
    },
  };
}
