// Session rules: random tokens, stored hashed, 30 days sliding; suspended and banned accounts have none.
import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '@rookery/shared/limits.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { deviceLabelOf } from './device-label.ts';
import type { DeviceRow, NewSessionRow, SessionRepo, SessionRow } from './session.repo.ts';

const LIFETIME_MS = SESSION.days * 24 * 60 * 60 * 1000;

/**
 * Every signed-in request resolves its session, and on PGlite that lookup alone was about 2 ms of CPU (docs/
 * PERFORMANCE.md "API: where the time went"). So a session found active, verified and with the terms accepted is
 * remembered for a few seconds. Ending sessions here (sign-out, sign-out everywhere, suspension, ban, deletion all
 * come through end/endAll) forgets them at once on this server, and the other servers are told through the realtime
 * adapter (platform/realtime/session-sockets.ts) and forget them too; only a server that misses that message (Redis
 * down) may accept an ended session for at most `cacheMs` more. Sessions not yet verified or without the terms are never remembered, so the gates see
 * verifycode and accepttc at once.
 */
export const SESSION_CACHE = { ms: 5_000, maxEntries: 10_000 } as const;

interface Remembered {
  row: SessionRow;
  until: number;
}

export interface SessionServiceOptions {
  clock?: () => Date;
  /** How long a resolved session is remembered; 0 turns the cache off. */
  cacheMs?: number;
  /** The product's name, for the mobile app's device label ("Rookery app"). */
  product?: string;
}

/** A session as its owner's Settings → Devices shows it; `sessionId` never leaves the server. */
export interface SessionDevice {
  sessionId: string;
  deviceId: string;
  label: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** A session about to be stored: the cookie's token and the row (its hash as the id). */
export interface NewSession {
  token: string;
  row: NewSessionRow;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService(repo: SessionRepo, options: SessionServiceOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const cacheMs = options.cacheMs ?? SESSION_CACHE.ms;
  const remembered = new Map<string, Remembered>();
  // Bumped before and after every ending: a lookup that overlapped one (read the row just before it was deleted)
  // answers its own request but is not remembered.
  let generation = 0;

  function forgetSession(id: string) {
    generation += 1;
    remembered.delete(id);
  }

  function forgetPerson(userId: string) {
    generation += 1;
    for (const [id, entry] of remembered) if (entry.row.userId === userId) remembered.delete(id);
  }

  async function lookup(id: string, now: Date): Promise<SessionRow | undefined> {
    const entry = remembered.get(id);
    if (entry && entry.until > now.getTime()) return entry.row;
    if (entry) remembered.delete(id);
    const since = generation;
    const row = await repo.findWithUser(id);
    const cacheable = row && row.status === 'active' && row.verified && row.acceptTc;
    if (cacheMs > 0 && cacheable && since === generation) {
      // Oldest first out: a Map iterates in insertion order.
      if (remembered.size >= SESSION_CACHE.maxEntries) {
        const oldest = remembered.keys().next().value;
        if (oldest !== undefined) remembered.delete(oldest);
      }
      remembered.set(id, { row, until: now.getTime() + cacheMs });
    }
    return row;
  }

  function newSession(userId: string, userAgent = '', client: 'web' | 'app' = 'web'): NewSession {
    const token = randomBytes(32).toString('base64url');
    return {
      token,
      row: {
        id: hashToken(token),
        userId,
        expiresAt: new Date(clock().getTime() + LIFETIME_MS),
        userAgent: userAgent.slice(0, 300),
        deviceLabel: deviceLabelOf(userAgent, client, options.product),
      },
    };
  }

  return {
    lifetimeSeconds: LIFETIME_MS / 1000,

    /**
     * Starts a session and returns the token for the cookie (only its hash is stored). `client` says whether a
     * browser signed in or the mobile app (no Origin), for the device's label.
     */
    async start(userId: string, userAgent = '', client: 'web' | 'app' = 'web'): Promise<string> {
      const { token, row } = newSession(userId, userAgent, client);
      await repo.insert(row);
      return token;
    },

    /**
     * A new session's token and the row to store for it, for a statement that stores it beside other writes (a
     * password sign-in, password-sign-in.repo.ts); `start` stores it alone.
     */
    newSession,

    /** The viewer behind a cookie token, or null; pushes the expiry forward at most once an hour. */
    async resolve(token: string): Promise<{ viewer: Viewer; refreshed: boolean } | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const id = hashToken(token);
      const now = clock();
      const row = await lookup(id, now);
      if (!row || row.expiresAt <= now) return null;
      if (row.status === 'banned') return null;
      if (row.status === 'suspended' && (!row.suspendedUntil || row.suspendedUntil > now)) return null;
      let refreshed = false;
      if (now.getTime() - row.refreshedAt.getTime() > SESSION.refreshAfterMs) {
        await repo.extend(id, new Date(now.getTime() + LIFETIME_MS), now);
        // The row just changed: the next request reads it again (once an hour) rather than trust a copy.
        forgetSession(id);
        refreshed = true;
      } else if (now.getTime() - row.lastSeenAt.getTime() >= SESSION.lastSeenEveryMs) {
        // "Last active" (Settings → Devices) at most once per lastSeenEveryMs: the copy this server remembers moves
        // too, so the requests of the next minutes write nothing; another server's copy is held off by the WHERE.
        const since = new Date(now.getTime() - SESSION.lastSeenEveryMs);
        row.lastSeenAt = now;
        await repo.seen(id, now, since);
      }
      return {
        viewer: { userId: row.userId, sessionId: id, verified: row.verified, acceptTc: row.acceptTc },
        refreshed,
      };
    },

    async end(token: string): Promise<void> {
      const id = hashToken(token);
      forgetSession(id);
      try {
        await repo.delete(id);
      } finally {
        forgetSession(id);
      }
    },

    /** Ends every session of a person, except optionally the one making the request; voids their codes too. */
    async endAll(userId: string, exceptSessionId?: string): Promise<number> {
      forgetPerson(userId);
      try {
        return await repo.deleteForUser(userId, exceptSessionId, clock());
      } finally {
        forgetPerson(userId);
      }
    },

    /** A person's live sessions, the most recently active first. */
    async devices(userId: string): Promise<SessionDevice[]> {
      const rows: DeviceRow[] = await repo.devicesOf(userId, clock());
      return rows.map((row) => ({
        sessionId: row.sessionId,
        deviceId: row.deviceId,
        // Sessions from before drizzle/0028 have no label: made from their User-Agent, as a browser's.
        label: row.label || deviceLabelOf(row.userAgent, 'web', options.product),
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
      }));
    },

    /**
     * Ends the person's session with this device id (only theirs) and raises the account's device epoch with it
     * (session.repo.ts deleteDevice); answers the ended session's id, or null when they have none by that id.
     */
    async endDevice(userId: string, deviceId: string): Promise<string | null> {
      const ended = await repo.deleteDevice(userId, deviceId);
      if (ended) forgetSession(ended);
      return ended;
    },

    /** Another server ended these sessions: stop trusting what this one remembers of them. */
    forget(ended: { sessionId: string } | { userId: string }): void {
      if ('sessionId' in ended) forgetSession(ended.sessionId);
      else forgetPerson(ended.userId);
    },

    async purgeExpired(): Promise<number> {
      return repo.deleteExpired(clock());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
