// The deck's candidate query (RULES.md "Matching"): one call of the SQL function deck_candidates, valid on PGlite
// and PostgreSQL 15.
//
// Plan (docs/PERFORMANCE.md "Deck query"): deck_positions carries a trigger-maintained copy of every column the
// rules read (drizzle/0005_deck_index.sql), and its partial indexes hold only deckable people (listed, in good
// standing, complete profile). deck_candidates (drizzle/0007_deck_speed.sql) reads deck_positions_mood_idx, keyed by
// region, gender and personality cell: it seeks the cells nearest the viewer's personality first, checks every
// other rule on the index entry, and widens until no unread cell can hold anyone ranked higher, so that in a dense
// city it ranks a few hundred people rather than thousands. Where few people are around it ranks everyone on
// deck_positions_deck_idx as 0005 did. Its statements are planned once per database session, not on every call.
//
// A deck load (`deal`) is one statement: the viewer's state, the candidates and the flips charge (flips.repo.ts
// chargeSteps) together, because on PGlite each statement costs about the same whatever it does.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { verifiedSql } from '../face-check/face-check.public.ts';
import { type ChargeRule, chargeSteps, type FlipsState } from './flips.repo.ts';

export interface CandidateRow {
  user_id: string;
  display_name: string;
  /** yyyy-MM-dd: for the starsign only; never sent. */
  dob: string;
  age: number;
  /** Between the two snapped positions; rounded before it is shown. */
  km: number;
  suburb: string | null;
  town: string | null;
  city: string | null;
  state: string | null;
  tagline: string;
  description: string;
  gender: string;
  imageid: string;
  /** Passed the face check, and their private photos still show that face. */
  verified?: boolean;
}

/**
 * With "Verified people only" the deck ranks this many times its size and keeps the verified ones, so a
 * filter on the few does not read the whole city; the ranking function itself is unchanged.
 */
const VERIFIED_ONLY_WIDER = 8;

export interface ViewerState {
  hasPosition: boolean;
  hasProfile: boolean;
  inMiles: boolean;
  /** Settings' "Verified people only". */
  verifiedOnly: boolean;
  deviceCountry: string | null;
  country: string | null;
}

export interface CandidateQuery {
  /** The viewer's calendar day (yyyy-MM-dd) for ages by birthday. */
  today: string;
  now: Date;
  /** Chills decided after this are still in force (7 days). */
  chilledSince: Date;
  limit: number;
}

/** A calendar day (yyyy-MM-dd) as the integer yyyymmdd that deck_positions.born uses. */
export function dayNumber(day: string): number {
  return Number(day.slice(0, 10).replaceAll('-', ''));
}

export function candidateSql(viewerId: string, q: CandidateQuery) {
  return sql`
select user_id, display_name, dob, age, km, suburb, town, city, state, tagline, description, gender, imageid
from deck_candidates(${viewerId}::uuid, ${dayNumber(q.today)}::int, ${q.now.toISOString()}::timestamptz,
                     ${q.chilledSince.toISOString()}::timestamptz, ${q.limit}::int)`;
}

/** What the deck needs to know about its viewer (`me`: the statement's parameter for the viewer's id). */
function viewerSql(me: string): string {
  return `
    select exists (select 1 from deck_positions where user_id = ${me}) as has_position,
           exists (select 1 from profiles where user_id = ${me}) as has_profile,
           coalesce((select gps_in_miles from user_settings where user_id = ${me}), false) as in_miles,
           coalesce((select verified_only from user_settings where user_id = ${me}), false)
             as verified_only,
           l.device_country, l.country
    from (select 1) one
    left join user_locations l on l.user_id = ${me}`;
}

interface ViewerColumns {
  has_position: boolean | null;
  verified_only: boolean | null;
  has_profile: boolean | null;
  in_miles: boolean | null;
  device_country: string | null;
  country: string | null;
}

function toViewer(row: ViewerColumns | undefined): ViewerState {
  return {
    hasPosition: row?.has_position === true,
    hasProfile: row?.has_profile === true,
    inMiles: row?.in_miles === true,
    verifiedOnly: row?.verified_only === true,
    deviceCountry: row?.device_country ?? null,
    country: row?.country ?? null,
  };
}

