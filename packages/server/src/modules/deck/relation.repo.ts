// What one person is to another (RULES.md "Who may see what"): an open match, a hidden pair, a card served recently.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { pairOf } from './decisions.repo.ts';

export interface RelationFacts {
  /** null without an open match. */
  fullMatch: boolean | null;
  hidden: boolean;
  /** The owner was served to the viewer's deck since the given time. */
  served: boolean;
}

export function createRelationRepo(db: Db) {
  return {
    async facts(viewerId: string, ownerId: string, servedSince: Date): Promise<RelationFacts> {
      const [userA, userB] = pairOf(viewerId, ownerId);
      const result = await db.execute(sql`
        select (select m.full_match from matches m
                 where m.user_a = ${userA} and m.user_b = ${userB} and m.ended_at is null) as full_match,
               exists (select 1 from hidden_pairs h where h.user_a = ${userA} and h.user_b = ${userB}) as hidden,
               exists (select 1 from deck_cards dc where dc.user_id = ${viewerId} and dc.target_id = ${ownerId}
                        and dc.shown_at >= ${servedSince.toISOString()}::timestamptz) as served`);
      const row = (result as unknown as { rows: unknown[] }).rows[0] as
        | { full_match: boolean | null; hidden: boolean; served: boolean }
        | undefined;
      return {
        fullMatch: row?.full_match ?? null,
        hidden: row?.hidden === true,
        served: row?.served === true,
      };
    },
  };
}

export type RelationRepo = ReturnType<typeof createRelationRepo>;
