// Captcha solutions already accepted (table captcha_spent), so each one counts once until its challenge expires.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db-client.ts';
import { deletedCount } from '../db/deleted-count.ts';
import { captchaSpent } from '../db/platform.schema.ts';

export function createCaptchaSpentRepo(db: Db) {
  return {
    /** Records `key`; false when it was already there (a replay). The primary key makes this race-free. */
    async spend(key: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(captchaSpent)
        .values({ key, expiresAt })
        .onConflictDoNothing({ target: captchaSpent.key })
        .returning({ key: captchaSpent.key });
      return rows.length === 1;
    },

    /** Forgets solutions whose challenge has expired: they are refused as expired anyway. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
    },
  };
}

export type CaptchaSpentRepo = ReturnType<typeof createCaptchaSpentRepo>;

/** Spent solutions whose challenge has expired (the account's expire task; the database's clock). */
export const expireSpentCaptchas = (db: Db) =>
  deletedCount(db, sql`delete from captcha_spent where expires_at < now() returning 1`);
