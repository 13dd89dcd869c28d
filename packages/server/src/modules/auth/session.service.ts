// Session rules: random tokens, stored hashed, 30 days sliding; suspended and banned accounts have none.
import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '@rookery/shared/limits.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { SessionRepo } from './session.repo.ts';

const LIFETIME_MS = SESSION.days * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService(repo: SessionRepo, clock: () => Date = () => new Date()) {
  return {
    lifetimeSeconds: LIFETIME_MS / 1000,

    /** Starts a session and returns the token for the cookie (only its hash is stored). */
    async start(userId: string, userAgent = ''): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock().getTime() + LIFETIME_MS);
      await repo.insert({ id: hashToken(token), userId, expiresAt, userAgent: userAgent.slice(0, 300) });
      return token;
    },

    /** The viewer behind a cookie token, or null; pushes the expiry forward at most once an hour. */
    async resolve(token: string): Promise<{ viewer: Viewer; refreshed: boolean } | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const id = hashToken(token);
      const row = await repo.findWithUser(id);
      const now = clock();
      if (!row || row.expiresAt <= now) return null;
      if (row.status === 'banned') return null;
      if (row.status === 'suspended' && (!row.suspendedUntil || row.suspendedUntil > now)) return null;
      let refreshed = false;
      if (now.getTime() - row.refreshedAt.getTime() > SESSION.refreshAfterMs) {
        await repo.extend(id, new Date(now.getTime() + LIFETIME_MS), now);
        refreshed = true;
      }
      return {
        viewer: { userId: row.userId, sessionId: id, verified: row.verified, acceptTc: row.acceptTc },
        refreshed,
      };
    },

    async end(token: string): Promise<void> {
      await repo.delete(hashToken(token));
    },

    /** Ends every session of a person, except optionally the one making the request. */
    async endAll(userId: string, exceptSessionId?: string): Promise<number> {
      return repo.deleteForUser(userId, exceptSessionId);
    },

    async purgeExpired(): Promise<number> {
      return repo.deleteExpired(clock());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
