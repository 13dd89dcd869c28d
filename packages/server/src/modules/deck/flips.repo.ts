// Flips and the cards they paid for: the period's allowance, bought flips and deck_cards.
//
// A deck load charges in the same statement that finds the cards (chargeSteps, used by deck.repo.ts `deal`): on
// PGlite every statement costs the event loop about the same whatever it does, so the load is one statement
// rather than a transaction of six (docs/PERFORMANCE.md "API: where the time went"). Two loads at once must not
// spend the same flip twice. One statement reads deck_cards in the snapshot it started with, so it cannot lock
// first and read after; instead its write to the flips row is conditional on the row being what it read
// (compare and set). PostgreSQL rechecks that condition on the newest version of the row after waiting for a
// concurrent writer, so the loser writes nothing (no flips, no deck_cards) and says so, and the caller runs the
// statement again on a fresh snapshot, where the winner's cards are already paid for.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { flips } from './deck.schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface FlipsState {
  used: number;
  bought: number;
  periodStartedAt: Date | null;
}

export interface ChargeRule {
  now: Date;
  /** A period that started at or before this is over (the refill). */
  periodEndsBefore: Date;
  perDay: number;
}

/** The charging steps' parameters: SQL expressions of the statement they go into (`$1::uuid`). */
export interface ChargeParams {
  me: string;
  now: string;
  /** A period that started at or before this is over (the refill). */
  periodEndsBefore: string;
  perDay: string;
}

/**
 * The charging steps of a deck load, as CTEs to follow a CTE `cand (user_id, ordinality)` holding the cards in
 * the order they would be shown. Defines `charge_state` (one row: used, bought, period_started_at, and won:
 * false when a concurrent change of the flips row made this statement write nothing) and `charge_shown`
 * (user_id of each card to show: those already paid for in this period, then new ones while flips remain). Text
 * with the caller's parameters, so that the deck load is one statement prepared once (deck.repo.ts).
 */
export function chargeSteps({ me, now, periodEndsBefore, perDay }: ChargeParams): string {
  return `
charge_read as (
  select f.used as old_used, f.bought as old_bought, f.period_started_at as old_period, f.user_id is not null as existed,
         case when f.period_started_at <= ${periodEndsBefore} then 0
              else coalesce(f.used, 0) end as used,
         coalesce(f.bought, 0) as bought,
         case when f.period_started_at <= ${periodEndsBefore} then null
              else f.period_started_at end as period
  from (select 1) one left join flips f on f.user_id = ${me}),
charge_paid as (
  select d.target_id from deck_cards d, charge_read r
  where d.user_id = ${me} and r.period is not null and d.shown_at >= r.period
    and d.target_id in (select user_id from cand)),
charge_ranked as (
  select c.user_id, c.ordinality, p.target_id is not null as paid,
         count(*) filter (where p.target_id is null) over (order by c.ordinality) as nth_new
  from cand c left join charge_paid p on p.target_id = c.user_id),
charge_new as (
  select k.user_id from charge_ranked k, charge_read r
  where not k.paid and k.nth_new <= greatest(0, ${perDay} - r.used) + r.bought),
charge_cost as (
  select r.*, n.n, least(n.n, greatest(0, ${perDay} - r.used)) as daily,
         -- Written when flips are spent, or to record a refill that is due on an existing row.
         (n.n > 0 or (r.existed and r.old_period is distinct from r.period)) as writes
  from charge_read r, (select count(*)::int as n from charge_new) n),
charge_updated as (
  update flips f
  set used = c.used + c.daily, bought = c.bought - (c.n - c.daily),
      -- The first flip of a period starts it; the refill comes 24 h later.
      period_started_at = case when c.n > 0 then coalesce(c.period, ${now}) else c.period end
  from charge_cost c
  where f.user_id = ${me} and c.writes and c.existed
    and f.used = c.old_used and f.bought = c.old_bought and f.period_started_at is not distinct from c.old_period
  returning f.used, f.bought, f.period_started_at),
charge_inserted as (
  insert into flips (user_id, used, bought, period_started_at)
  select ${me}, c.used + c.daily, c.bought - (c.n - c.daily), ${now} from charge_cost c
  where c.writes and not c.existed
  on conflict (user_id) do nothing
  returning used, bought, period_started_at),
charge_written as (select * from charge_updated union all select * from charge_inserted),
charge_cards as (
  insert into deck_cards (user_id, target_id, shown_at)
  select ${me}, n.user_id, ${now} from charge_new n where exists (select 1 from charge_written)
  on conflict (user_id, target_id) do update set shown_at = excluded.shown_at
  returning target_id),
charge_state as (
  select coalesce(w.used, c.used) as used, coalesce(w.bought, c.bought) as bought,
         case when w.used is null then c.period else w.period_started_at end as period_started_at,
         (not c.writes or w.used is not null) as won
  from charge_cost c left join charge_written w on true),
charge_shown as (
  select k.user_id from charge_ranked k
  where k.paid or k.user_id in (select target_id from charge_cards))`;
}

/** Locks the person's flips row (creating it), first ending a period that is over (the refill). */
async function lockedState(tx: Tx | Db, userId: string, periodEndsBefore: Date): Promise<FlipsState> {
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
    /**
     * The state after any refill that is due (a period starting at or before `periodEndsBefore` is over). One
     * statement, so no transaction: the upsert alone is atomic, and begin/commit would cost two more round trips.
     */
    state(userId: string, periodEndsBefore: Date): Promise<FlipsState> {
      return lockedState(db, userId, periodEndsBefore);
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

export type FlipsRepo = ReturnType<typeof createFlipsRepo>;
