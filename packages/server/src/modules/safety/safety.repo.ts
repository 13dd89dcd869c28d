// The end of a match (unmatch, report, block): the only SQL of the safety module. Everything is written in the
// caller's transaction after the match row is locked, so two ends of one match at once make one end (the room's
// upcoming dates are cancelled in it too, by dates' face: safety.module.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { hiddenPairs, matches } from '../../platform/db/schema.ts';
import { fileReportWithin, type NewReport } from '../moderation/moderation.public.ts';

export type EndReason = 'unmatch' | 'report' | 'block';

export type { NewReport };

export function createSafetyRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** Ends the open match `roomId` of the pair; false when it had already ended (or is not theirs). */
    async endMatch(
      tx: Db,
      roomId: string,
      pair: [string, string],
      reason: EndReason,
      now: Date,
    ): Promise<boolean> {
      const locked = await tx.execute(sql`
        select id from matches
        where id = ${roomId} and user_a = ${pair[0]} and user_b = ${pair[1]} and ended_at is null
        for update`);
      if ((locked as unknown as { rows: unknown[] }).rows.length === 0) return false;
      await tx
        .update(matches)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(matches.id, roomId), isNull(matches.endedAt)));
      return true;
    },

    /**
     * Removes for good a room whose other member deleted their account (issue 9), when `userId` is the one left;
     * its messages, reads and dates go by cascade. False when it is not such a room of theirs.
     */
    async deleteLeftRoom(roomId: string, userId: string): Promise<boolean> {
      const result = await db.execute(sql`
        delete from matches
        where id = ${roomId} and ended_reason = 'deleted'
          and ((user_a = ${userId} and user_b is null) or (user_b = ${userId} and user_a is null))
        returning id`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    /** The pair never meets again (deck, profile view, downloads); the first reason given is kept. */
    async hidePair(tx: Db, pair: [string, string], hiddenBy: string, reason: EndReason): Promise<void> {
      await tx
        .insert(hiddenPairs)
        .values({ userA: pair[0], userB: pair[1], hiddenBy, reason })
        .onConflictDoNothing({ target: [hiddenPairs.userA, hiddenPairs.userB] });
    },

    /** One report per reporter and reported person, filed through moderation's face (its queue's table). */
    fileReport: (tx: Db, report: NewReport): Promise<boolean> => fileReportWithin(tx, report),
  };
}

export type SafetyRepo = ReturnType<typeof createSafetyRepo>;
