// The face check's SQL: the only writes of face_checks, face_prints, face_challenges and face_frames.
// It reads a person's private photo ids (media's table) to know whether the badge still holds: the photos verified
// are kept in face_checks.photo_ids, sorted, and the badge shows while they are exactly the person's photos now.
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { users } from '../auth/auth.schema.ts';
import { privatePhotos } from '../media/media.schema.ts';
import { faceChallenges, faceChecks, faceFrames, facePrints } from './face-check.schema.ts';

export type FaceCheckRow = typeof faceChecks.$inferSelect;

export interface PrintRow {
  userId: string;
  descriptor: string;
  /** The print is a banned person's: kept after their account, or its account is banned now, or gone. */
  banned: boolean;
}

export interface Consent {
  version: string;
  text: string;
  at: Date;
}

/**
 * The SQL condition "this person shows the Verified badge", for a column holding their id (a trusted name such as
 * `c.user_id`, never input): other features' reads (the deck, the profile view, the matches) put it in their own
 * statement. Verified, and their private photos are exactly those that showed the face.
 */
export function verifiedSql(userIdColumn: string): string {
  if (!/^[a-z_]+\.[a-z_]+$/.test(userIdColumn)) throw new Error(`not a column name: ${userIdColumn}`);
  return `exists (select 1 from face_checks fc where fc.user_id = ${userIdColumn} and fc.state = 'verified'
    and fc.photo_ids = array(select pp.id from private_photos pp where pp.user_id = ${userIdColumn} order by pp.id))`;
}

