// The face check: consent and a random challenge, the frames judged on our own server (face-rules.ts on
// what the face engine found), the face kept only as an encrypted descriptor (face-print.ts), a possible second
// account or a banned face sent to a moderator, and the badge re-checked when private photos change.
import { createHash, randomInt } from 'node:crypto';
import {
  FACE_CHECK,
  FACE_CHECK_TEXT,
  FACE_CONSENT,
  type FaceChallenge,
  type FaceCheck,
  type FacePose,
} from '@rookery/shared/api/face-check.actions.ts';
import type { FaceEngine } from '../../platform/faces/face-types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FaceCheckRepo, FaceCheckRow } from './face-check.repo.ts';
import type { FacePrintKeys } from './face-print.ts';
import { FACE_REASONS, type FaceLimits, judgeFaceCheck, photoShows } from './face-rules.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Up to this many prints the duplicate search compares them all; above it, only those sharing a hash band. */
export const EXACT_SEARCH_UP_TO = 20_000;

export interface FaceCheckDeps {
  repo: FaceCheckRepo;
  engine: FaceEngine;
  limits: FaceLimits;
  keys: FacePrintKeys;
  /** The bytes of a person's private photos, in the order they see them, with their ids. */
  photosOf(userId: string): Promise<{ id: string; bytes: Buffer }[]>;
  /** An in-app notification (a moderator's answer). */
  notify(userId: string, title: string, text: string): Promise<void>;
  clock?: () => Date;
  exactSearchUpTo?: number;
}

