// The auth feature's part of "Download my data" (platform/feature/export-section.ts): the account row, how the
// person signs in, their sessions and the codes we mailed them; never a password, code or session id.
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { authCodes, sessions, userIdentities, users } from './auth.schema.ts';

export const AUTH_EXPORT: readonly ExportSection[] = [
  {
    key: 'account',
    about:
      'Your account: email, name, where the sign-in comes from, status, pebble balance, created, last active.',
    tables: [users],
    async read(db, { userId }) {
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          source: users.source,
          verified: users.verified,
          acceptTc: users.acceptTc,
          status: users.status,
          suspendedUntil: users.suspendedUntil,
          mutedUntil: users.mutedUntil,
          inactivityWarnedAt: users.inactivityWarnedAt,
          pebbles: users.pebbles,
          createdAt: users.createdAt,
          lastActiveAt: users.lastActiveAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      // A session outliving its account: there is nobody to export.
      if (!rows[0]) throw new AppError('UNAUTHORIZED');
      return rows[0];
    },
  },
  {
    key: 'sign_in_methods',
    about:
      'Google or Facebook accounts linked to yours, and whether you have a password (never the password itself).',
    tables: [users, userIdentities],
    async read(db, { userId }) {
      const [account] = await db
        .select({ hasPassword: isNotNull(users.passwordHash) })
        .from(users)
        .where(eq(users.id, userId));
      const linked = await db
        .select({
          provider: userIdentities.provider,
          subject: userIdentities.subject,
          email: userIdentities.email,
          createdAt: userIdentities.createdAt,
        })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId))
        .orderBy(asc(userIdentities.createdAt));
      return { password: account?.hasPassword ?? false, linked_accounts: linked };
    },
  },
  {
    key: 'sessions',
    about:
      'Devices signed in: when, until when, last active (to 5 minutes), the browser and the name Settings shows for it. "current" is the one that asked for this download.',
    tables: [sessions],
    // `current` marks the session asking; the ids (token hashes) themselves are never read.
    read: (db, { userId, sessionId }) =>
      db
        .select({
          current: sql<boolean>`${sessions.id} = ${sessionId}`,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          lastUsedAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          deviceLabel: sessions.deviceLabel,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
  },
  {
    key: 'emailed_codes',
    about:
      'The codes we emailed you (verification, password reset, email change): to where and when, not the codes.',
    tables: [authCodes],
    read: (db, { userId }) =>
      db
        .select({
          purpose: authCodes.purpose,
          sentTo: authCodes.sentTo,
          attempts: authCodes.attempts,
          createdAt: authCodes.createdAt,
          expiresAt: authCodes.expiresAt,
          usedAt: authCodes.usedAt,
        })
        .from(authCodes)
        .where(eq(authCodes.userId, userId))
        .orderBy(asc(authCodes.createdAt)),
  },
];
