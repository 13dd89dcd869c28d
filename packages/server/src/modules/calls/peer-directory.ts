// Where each PeerJS peer is, across servers, for peer-server.ts. With REDIS_URL each server records the
// peers it holds (`rookery:peerjs:at:{id}` = its server id, kept alive by the peer's heartbeats), listens on a
// channel of its own for messages to its peers, and announces every peer that registers on it, so a server holding
// an older socket of that id closes it and messages waiting for it follow it. Redis's record is the truth: a
// socket left behind by a reconnect elsewhere is never sent to. Everything is best effort: Redis away means each
// server's own peers only, never an error for the sender.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** A relayed message on its way, with what the receiving server checks against its own peer. */
export interface Envelope {
  type: string;
  src: string;
  dst: string;
  payload: unknown;
  /** The sender's room and person: delivered only to the other member of the same room. */
  room: string;
  userId: string;
  /** A server's own EXPIRE back to the sender of a message nobody took (PeerJS's), which passes no room check. */
  expiry?: true;
}

export interface PeerDirectoryEvents {
  /** A message another server sent to one of this server's peers. */
  onEnvelope(envelope: Envelope): void;
  /** The id registered on another server: this server's socket of it, if any, is stale. */
  onTakenElsewhere(id: string): void;
}

export interface PeerDirectory {
  /** Records the id as this server's (before its OPEN, so what the other peer sends then finds it here). */
  claim(id: string): Promise<void>;
  /** Tells the other servers the id registered here. */
  announce(id: string): Promise<void>;
  /** Keeps the record alive (at most once every 20 s a peer), only while it is still this server's. */
  refresh(id: string): void;
  /** Forgets the record, only if it is still this server's (a takeover elsewhere wrote its own). */
  release(id: string): void;
  /** Sends to the server holding `envelope.dst` when that is another one; false when it is here or nowhere. */
  forward(envelope: Envelope): Promise<boolean>;
  connected(): Promise<void>;
  close(): Promise<void>;
}

const AT_TTL_MS = 90_000;
const AT_REFRESH_MS = 20_000;
const AT = (id: string) => `rookery:peerjs:at:${id}`;
const TO = (server: string) => `rookery:peerjs:to:${server}`;
const ONLINE = 'rookery:peerjs:online';
const SET_IF_OURS_OR_NONE =
  "local v = redis.call('get', KEYS[1]) if v == false or v == ARGV[1] then return redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) end return 0";
const DELETE_IF_OURS =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

export function createPeerDirectory(
  url: string,
  log: FastifyBaseLogger,
  events: PeerDirectoryEvents,
): PeerDirectory {
  const serverId = randomUUID();
  const reconnectStrategy = (retries: number) => Math.min(50 * 2 ** Math.min(retries, 6), 2000);
  const client = createClient({ url, socket: { reconnectStrategy }, disableOfflineQueue: true });
  const sub = client.duplicate();
  let lastLogged = 0;
  for (const connection of [client, sub]) {
    connection.on('error', (err: unknown) => {
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      log.error({ err }, 'peerjs redis connection failed');
    });
  }
  // Not awaited: a server starts and serves with its Redis away (each connection keeps trying; until then every
  // operation falls back to this server's own peers). Subscriptions made once are renewed on every reconnect.
  const connected = Promise.all([
    client.connect(),
    sub.connect().then(async () => {
      await sub.subscribe(TO(serverId), (text) => events.onEnvelope(JSON.parse(text) as Envelope));
      await sub.subscribe(ONLINE, (text) => {
        const { id, server } = JSON.parse(text) as { id: string; server: string };
        if (server !== serverId) events.onTakenElsewhere(id);
      });
    }),
  ]).catch((err: unknown) => log.error({ err }, 'peerjs redis connection failed'));

  async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (err) {
      log.warn({ err }, 'peerjs redis operation failed');
      return fallback;
    }
  }

  const refreshedAt = new Map<string, number>();

  return {
    async claim(id) {
      refreshedAt.set(id, Date.now());
      await quietly(() => client.set(AT(id), serverId, { PX: AT_TTL_MS }), null);
    },
    async announce(id) {
      await quietly(() => client.publish(ONLINE, JSON.stringify({ id, server: serverId })), 0);
    },
    refresh(id) {
      if (Date.now() - (refreshedAt.get(id) ?? 0) < AT_REFRESH_MS) return;
      refreshedAt.set(id, Date.now());
      // A socket left behind here must not claim back an id that reconnected elsewhere.
      void quietly(
        () => client.eval(SET_IF_OURS_OR_NONE, { keys: [AT(id)], arguments: [serverId, String(AT_TTL_MS)] }),
        null,
      );
    },
    release(id) {
      refreshedAt.delete(id);
      void quietly(() => client.eval(DELETE_IF_OURS, { keys: [AT(id)], arguments: [serverId] }), 0);
    },
    async forward(envelope) {
      const at = await quietly(() => client.get(AT(envelope.dst)), null);
      if (!at || at === serverId) return false;
      const heard = await quietly(() => client.publish(TO(at), JSON.stringify(envelope)), 0);
      return heard > 0;
    },
    /** Settles once both connections are up and subscribed (tests). */
    connected: async () => {
      await connected;
    },
    async close() {
      await sub.close().catch(() => sub.destroy());
      await client.close().catch(() => client.destroy());
    },
  };
}