/** Three steps, each pose once, in a random order: a recording of one check does not fit the next. */
export function randomSteps(): FacePose[] {
  const poses = [...FACE_CHECK.poses];
  for (let i = poses.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [poses[i], poses[j]] = [poses[j] as FacePose, poses[i] as FacePose];
  }
  return poses.slice(0, FACE_CHECK.steps);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function framesOf(dataUrls: string[]): Buffer[] {
  return dataUrls.map((url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
}

export function createFaceCheckService(deps: FaceCheckDeps) {
  const { repo, engine, limits, keys } = deps;
  const clock = deps.clock ?? (() => new Date());
  const exactUpTo = deps.exactSearchUpTo ?? EXACT_SEARCH_UP_TO;

  const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

  /** The state as its owner sees it: a verified check whose photos changed since reads as withdrawn. */
  async function stateOf(userId: string): Promise<FaceCheck> {
    const { row, photoIds } = await repo.check(userId);
    const tries = await repo.triesSince(userId, new Date(clock().getTime() - DAY_MS));
    return present(row, photoIds, tries);
  }

  function present(row: FaceCheckRow | null, photoIds: string[], tries: number): FaceCheck {
    const base = {
      triesLeft: Math.max(0, FACE_CHECK.triesPerDay - tries),
      consent: { version: FACE_CONSENT.version, text: FACE_CONSENT.text },
      helpAsked: row?.helpAt != null,
    };
    if (!row) return { state: 'none', reason: null, verifiedAt: null, ...base };
    const verifiedAt = row.verifiedAt?.toISOString() ?? null;
    if (row.state === 'verified' && !sameIds(row.photoIds, photoIds)) {
      return { state: 'withdrawn', reason: FACE_CHECK_TEXT.withdrawnPhotos, verifiedAt, ...base };
    }
    return { state: row.state as FaceCheck['state'], reason: row.reason, verifiedAt, ...base };
  }

  /** Others' prints that are this face: a banned person's first, else another live account's. */
  async function sameFaceElsewhere(userId: string, descriptor: number[], bands: number[]) {
    const banded = await repo.printsAbove(exactUpTo);
    let other: { userId: string; banned: boolean } | null = null;
    for (const print of await repo.candidates(userId, banded ? bands : null)) {
      if (limits.faceSimilarity(keys.open(print.descriptor), descriptor) < limits.sameFace) continue;
      if (print.banned) return { userId: print.userId, banned: true };
      other ??= { userId: print.userId, banned: false };
    }
    return other;
  }

  return {
    state: stateOf,

    async start(userId: string): Promise<FaceChallenge> {
      const { row, photoIds } = await repo.check(userId);
      if (row?.state === 'review') throw new AppError('BAD_INPUT', FACE_CHECK_TEXT.inReview);
      if (row?.state === 'verified' && sameIds(row.photoIds, photoIds)) {
        throw new AppError('BAD_INPUT', FACE_CHECK_TEXT.alreadyVerified);
      }
      if (photoIds.length === 0) throw new AppError('BAD_INPUT', FACE_CHECK_TEXT.noPhotos);
      const now = clock();
      const steps = randomSteps();
      const expiresAt = new Date(now.getTime() + FACE_CHECK.challengeMs);
      const id = await repo.startChallenge(
        userId,
        {
          steps,
          expiresAt,
          consent: { version: FACE_CONSENT.version, text: FACE_CONSENT.text.join('\n\n'), at: now },
        },
        new Date(now.getTime() - DAY_MS),
        FACE_CHECK.triesPerDay,
      );
      if (!id) throw new AppError('TOO_MANY', FACE_CHECK_TEXT.noTries, 60 * 60);
      return { id, steps, framesPerStep: FACE_CHECK.framesPerStep, expires: expiresAt.toISOString() };
    },

    async submit(userId: string, challengeId: string, dataUrls: string[]): Promise<FaceCheck> {
      const now = clock();
      const challenge = /^[0-9a-f-]{36}$/i.test(challengeId)
        ? await repo.useChallenge(userId, challengeId, now)
        : null;
      if (!challenge) throw new AppError('BAD_INPUT', FACE_CHECK_TEXT.challengeGone);
      const consent = {
        version: challenge.consentVersion,
        text: challenge.consentText,
        at: challenge.createdAt,
      };
      const frames = framesOf(dataUrls);
      const hashes = frames.map(sha256);
      const fail = async (reason: string) => {
        await repo.saveFailed(userId, reason, consent, now);
        return stateOf(userId);
      };
      if (new Set(hashes).size < hashes.length) return fail(FACE_REASONS.stillPicture);
      if ((await repo.recordFrames(hashes, now)).length > 0) return fail(FACE_REASONS.replayed);

      const photos = await deps.photosOf(userId);
      let found: Awaited<ReturnType<FaceEngine['analyse']>>;
      try {
        found = await engine.analyse([...frames, ...photos.map((p) => p.bytes)]);
      } catch {
        // The engine failed, not the person: the try is given back.
        await repo.refundChallenge(challengeId);
        throw new AppError('UNAVAILABLE', FACE_CHECK_TEXT.busy, 60);
      }
      const verdict = judgeFaceCheck(
        {
          frames: found.slice(0, frames.length),
          photos: found.slice(frames.length),
          steps: challenge.steps as FacePose[],
          framesPerStep: FACE_CHECK.framesPerStep,
        },
        limits,
      );
      if (!verdict.ok) return fail(verdict.reason);

      const bands = keys.bands(verdict.descriptor);
      const elsewhere = await sameFaceElsewhere(userId, verdict.descriptor, bands);
      await repo.savePassed(
        userId,
        {
          state: elsewhere ? 'review' : 'verified',
          reviewKind: elsewhere ? (elsewhere.banned ? 'banned-face' : 'duplicate') : null,
          reviewOther: elsewhere?.userId ?? null,
          photoIds: photos.map((p) => p.id).sort(),
          consent,
          now,
        },
        { descriptor: keys.seal(verdict.descriptor), bands },
      );
      return stateOf(userId);
    },

    async askHelp(userId: string, message: string): Promise<FaceCheck> {
      if (!(await repo.askHelp(userId, message, clock()))) {
        throw new AppError('BAD_INPUT', FACE_CHECK_TEXT.helpFirst);
      }
      return stateOf(userId);
    },

    async forget(userId: string): Promise<FaceCheck> {
      await repo.forget(userId);
      return stateOf(userId);
    },

    /**
     * After private photos changed (media's upload or delete, through a job): a verified face is compared with the
     * photos now; the badge comes back when each shows it, and the reason is kept when one does not.
     */
    async recheck(userId: string): Promise<'verified' | 'withdrawn' | 'unchanged'> {
      const { row, photoIds } = await repo.check(userId);
      if (!row || (row.state !== 'verified' && row.state !== 'withdrawn')) return 'unchanged';
      if (row.state === 'verified' && sameIds(row.photoIds, photoIds)) return 'unchanged';
      const sealed = await repo.printOf(userId);
      const now = clock();
      if (!sealed) {
        await repo.saveRecheck(userId, { verified: false, reason: FACE_CHECK_TEXT.recheckNotYou }, now);
        return 'withdrawn';
      }
      const descriptor = keys.open(sealed);
      const photos = await deps.photosOf(userId);
      if (photos.length === 0) {
        await repo.saveRecheck(userId, { verified: false, reason: FACE_CHECK_TEXT.noPhotosNow }, now);
        return 'withdrawn';
      }
      const found = await engine.analyse(photos.map((p) => p.bytes));
      const shows = found.every((faces) => photoShows(faces, descriptor, limits));
      await repo.saveRecheck(
        userId,
        shows
          ? { verified: true, photoIds: photos.map((p) => p.id).sort() }
          : { verified: false, reason: FACE_CHECK_TEXT.recheckNotYou },
        now,
      );
      return shows ? 'verified' : 'withdrawn';
    },

    /** A moderator's decision on a check in review or a request for help; the person is told in-app. */
    async decide(userId: string, decision: 'verify' | 'refuse' | 'tries', note: string): Promise<boolean> {
      const now = clock();
      if (decision === 'tries') {
        await repo.clearTries(userId, now);
        await deps.notify(
          userId,
          'Face check',
          `A moderator gave you new tries for the face check. ${note}`.trim(),
        );
        return true;
      }
      const changed =
        decision === 'verify'
          ? await repo.decide(userId, { state: 'verified', photoIds: await repo.photoIds(userId) }, now)
          : await repo.decide(
              userId,
              { state: 'failed', reason: note || 'A moderator could not verify you.' },
              now,
            );
      if (changed) {
        await deps.notify(
          userId,
          'Face check',
          decision === 'verify'
            ? 'A moderator verified you: your badge shows now.'
            : `A moderator could not verify you. ${note}`.trim(),
        );
      }
      return changed;
    },

    queue: (limit = 50) => repo.queue(limit),
  };
}

export type FaceCheckService = ReturnType<typeof createFaceCheckService>;
