// The caller's open matches with the other person's names and selected AI image, and the rooms whose other member
// deleted their account (ended 'deleted', other null; read-only, issue 9): the only SQL of this module.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';

export interface MatchRow {
  match_id: string;
  /** Null when the other person deleted their account. */
  user_id: string | null;
  full_match: boolean;
  display_name: string | null;
  real_name: string | null;
  imageid: string | null;
}

export function createMatchesRepo(db: Db) {
  return {
    async open(userId: string): Promise<MatchRow[]> {
      const result = await db.execute(sql`
        select m.id as match_id, o.other as user_id, m.full_match, p.display_name, p.real_name,
               (select i.id from ai_images i where i.user_id = o.other and i.is_profile) as imageid
        from matches m
        cross join lateral (select case when m.user_a = ${userId} then m.user_b else m.user_a end as other) o
        left join profiles p on p.user_id = o.other
        where (m.user_a = ${userId} or m.user_b = ${userId})
          and ((m.ended_at is null and o.other is not null)
               or (m.ended_reason = 'deleted' and o.other is null))
        order by m.created_at desc, m.id`);
      return (result as unknown as { rows: MatchRow[] }).rows;
    },
  };
}

export type MatchesRepo = ReturnType<typeof createMatchesRepo>;
