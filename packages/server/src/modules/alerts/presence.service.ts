// "Online now" across servers: a person is online while `presence.online_until` is ahead of the clock.
// A socket's arrival sets it, every server pushes it forward for its own sockets each PRESENCE.refreshMs, and the
// person's last socket closing anywhere removes it; a crashed server's people drop out after PRESENCE.ttlMs.
// Match partners hear `presence {room, online}` when the first socket opens and the last closes, only about
// someone who shows their activity (preferences `show_online`).
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { PresenceRepo } from './presence.repo.ts';

export const PRESENCE = {
  /** How often a server pushes forward the presence of its sockets' people. */
  refreshMs: 60_000,
  /** How long a presence holds without a refresh: two refreshes may be late before a person drops out. */
  ttlMs: 150_000,
} as const;

export interface PresenceDeps {
  repo: PresenceRepo;
  hub: Pick<RealtimeHub, 'toUser' | 'isOnline'>;
  log: FastifyBaseLogger;
  refreshMs?: number;
  ttlMs?: number;
  clock?: () => Date;
}

export function createPresenceService({
  repo,
  hub,
  log,
  refreshMs = PRESENCE.refreshMs,
  ttlMs = PRESENCE.ttlMs,
  clock = () => new Date(),
}: PresenceDeps) {
  /** This server's open sockets per person. */
  const local = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const until = () => new Date(clock().getTime() + ttlMs);

  async function tellPartners(userId: string, online: boolean, all = false): Promise<void> {
    const partners = all ? await repo.allPartnersOf(userId) : await repo.partnersOf(userId);
    for (const partner of partners) hub.toUser(partner.userId, 'presence', { room: partner.room, online });
  }

  async function refresh(): Promise<void> {
    await repo.refresh([...local.keys()], until());
  }

  return {
    /** A socket of the person opened on this server. */
    async connected(userId: string): Promise<void> {
      local.set(userId, (local.get(userId) ?? 0) + 1);
      if (await repo.arrive(userId, until(), clock())) await tellPartners(userId, true);
    },

    /** A socket of the person closed on this server: when it was their last anywhere, they went offline. */
    async disconnected(userId: string): Promise<void> {
      const left = (local.get(userId) ?? 1) - 1;
      if (left > 0) {
        local.set(userId, left);
        return;
      }
      local.delete(userId);
      if (stopped || (await hub.isOnline(userId))) return;
      await repo.leave(userId);
      await tellPartners(userId, false);
    },

    /** The person changed show_online: partners hear at once (offline when hidden; online if they are). */
    async showOnlineChanged(userId: string, shown: boolean): Promise<void> {
      if (!shown) {
        await tellPartners(userId, false, true);
        return;
      }
      if (await hub.isOnline(userId)) await tellPartners(userId, true);
    },

    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        refresh().catch((err: unknown) => log.error({ err }, 'presence refresh failed'));
      }, refreshMs);
      timer.unref();
    },

    stop(): void {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
    },

    refresh,
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
