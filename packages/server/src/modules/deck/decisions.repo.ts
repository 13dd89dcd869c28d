// Decisions on cards, and the match two accepts make: the decision, the match (the chat's room, through its face) and
// both notifications (notifications' face) are written in one transaction under a lock on the pair, so two racing
// accepts make one match.

import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { openRoomWithin } from '../chat/chat.public.ts';
import { matches } from '../chat/chat.schema.ts';
import { type Mention, type NoteText, storeNotesWithin } from '../notifications/notifications.public.ts';
import { profiles } from '../profile/profile.schema.ts';
import { decisions, deckCards } from './deck.schema.ts';

export type DecisionKind = 'accept' | 'decline' | 'chill';

/** A match notification: its title, and a text naming the other person (notifications/mention.ts). */
export type MatchNote = { title: string } & NoteText;

/** The pair in the canonical order of matches and hidden_pairs. */
export function pairOf(one: string, other: string): [string, string] {
  return one < other ? [one, other] : [other, one];
}

export function createDecisionsRepo(db: Db) {
  return {
    /**
     * Which of `targetIds` the person may decide on now: served by their deck since `servedSince`, not hidden from
     * each other, never matched; with the person's current decision on each, if any.
     */
    async decidable(
      userId: string,
      targetIds: string[],
      servedSince: Date,
    ): Promise<Map<string, DecisionKind | null>> {
      const rows = await db
        .select({ targetId: deckCards.targetId, kind: decisions.kind })
        .from(deckCards)
        .leftJoin(decisions, and(eq(decisions.userId, userId), eq(decisions.targetId, deckCards.targetId)))
        .where(
          and(
            eq(deckCards.userId, userId),
            inArray(deckCards.targetId, targetIds),
            gte(deckCards.shownAt, servedSince),
            sql`not exists (select 1 from hidden_pairs h where h.user_a = least(${deckCards.userId}, ${deckCards.targetId})
                 and h.user_b = greatest(${deckCards.userId}, ${deckCards.targetId}))`,
            sql`not exists (select 1 from matches m where m.user_a = least(${deckCards.userId}, ${deckCards.targetId})
                 and m.user_b = greatest(${deckCards.userId}, ${deckCards.targetId}))`,
          ),
        );
      return new Map(rows.map((row) => [row.targetId, (row.kind as DecisionKind | null) ?? null]));
    },

    /** Records a chill or a decline; a decline already made is never changed. */
    async record(userId: string, targetIds: string[], kind: 'decline' | 'chill', now: Date): Promise<void> {
      if (targetIds.length === 0) return;
      await db
        .insert(decisions)
        .values(targetIds.map((targetId) => ({ userId, targetId, kind, decidedAt: now })))
        .onConflictDoUpdate({
          target: [decisions.userId, decisions.targetId],
          set: { kind, decidedAt: now },
          setWhere: ne(decisions.kind, 'decline'),
        });
    },

    /** The person's own last decision: every card decided at the latest moment (one Flip Deck is one moment). */
    async lastDecision(userId: string): Promise<{ targetId: string; kind: DecisionKind; decidedAt: Date }[]> {
      const latest = db
        .select({ at: decisions.decidedAt })
        .from(decisions)
        .where(eq(decisions.userId, userId))
        .orderBy(desc(decisions.decidedAt))
        .limit(1);
      const rows = await db
        .select({ targetId: decisions.targetId, kind: decisions.kind, decidedAt: decisions.decidedAt })
        .from(decisions)
        .where(and(eq(decisions.userId, userId), eq(decisions.decidedAt, sql`(${latest})`)));
      return rows.map((row) => ({ ...row, kind: row.kind as DecisionKind }));
    },

    /** True when one of `targetIds` is matched with the person (an accept that made a match stays). */
    async matchedWithAny(userId: string, targetIds: string[]): Promise<boolean> {
      const pairs = targetIds.map((id) => pairOf(userId, id));
      if (pairs.length === 0) return false;
      const rows = await db
        .select({ id: matches.id })
        .from(matches)
        .where(
          sql`(${matches.userA}, ${matches.userB}) in (${sql.join(
            pairs.map(([a, b]) => sql`(${a}::uuid, ${b}::uuid)`),
            sql`, `,
          )})`,
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Removes the person's decisions on `targetIds` made at `decidedAt` (and only those): the undo. */
    async remove(userId: string, targetIds: string[], decidedAt: Date): Promise<string[]> {
      const rows = await db
        .delete(decisions)
        .where(
          and(
            eq(decisions.userId, userId),
            inArray(decisions.targetId, targetIds),
            eq(decisions.decidedAt, decidedAt),
          ),
        )
        .returning({ targetId: decisions.targetId });
      return rows.map((row) => row.targetId);
    },

    /**
     * Records an accept; when the other person has accepted too, makes the match (once per pair) and notifies
     * both, in the same transaction. Returns the match's id when there is one (`made`: by this accept).
     */
    async accept(
      userId: string,
      targetId: string,
      now: Date,
      noteFor: (other: Mention) => MatchNote,
    ): Promise<{ id: string; made: boolean } | null> {
      const [userA, userB] = pairOf(userId, targetId);
      return db.transaction(async (tx) => {
        // One accept of this pair at a time: otherwise each could miss the other's uncommitted accept.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`match:${userA}:${userB}`}, 0))`,
        );
        await tx
          .insert(decisions)
          .values({ userId, targetId, kind: 'accept', decidedAt: now })
          .onConflictDoUpdate({
            target: [decisions.userId, decisions.targetId],
            set: { kind: 'accept', decidedAt: now },
            setWhere: ne(decisions.kind, 'decline'),
          });
        const theirs = await tx
          .select({ kind: decisions.kind })
          .from(decisions)
          .where(and(eq(decisions.userId, targetId), eq(decisions.targetId, userId)));
        if (theirs[0]?.kind !== 'accept') return null;

        const room = await openRoomWithin(tx, [userA, userB], now);
        if (!room?.made) return room;
        const names = await tx
          .select({ userId: profiles.userId, displayName: profiles.displayName })
          .from(profiles)
          .where(inArray(profiles.userId, [userA, userB]));
        const nameOf = (id: string) => names.find((n) => n.userId === id)?.displayName ?? 'someone';
        // A tap on either opens the new match's chat.
        const target = { kind: 'match', matchId: room.id } as const;
        const noteOf = (to: string, about: string) => {
          const { title, ...note } = noteFor({ userId: about, name: nameOf(about) });
          return { userId: to, title, note, target };
        };
        await storeNotesWithin(tx, [noteOf(userId, targetId), noteOf(targetId, userId)], now);
        return room;
      });
    },
  };
}

export type DecisionsRepo = ReturnType<typeof createDecisionsRepo>;
