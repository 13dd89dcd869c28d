// "Online now": the only SQL on the presence table, and the partners a person's presence is told to.

import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { rowsOf } from '../../platform/db/rows.ts';

export interface Partner {
  room: string;
  userId: string;
}

export function createPresenceRepo(db: Db) {
  return {
    /** Marks the person online until `until`; true when they were not online before (no row, or a stale one). */
    async arrive(userId: string, until: Date, now: Date): Promise<boolean> {
      const rows = rowsOf<{ arrived: boolean }>(
        await db.execute(sql`
          with before as (select online_until from presence where user_id = ${userId}::uuid)
          insert into presence (user_id, online_until) values (${userId}::uuid, ${until.toISOString()}::timestamptz)
          on conflict (user_id) do update set online_until = excluded.online_until
          returning coalesce((select online_until from before) <= ${now.toISOString()}::timestamptz, true) as arrived`),
      );
      return Boolean(rows[0]?.arrived);
    },

    /**
     * Pushes forward the presence of people with a socket open on this server (one statement for all, their ids as
     * one array: with a parameter each, 2,000 people cost 27-64 ms of PGlite's thread, as one array 14-18 ms).
     */
    async refresh(userIds: string[], until: Date): Promise<void> {
      if (userIds.length === 0) return;
      await db.execute(sql`
        insert into presence (user_id, online_until)
        select t.person, ${until.toISOString()}::timestamptz
        from unnest(${sql.param(userIds)}::uuid[]) as t(person)
        where exists (select 1 from users u where u.id = t.person)
        on conflict (user_id) do update set online_until = excluded.online_until`);
    },

    async leave(userId: string): Promise<void> {
      await db.execute(sql`delete from presence where user_id = ${userId}::uuid`);
    },

    /** The other members of the person's open matches, if the person shows their activity (else none). */
    async partnersOf(userId: string): Promise<Partner[]> {
      const me = sql`${userId}::uuid`;
      return rowsOf<Partner>(
        await db.execute(sql`
          select m.id as room, case when m.user_a = ${me} then m.user_b else m.user_a end as "userId"
          from matches m
          where (m.user_a = ${me} or m.user_b = ${me}) and m.ended_at is null
            and m.user_a is not null and m.user_b is not null
            and coalesce((select s.show_online from user_settings s where s.user_id = ${me}), true)`),
      );
    },

    /** The other members of the person's open matches, whatever the person shows. */
    async allPartnersOf(userId: string): Promise<Partner[]> {
      const me = sql`${userId}::uuid`;
      return rowsOf<Partner>(
        await db.execute(sql`
          select m.id as room, case when m.user_a = ${me} then m.user_b else m.user_a end as "userId"
          from matches m
          where (m.user_a = ${me} or m.user_b = ${me}) and m.ended_at is null
            and m.user_a is not null and m.user_b is not null`),
      );
    },
  };
}

export type PresenceRepo = ReturnType<typeof createPresenceRepo>;