export interface Deal {
  viewer: ViewerState;
  /** The candidates in rank order (none without a position or a profile). */
  rows: CandidateRow[];
  /** The candidates paid for (now or earlier in the period), in rank order. */
  shown: string[];
  /** The flips after the charge. */
  state: FlipsState;
}

type DealRow = ViewerColumns &
  Partial<CandidateRow> & {
    used: number;
    bought: number;
    period_started_at: Date | string | null;
    won: boolean;
    shown: boolean;
  };

/** A concurrent deck load of the same person that changed the flips row makes the statement run again. */
const DEAL_ATTEMPTS = 8;

// A deck load, one statement prepared once (platform/db/prepared.ts), so that its outer statement (the viewer, the
// ranking's wrapping, the charge) is planned once per database session as deck_candidates' own statements are.
// $1 the viewer, $2 today as yyyymmdd, $3 now, $4 chills decided after this are in force, $5 the deck's size, $6 the
// wider size for "Verified people only", $7 a flips period that started at or before this is over, $8 flips a day,
// $9 the charge's time.
export const DEAL_SQL = `
with v as (${viewerSql('$1::uuid')}),
ranked as (
  select c.*, ${verifiedSql('c.user_id')} as verified from v
  cross join lateral deck_candidates($1::uuid, $2::int, $3::timestamptz, $4::timestamptz,
    -- Nobody is looked for without a position or a profile (the answer says why).
    case when not (v.has_position and v.has_profile) then 0
         when v.verified_only then $6::int
         else $5::int end) with ordinality c),
cand as (
  select ranked.* from ranked cross join v
  where ranked.verified or not v.verified_only
  order by ranked.ordinality limit $5::int),
${chargeSteps({ me: '$1::uuid', now: '$9::timestamptz', periodEndsBefore: '$7::timestamptz', perDay: '$8::int' })}
select v.*, s.used, s.bought, s.period_started_at, s.won,
       c.user_id, c.display_name, c.dob, c.age, c.km, c.suburb, c.town, c.city, c.state, c.tagline, c.description,
       c.gender, c.imageid, c.verified, c.user_id in (select user_id from charge_shown) as shown
from v cross join charge_state s
left join cand c on true
order by c.ordinality`;

export function createDeckRepo(db: Db) {
  const dealOf = preparedStatement<DealRow>(db, 'deck_deal', DEAL_SQL);
  return {
    /** The candidates alone, without a charge (the ranking tests read it). */
    async candidates(viewerId: string, q: CandidateQuery): Promise<CandidateRow[]> {
      const result = await db.execute(candidateSql(viewerId, q));
      return (result as unknown as { rows: CandidateRow[] }).rows;
    },

    /**
     * A deck load: the viewer's state, up to `q.limit` candidates, and the flips charge for the cards not already
     * paid for in this period, as far as the flips left allow (flips.repo.ts chargeSteps). One statement.
     */
    async deal(viewerId: string, q: CandidateQuery, rule: ChargeRule): Promise<Deal> {
      const params = [
        viewerId,
        dayNumber(q.today),
        q.now.toISOString(),
        q.chilledSince.toISOString(),
        q.limit,
        q.limit * VERIFIED_ONLY_WIDER,
        rule.periodEndsBefore.toISOString(),
        rule.perDay,
        rule.now.toISOString(),
      ];
      for (let attempt = 0; attempt < DEAL_ATTEMPTS; attempt += 1) {
        const all = await dealOf(params);
        const first = all[0];
        if (!first) throw new Error('deck load returned no row');
        if (!first.won) continue;
        const rows = all.filter((row) => row.user_id != null) as unknown as CandidateRow[];
        return {
          viewer: toViewer(first),
          rows,
          shown: all.filter((row) => row.user_id != null && row.shown).map((row) => row.user_id as string),
          state: {
            used: first.used,
            bought: first.bought,
            periodStartedAt: first.period_started_at === null ? null : new Date(first.period_started_at),
          },
        };
      }
      throw new Error('deck load lost every race for the flips row');
    },
  };
}

export type DeckRepo = ReturnType<typeof createDeckRepo>;
