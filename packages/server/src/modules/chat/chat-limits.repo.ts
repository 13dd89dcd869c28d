// The one read the chat's abuse limits need: whether a person has already written in a room.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';

export function createChatLimitsRepo(db: Db) {
  return {
    /** True once the person has any message of their own in the room (texts, gifts, dates, images). */
    async hasWritten(roomId: string, userId: string): Promise<boolean> {
      const result = await db.execute(sql`
        select exists(select 1 from chat_messages where room_id = ${roomId} and from_id = ${userId}) as written`);
      return Boolean((result as unknown as { rows: { written: boolean }[] }).rows[0]?.written);
    },
  };
}

export type ChatLimitsRepo = ReturnType<typeof createChatLimitsRepo>;
