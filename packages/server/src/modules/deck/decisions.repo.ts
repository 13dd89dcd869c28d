// Decisions on cards, and the match two accepts make: the decision, the match and both notifications are written
// in one transaction under a lock on the pair, so that two accepts racing each other make exactly one match.

import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { decisions, deckCards, matches, notifications, profiles } from '../../platform/db/schema.ts';
import type { Mention, NoteText } from '../notifications/mention.ts';

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

        const inserted = await tx
          .insert(matches)
          .values({ userA, userB, createdAt: now })
          .onConflictDoNothing({ target: [matches.userA, matches.userB] })
          .returning({ id: matches.id });
        const made = inserted[0];
        if (!made) {
          const existing = await tx
            .select({ id: matches.id })
            .from(matches)
            .where(and(eq(matches.userA, userA), eq(matches.userB, userB)));
          const id = existing[0]?.id;
          return id ? { id, made: false } : null;
        }
        const names = await tx
          .select({ userId: profiles.userId, displayName: profiles.displayName })
          .from(profiles)
          .where(inArray(profiles.userId, [userA, userB]));
        const nameOf = (id: string) => names.find((n) => n.userId === id)?.displayName ?? 'someone';
        await tx.insert(notifications).values([
          { userId, ...noteFor({ userId: targetId, name: nameOf(targetId) }), createdAt: now },
          { userId: targetId, ...noteFor({ userId, name: nameOf(userId) }), createdAt: now },
        ]);
        return { id: made.id, made: true };
      });
    },
  };
}

export type DecisionsRepo = ReturnType<typeof createDecisionsRepo>;
