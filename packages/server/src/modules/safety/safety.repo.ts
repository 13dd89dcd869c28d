// The end of a match (unmatch, report, block): the only SQL of the safety module. Everything is written in the
// caller's transaction after the match row is locked, so two ends of one match at once make one end; the room's
// end, the report and the upcoming dates go through their owners' faces (chat, moderation, dates: safety.module.ts).
import type { Db } from '../../platform/db/db-client.ts';
import { deleteLeftRoom, endRoomWithin, type RoomEndReason } from '../chat/chat.public.ts';
import { fileReportWithin, type NewReport } from '../moderation/moderation.public.ts';
import { hiddenPairs } from './safety.schema.ts';

export type EndReason = RoomEndReason;

export type { NewReport };

export function createSafetyRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** Ends the open match `roomId` of the pair (the chat's face); false when it had already ended. */
    endMatch: (
      tx: Db,
      roomId: string,
      pair: [string, string],
      reason: EndReason,
      now: Date,
    ): Promise<boolean> => endRoomWithin(tx, roomId, pair, reason, now),

    /** Removes a room whose other member deleted their account, for the one left (the chat's face). */
    deleteLeftRoom: (roomId: string, userId: string): Promise<boolean> => deleteLeftRoom(db, roomId, userId),

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
