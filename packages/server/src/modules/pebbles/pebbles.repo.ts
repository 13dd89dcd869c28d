// The pebble balance and its ledger; a change and its ledger row are written in one transaction.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { users } from '../auth/auth.schema.ts';
import { pebbleLedger } from './pebbles.schema.ts';

/** The guarded update and its ledger row; `tx` must be a transaction so that both are written or neither. */
async function changeWithin(tx: Db, userId: string, delta: number, reason: string): Promise<number | null> {
  const updated = await tx
    .update(users)
    .set({ pebbles: sql`${users.pebbles} + ${delta}` })
    .where(sql`${users.id} = ${userId} and ${users.pebbles} + ${delta} >= 0`)
    .returning({ pebbles: users.pebbles });
  const row = updated[0];
  if (!row) return null;
  await tx.insert(pebbleLedger).values({ userId, delta, reason });
  return row.pebbles;
}

export function createPebblesRepo(db: Db) {
  return {
    /** Pass the caller's transaction as `exec` to read inside it. */
    async balance(userId: string, exec: Db = db): Promise<number> {
      const rows = await exec
        .select({ pebbles: users.pebbles })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0]?.pebbles ?? 0;
    },

    /** Applies `delta` unless it would take the balance below zero; returns the new balance, or null. */
    async change(userId: string, delta: number, reason: string): Promise<number | null> {
      return db.transaction((tx) => changeWithin(tx, userId, delta, reason));
    },

    /** The same, inside the caller's transaction (a spend that must stand or fall with other writes). */
    changeWithin,

    async ledger(userId: string) {
      return db
        .select({ delta: pebbleLedger.delta, reason: pebbleLedger.reason, created: pebbleLedger.createdAt })
        .from(pebbleLedger)
        .where(eq(pebbleLedger.userId, userId))
        .orderBy(pebbleLedger.id);
    },
  };
}

export type PebblesRepo = ReturnType<typeof createPebblesRepo>;
