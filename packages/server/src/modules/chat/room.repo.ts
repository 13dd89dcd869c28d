// A chat room is a match (RULES.md "Realtime": the room id is the match id): who its members are and whether it is
// open.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';

export interface RoomRow {
  id: string;
  user_a: string | null;
  user_b: string | null;
  full_match: boolean;
  ended_at: Date | string | null;
  /** unmatch, report, block or deleted (the other member deleted their account). */
  ended_reason: string | null;
}

export function createRoomRepo(db: Db) {
  return {
    async find(roomId: string): Promise<RoomRow | null> {
      const result = await db.execute(sql`
        select id, user_a, user_b, full_match, ended_at, ended_reason from matches where id = ${roomId}`);
      return ((result as unknown as { rows: RoomRow[] }).rows[0] as RoomRow | undefined) ?? null;
    },
  };
}

export type RoomRepo = ReturnType<typeof createRoomRepo>;
