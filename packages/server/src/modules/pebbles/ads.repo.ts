// The rewarded ads' rows: none of their own. A finished ad is the pebble ledger row 'ad:{nonce}', so the ledger
// is both the record of the grant and the proof that a token was used (no table, no migration).
import { and, count, eq, gte, like, min, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { users } from '../auth/auth.schema.ts';
import type { PebblesRepo } from './pebbles.repo.ts';
import { pebbleLedger } from './pebbles.schema.ts';

/** The ledger reason of the ad with this nonce. */
export function adReason(nonce: string): string {
  return `ad:${nonce}`;
}

export function createAdsRepo(db: Db, pebbles: PebblesRepo) {
  return {
    /**
     * Runs `work` with the person's row locked, so two completions of one token (or two ads at the daily limit)
     * are decided one after the other, on PostgreSQL and PGlite alike.
     */
    async lockedForUser<T>(userId: string, work: (tx: Db) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (locked.length === 0) return null;
        return work(tx);
      });
    },

    async isUsed(tx: Db, userId: string, nonce: string): Promise<boolean> {
      const rows = await tx
        .select({ id: pebbleLedger.id })
        .from(pebbleLedger)
        .where(and(eq(pebbleLedger.userId, userId), eq(pebbleLedger.reason, adReason(nonce))))
        .limit(1);
      return rows.length > 0;
    },

    /** How many ads paid out since `since`, and when the first of them did (for Retry-After). */
    async paidSince(
      userId: string,
      since: Date,
      exec: Db = db,
    ): Promise<{ count: number; first: Date | null }> {
      const rows = await exec
        .select({ count: count(), first: min(pebbleLedger.createdAt) })
        .from(pebbleLedger)
        .where(
          and(
            eq(pebbleLedger.userId, userId),
            like(pebbleLedger.reason, 'ad:%'),
            gte(pebbleLedger.createdAt, since),
            sql`${pebbleLedger.delta} > 0`,
          ),
        );
      const row = rows[0];
      return { count: row?.count ?? 0, first: row?.first ? new Date(row.first) : null };
    },

    /** The pebble and its ledger row, inside the locked transaction. */
    grant: (tx: Db, userId: string, amount: number, nonce: string) =>
      pebbles.changeWithin(tx, userId, amount, adReason(nonce)),
  };
}

export type AdsRepo = ReturnType<typeof createAdsRepo>;
