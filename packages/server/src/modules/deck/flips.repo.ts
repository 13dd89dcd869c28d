// Flips and the cards they paid for: the period's allowance, bought flips and deck_cards, changed together in
// one transaction on the person's locked flips row, so two deck loads at once cannot spend the same flip twice.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { deckCards, flips } from '../../platform/db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface FlipsState {
  used: number;
  bought: number;
  periodStartedAt: Date | null;
}

export interface ChargeResult {
  /** The cards to show, in the order given: those already paid for in this period, and the newly paid ones. */
  shown: string[];
  state: FlipsState;
}

/** Locks the person's flips row (creating it), first ending a period that is over (the refill). */
async function lockedState(tx: Tx, userId: string, periodEndsBefore: Date): Promise<FlipsState> {
  const over = sql`${flips.periodStartedAt} <= ${periodEndsBefore.toISOString()}::timestamptz`;
  const rows = await tx
    .insert(flips)
    .values({ userId })
    .onConflictDoUpdate({
      target: flips.userId,
      set: {
        used: sql`case when ${over} then 0 else ${flips.used} end`,
        periodStartedAt: sql`case when ${over} then null else ${flips.periodStartedAt} end`,
      },
    })
    .returning({ used: flips.used, bought: flips.bought, periodStartedAt: flips.periodStartedAt });
  const row = rows[0];
  if (!row) throw new Error('flips row not written');
  return row;
}

export function createFlipsRepo(db: Db) {
  return {
    /** The state after any refill that is due (a period starting at or before `periodEndsBefore` is over). */
    state(userId: string, periodEndsBefore: Date): Promise<FlipsState> {
      return db.transaction((tx) => lockedState(tx, userId, periodEndsBefore));
    },

    /**
     * Charges for the cards in `candidateIds` not already paid for in the current period, as far as `remaining`
     * (the allowance left plus bought flips) allows; records them as shown at `now`.
     */
    async charge(
      userId: string,
      candidateIds: string[],
      now: Date,
      periodEndsBefore: Date,
      perDay: number,
    ): Promise<ChargeResult> {
      return db.transaction(async (tx) => {
        const state = await lockedState(tx, userId, periodEndsBefore);
        const paid = new Set<string>();
        if (state.periodStartedAt && candidateIds.length > 0) {
          const rows = await tx
            .select({ targetId: deckCards.targetId })
            .from(deckCards)
            .where(
              and(
                eq(deckCards.userId, userId),
                inArray(deckCards.targetId, candidateIds),
                gte(deckCards.shownAt, state.periodStartedAt),
              ),
            );
          for (const row of rows) paid.add(row.targetId);
        }
        let affordable = remainingFlips(state, perDay);
        const shown: string[] = [];
        const charged: string[] = [];
        for (const id of candidateIds) {
          if (paid.has(id)) shown.push(id);
          else if (affordable > 0) {
            affordable -= 1;
            shown.push(id);
            charged.push(id);
          }
        }
        if (charged.length === 0) return { shown, state };
        await tx
          .insert(deckCards)
          .values(charged.map((targetId) => ({ userId, targetId, shownAt: now })))
          .onConflictDoUpdate({
            target: [deckCards.userId, deckCards.targetId],
            set: { shownAt: sql`excluded.shown_at` },
          });
        return { shown, state: await spend(tx, userId, state, charged.length, perDay, now) };
      });
    },

    /** Adds bought flips (usepebble). */
    async buy(userId: string, count: number, periodEndsBefore: Date): Promise<FlipsState> {
      return db.transaction(async (tx) => {
        await lockedState(tx, userId, periodEndsBefore);
        const rows = await tx
          .update(flips)
          .set({ bought: sql`${flips.bought} + ${count}` })
          .where(eq(flips.userId, userId))
          .returning({ used: flips.used, bought: flips.bought, periodStartedAt: flips.periodStartedAt });
        const row = rows[0];
        if (!row) throw new Error('flips row not written');
        return row;
      });
    },
  };
}

/** Flips left: what remains of the daily allowance, then bought ones. */
export function remainingFlips(state: FlipsState, perDay: number): number {
  return Math.max(0, perDay - state.used) + state.bought;
}

/** Spends `count` flips (the caller checked there are enough): the daily allowance first, then bought ones. */
async function spend(
  tx: Tx,
  userId: string,
  state: FlipsState,
  count: number,
  perDay: number,
  now: Date,
): Promise<FlipsState> {
  const fromDaily = Math.min(count, Math.max(0, perDay - state.used));
  const rows = await tx
    .update(flips)
    .set({
      used: state.used + fromDaily,
      bought: state.bought - (count - fromDaily),
      // The first flip of a period starts it; the refill comes 24 h later.
      periodStartedAt: state.periodStartedAt ?? now,
    })
    .where(eq(flips.userId, userId))
    .returning({ used: flips.used, bought: flips.bought, periodStartedAt: flips.periodStartedAt });
  const row = rows[0];
  if (!row) throw new Error('flips row not written');
  return row;
}

export type FlipsRepo = ReturnType<typeof createFlipsRepo>;
