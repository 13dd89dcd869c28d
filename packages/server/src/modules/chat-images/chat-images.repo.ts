// Chat images: the room's lock while an image message is written (the message itself goes through
// chat-messages.repo inside the transaction opened here).
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';

export function createChatImagesRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** Holds the open full match's row; false when it ended or stopped being a full match meanwhile. */
    async lockOpenFullRoom(tx: Db, roomId: string): Promise<boolean> {
      const result = await tx.execute(
        sql`select id from matches where id = ${roomId} and ended_at is null and full_match for share`,
      );
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
  };
}

export type ChatImagesRepo = ReturnType<typeof createChatImagesRepo>;
