// Fan-out between servers through Redis (the Socket.IO streams adapter, REDIS_URL), and what happens around a gap:
// while Redis is away every operation is this server's own (localWhileAway), and when it is back the gateway is
// told (onRestored), so it can tell every client to fetch what the gap cost them.
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import type { RealtimeServer } from './socket-handler.ts';

export interface RedisFanout {
  /** Closes the Redis client (after the adapter). */
  close(): Promise<void>;
  /**
   * Runs each time Redis is ready again after a gap: the connection dropped, or some operation fell back to this
   * server's own sockets (events meant for other servers' people were lost, and theirs for ours). `since`: a time
   * before the gap began; a message created after it may not have reached everyone. `reach`: whose clients to tell.
   */
  onRestored(listener: (since: Date, reach: FanoutReach) => void): void;
}

/** Whose clients a gap concerns: this server's own (its first connection came late), or every server's. */
export type FanoutReach = 'here' | 'everywhere';

/** How much earlier than the gap was seen clients look: a publish in flight, the servers' and database's clocks. */
const GAP_MARGIN_MS = 5_000;

/** The Redis streams adapter; Redis being away is logged, never fatal (the client keeps reconnecting). */
export function useRedisFanout(app: FastifyInstance, io: RealtimeServer, url: string): RedisFanout {
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

  const listeners: ((since: Date, reach: FanoutReach) => void)[] = [];
  let wasReady = false;
  /** When fan-out first stopped working in this gap; null while it works. */
  let gapSince: number | null = null;
  const gapStarts = () => {
    gapSince ??= Date.now();
  };
  // A drop of the connection starts a gap (a broadcast in flight then is lost without falling back), and so does an
  // operation that fell back to this server's own sockets (sockets that connected before Redis first answered).
  redis.on('error', () => {
    if (wasReady) gapStarts();
  });
  redis.on('reconnecting', gapStarts);
  redis.on('ready', () => {
    const firstTime = !wasReady;
    wasReady = true;
    const since = gapSince;
    gapSince = null;
    if (since === null) return;
    // A server that starts before Redis answers only kept its own sockets from the others' news (a deploy must not
    // send every client of every server to fetch again); a drop kept every server's people apart.
    const reach = firstTime ? 'here' : 'everywhere';
    app.log.warn(
      { awayMs: Date.now() - since, reach },
      'redis is back: clients are told to fetch what they missed',
    );
    // Broadcasts sent just before the drop was seen were lost too, and message times come from the database's clock.
    for (const listener of listeners) listener(new Date(since - GAP_MARGIN_MS), reach);
  });

  redis.connect().catch((err: unknown) => app.log.error({ err }, 'redis connect failed'));
  const ready = () => {
    if (redis.isReady) return true;
    gapStarts();
    return false;
  };
  io.adapter(localWhileAway(createAdapter(redis), ready));
  return {
    async close() {
      if (redis.isOpen) await redis.close().catch(() => redis.destroy());
    },
    onRestored(listener) {
      listeners.push(listener);
    },
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
 * server's own: its people keep hearing each other at once. The other servers' people cannot until Redis is back;
 * then every server tells its clients to fetch what they missed (`resync`, onRestored above), because their sockets
 * never dropped and so never rejoined.
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
