// A room's start and end (table matches: a room is a match): the one place its rows are created, ended or removed
// from outside the chat, each in the caller's transaction, offered through chat.public.ts (deck, safety).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { matches } from './chat.schema.ts';

/** Why a room ended, besides an account's deletion (room-cleanup.repo.ts). */
export type RoomEndReason = 'unmatch' | 'report' | 'block';

/**
 * The pair's room (deck's match of two accepts), made once per pair: `made` when this call created it. The caller
 * holds the pair's lock, so null only when the pair's row vanished in between.
 */
export async function openRoomWithin(
  tx: Db,
  [userA, userB]: [string, string],
  now: Date,
): Promise<{ id: string; made: boolean } | null> {
  const inserted = await tx
    .insert(matches)
    .values({ userA, userB, createdAt: now })
    .onConflictDoNothing({ target: [matches.userA, matches.userB] })
    .returning({ id: matches.id });
  const made = inserted[0];
  if (made) return { id: made.id, made: true };
  const existing = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.userA, userA), eq(matches.userB, userB)));
  const id = existing[0]?.id;
  return id ? { id, made: false } : null;
}

/** Ends the open room `roomId` of the pair (safety); false when it had already ended (or is not theirs). */
export async function endRoomWithin(
  tx: Db,
  roomId: string,
  pair: [string, string],
  reason: RoomEndReason,
  now: Date,
): Promise<boolean> {
  const locked = await tx.execute(sql`
    select id from matches
    where id = ${roomId} and user_a = ${pair[0]} and user_b = ${pair[1]} and ended_at is null
    for update`);
  if (rowsOf<unknown>(locked).length === 0) return false;
  await tx
    .update(matches)
    .set({ endedAt: now, endedReason: reason })
    .where(and(eq(matches.id, roomId), isNull(matches.endedAt)));
  return true;
}

/**
 * Removes for good a room whose other member deleted their account, when `userId` is the one left;
 * its messages, reads and dates go by cascade. False when it is not such a room of theirs.
 */
export async function deleteLeftRoom(db: Db, roomId: string, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    delete from matches
    where id = ${roomId} and ended_reason = 'deleted'
      and ((user_a = ${userId} and user_b is null) or (user_b = ${userId} and user_a is null))
    returning id`);
  return rowsOf<unknown>(result).length > 0;
}
