// What the right password changes at an email and password sign-in (signin.service.ts), in one statement prepared
// once: the attempt's wrong-password streak forgotten (signin-guard.ts), the account's code path reopened
// (code-guesses.repo.ts reopenWith), its last activity (at most every LAST_ACTIVE_EVERY_MS, users.repo.ts), and the
// new session stored (session.service.ts newSession). They were four statements, each a round trip to the database (on PGlite, to its thread) while the
// sign-in holds a connection: docs/PERFORMANCE.md "Sign-in".
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { reopenWith } from './code-guesses.repo.ts';
import type { NewSessionRow } from './session.repo.ts';
import { lastActiveBefore } from './users.repo.ts';

const statement = new PgDialect().sqlToQuery(sql`
  with streak as (delete from signin_guard where key = $1::text),
       ${reopenWith(sql.raw('$2::uuid'), sql.raw('$3::text'))},
       touched as (update users set last_active_at = $4::timestamptz
                   where id = $2::uuid and last_active_at < $9::timestamptz),
       started as (insert into sessions (id, user_id, expires_at, user_agent, device_label)
                   values ($5::text, $2::uuid, $6::timestamptz, $7::text, $8::text))
  select 1 as done`).sql;

export interface SignedIn {
  /** The signin_guard row of the attempt the right password ends (GuardedAttempt.key). */
  streakKey: string;
  /** codes.service.ts provenMailbox: '' when the account proves no mailbox. */
  provenMailbox: string;
  now: Date;
  session: NewSessionRow;
}

export function createPasswordSignInRepo(db: Db) {
  const signedIn = preparedStatement(db, 'password_signed_in', statement);
  return {
    async signedIn({ streakKey, provenMailbox, now, session }: SignedIn): Promise<void> {
      await signedIn([
        streakKey,
        session.userId,
        provenMailbox,
        now,
        session.id,
        session.expiresAt,
        session.userAgent,
        session.deviceLabel,
        lastActiveBefore(now),
      ]);
    },
  };
}

export type PasswordSignInRepo = ReturnType<typeof createPasswordSignInRepo>;