/** The challenges a person started since `since`: their tries of the rolling day. */
async function triesSince(exec: Db, userId: string, since: Date): Promise<number> {
  const rows = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(faceChallenges)
    .where(and(eq(faceChallenges.userId, userId), gt(faceChallenges.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export function createFaceCheckRepo(db: Db) {
  return {
    async check(userId: string): Promise<{ row: FaceCheckRow | null; photoIds: string[] }> {
      const [row] = await db.select().from(faceChecks).where(eq(faceChecks.userId, userId));
      return { row: row ?? null, photoIds: await this.photoIds(userId) };
    },

    async photoIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: privatePhotos.id })
        .from(privatePhotos)
        .where(eq(privatePhotos.userId, userId))
        .orderBy(privatePhotos.id);
      return rows.map((r) => r.id);
    },

    triesSince: (userId: string, since: Date) => triesSince(db, userId, since),

    /**
     * A new challenge unless the person has had `perDay` since `since`: counted and written under a lock on the
     * person's row, so parallel starts cannot pass the count together. Null when none is left.
     */
    async startChallenge(
      userId: string,
      challenge: { steps: string[]; expiresAt: Date; consent: Consent },
      since: Date,
      perDay: number,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        if ((await triesSince(tx, userId, since)) >= perDay) return null;
        const [row] = await tx
          .insert(faceChallenges)
          .values({
            userId,
            steps: challenge.steps,
            expiresAt: challenge.expiresAt,
            consentVersion: challenge.consent.version,
            consentText: challenge.consent.text,
            createdAt: challenge.consent.at,
          })
          .returning({ id: faceChallenges.id });
        return row?.id ?? null;
      });
    },

    /** Uses the person's challenge: once, before it expires. Null when it is not theirs, used or expired. */
    async useChallenge(userId: string, id: string, now: Date) {
      const [row] = await db
        .update(faceChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(faceChallenges.id, id),
            eq(faceChallenges.userId, userId),
            isNull(faceChallenges.usedAt),
            gt(faceChallenges.expiresAt, now),
          ),
        )
        .returning({
          steps: faceChallenges.steps,
          consentVersion: faceChallenges.consentVersion,
          consentText: faceChallenges.consentText,
          createdAt: faceChallenges.createdAt,
        });
      return row ?? null;
    },

    /** Gives the try back (the engine failed, not the person). */
    async refundChallenge(id: string): Promise<void> {
      await db.delete(faceChallenges).where(eq(faceChallenges.id, id));
    },

    /** Records the frames' hashes; answers those that were seen before (a replay). */
    async recordFrames(hashes: string[], now: Date): Promise<string[]> {
      const added = await db
        .insert(faceFrames)
        .values(hashes.map((hash) => ({ hash, seenAt: now })))
        .onConflictDoNothing({ target: faceFrames.hash })
        .returning({ hash: faceFrames.hash });
      const fresh = new Set(added.map((r) => r.hash));
      return hashes.filter((h) => !fresh.has(h));
    },

    /** Every other print (used when there are few), or those sharing a band with `bands`. */
    async candidates(userId: string, bands: number[] | null): Promise<PrintRow[]> {
      const where = bands
        ? sql`fp.user_id <> ${userId} and fp.bands && ${sql.raw(`'{${bands.join(',')}}'::int[]`)}`
        : sql`fp.user_id <> ${userId}`;
      return rowsOf<PrintRow>(
        await db.execute(sql`
          select fp.user_id as "userId", fp.descriptor,
                 (fp.banned or u.id is null or u.status = 'banned') as banned
          from face_prints fp left join users u on u.id = fp.user_id
          where ${where}`),
      );
    },

    /** Whether there are more than `limit` prints: above it, the search goes through the bands' index. */
    async printsAbove(limit: number): Promise<boolean> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from (select 1 from face_prints limit ${limit + 1}) p`,
        ),
      );
      return (rows[0]?.n ?? 0) > limit;
    },

    async printOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ descriptor: facePrints.descriptor })
        .from(facePrints)
        .where(eq(facePrints.userId, userId));
      return row?.descriptor ?? null;
    },

    /** The outcome of a check that passed the rules: verified, or in review with the account that matched. */
    async savePassed(
      userId: string,
      outcome: {
        state: 'verified' | 'review';
        reviewKind: string | null;
        reviewOther: string | null;
        photoIds: string[];
        consent: Consent;
        now: Date;
      },
      print: { descriptor: string; bands: number[] },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const values = {
          state: outcome.state,
          reason: null,
          photoIds: outcome.photoIds,
          verifiedAt: outcome.state === 'verified' ? outcome.now : null,
          reviewKind: outcome.reviewKind,
          reviewOther: outcome.reviewOther,
          helpMessage: null,
          helpAt: null,
          consentVersion: outcome.consent.version,
          consentText: outcome.consent.text,
          consentAt: outcome.consent.at,
          updatedAt: outcome.now,
        };
        await tx
          .insert(faceChecks)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: faceChecks.userId, set: values });
        await tx
          .insert(facePrints)
          .values({ userId, ...print, usedAt: outcome.now })
          .onConflictDoUpdate({
            target: facePrints.userId,
            set: { ...print, usedAt: outcome.now },
          });
      });
    },

    /** A failed check: the reason is kept for the person (a verified person cannot start one: the service). */
    async saveFailed(userId: string, reason: string, consent: Consent, now: Date): Promise<void> {
      await db
        .insert(faceChecks)
        .values({
          userId,
          state: 'failed',
          reason,
          consentVersion: consent.version,
          consentText: consent.text,
          consentAt: consent.at,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: faceChecks.userId,
          set: { state: 'failed', reason, reviewKind: null, reviewOther: null, photoIds: [], updatedAt: now },
        });
    },

    /** After a re-check of changed photos: verified with these photos, or withdrawn with the reason. */
    async saveRecheck(
      userId: string,
      outcome: { verified: true; photoIds: string[] } | { verified: false; reason: string },
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const set = outcome.verified
          ? { state: 'verified', reason: null, photoIds: outcome.photoIds, updatedAt: now }
          : { state: 'withdrawn', reason: outcome.reason, photoIds: [], updatedAt: now };
        await tx
          .update(faceChecks)
          .set(set)
          .where(and(eq(faceChecks.userId, userId), inArray(faceChecks.state, ['verified', 'withdrawn'])));
        await tx.update(facePrints).set({ usedAt: now }).where(eq(facePrints.userId, userId));
      });
    },

    async askHelp(userId: string, message: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(faceChecks)
        .set({ helpMessage: message, helpAt: now, updatedAt: now })
        .where(eq(faceChecks.userId, userId))
        .returning({ userId: faceChecks.userId });
      return rows.length > 0;
    },

    /** "Forget my face": the print and the check go (a banned person's print is not theirs to delete). */
    async forget(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(facePrints).where(and(eq(facePrints.userId, userId), eq(facePrints.banned, false)));
        await tx.delete(faceChecks).where(eq(faceChecks.userId, userId));
      });
    },

    /**
     * In the account deletion's transaction: a banned person's print is kept, marked banned (so the face cannot
     * come back on a new account); anyone else's is deleted with the account.
     */
    async onAccountDeletion(tx: Db, userId: string): Promise<void> {
      const [account] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId));
      if (account?.status === 'banned') {
        await tx.update(facePrints).set({ banned: true }).where(eq(facePrints.userId, userId));
      } else {
        await tx.delete(facePrints).where(eq(facePrints.userId, userId));
      }
    },

    /** What a moderator decides on a check in review or a request for help. */
    async decide(
      userId: string,
      decision: { state: 'verified'; photoIds: string[] } | { state: 'failed'; reason: string },
      now: Date,
    ): Promise<boolean> {
      const set =
        decision.state === 'verified'
          ? { state: 'verified', reason: null, photoIds: decision.photoIds, verifiedAt: now }
          : { state: 'failed', reason: decision.reason, photoIds: [] };
      const rows = await db
        .update(faceChecks)
        .set({ ...set, reviewKind: null, reviewOther: null, helpMessage: null, helpAt: null, updatedAt: now })
        .where(eq(faceChecks.userId, userId))
        .returning({ userId: faceChecks.userId });
      return rows.length > 0;
    },

    /** Three more tries today (a moderator's answer to a request for help). */
    async clearTries(userId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(faceChallenges).where(eq(faceChallenges.userId, userId));
        await tx
          .update(faceChecks)
          .set({ helpMessage: null, helpAt: null, updatedAt: now })
          .where(eq(faceChecks.userId, userId));
      });
    },

    /** Checks a moderator should look at: in review, or help asked; oldest first. */
    async queue(limit: number) {
      return db
        .select({
          userId: faceChecks.userId,
          email: users.email,
          name: users.name,
          state: faceChecks.state,
          reason: faceChecks.reason,
          reviewKind: faceChecks.reviewKind,
          reviewOther: faceChecks.reviewOther,
          helpMessage: faceChecks.helpMessage,
          helpAt: faceChecks.helpAt,
          updatedAt: faceChecks.updatedAt,
        })
        .from(faceChecks)
        .innerJoin(users, eq(users.id, faceChecks.userId))
        .where(or(eq(faceChecks.state, 'review'), sql`${faceChecks.helpAt} is not null`))
        .orderBy(faceChecks.updatedAt)
        .limit(limit);
    },

    /** The retention task: prints unused for years, challenges older than two days, frame hashes of a month. */
    async deleteOld(cutoffs: { prints: Date; challenges: Date; frames: Date }) {
      const prints = await db
        .delete(facePrints)
        .where(lt(facePrints.usedAt, cutoffs.prints))
        .returning({ userId: facePrints.userId });
      const challenges = await db
        .delete(faceChallenges)
        .where(lt(faceChallenges.createdAt, cutoffs.challenges))
        .returning({ id: faceChallenges.id });
      const frames = await db
        .delete(faceFrames)
        .where(lt(faceFrames.seenAt, cutoffs.frames))
        .returning({ hash: faceFrames.hash });
      return { prints: prints.length, challenges: challenges.length, frames: frames.length };
    },
  };
}

export type FaceCheckRepo = ReturnType<typeof createFaceCheckRepo>;
