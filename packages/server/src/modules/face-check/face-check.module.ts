// The face check feature: its /api actions, the job that re-checks a verified face when private photos
// change, the daily task that deletes what is kept no longer, and its admin commands. The face engine (platform/
// faces, started and closed by the platform) runs the models in a worker thread; this feature holds the rules and
// what is kept.
import type { FACE_CHECK_ACTIONS } from '@rookery/shared/api/face-check.actions.ts';
import { FACE_CHECK } from '@rookery/shared/api/face-check.actions.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { FACE_LIMITS, faceSimilarity, headPose } from '../../platform/faces/face-limits.ts';
import type { FaceEngine } from '../../platform/faces/face-types.ts';
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { JobHandler } from '../../platform/jobs/job-handler.ts';
import type { ScheduledTask } from '../../platform/jobs/scheduler.ts';
import { type Storage, storageKeys } from '../../platform/storage/storage.ts';
import { FACE_CHECK_COMMANDS } from './face-check.commands.ts';
import { FACE_CHECK_EXPORT } from './face-check.export.ts';
import { createFaceCheckRepo } from './face-check.repo.ts';
import { createFaceCheckService } from './face-check.service.ts';
import { createFacePrintKeys } from './face-print.ts';
import type { FaceLimits } from './face-rules.ts';
import { createPhotoReader } from './photo-reader.ts';

export const FACE_RECHECK_JOB = 'face-recheck';
/** The engine's measured thresholds (platform/faces/face-limits.ts) as the rules take them. */
export const FACE_CHECK_LIMITS: FaceLimits = { ...FACE_LIMITS, faceSimilarity, headPose };
const DAY_MS = 24 * 60 * 60_000;

export interface FaceCheckModuleDeps {
  engine: FaceEngine;
  /** Default FACE_CHECK_LIMITS. */
  limits?: FaceLimits;
  storage: Storage;
  /** Seals the kept descriptors and keys their hash bands. */
  secret: string;
  jobs: { enqueue(kind: string, userId: string | null, payload: Record<string, unknown>): Promise<unknown> };
  notify(userId: string, title: string, text: string): Promise<void>;
  clock?: () => Date;
  exactSearchUpTo?: number;
}

export function createFaceCheckModule(db: Db, deps: FaceCheckModuleDeps) {
  const clock = deps.clock ?? (() => new Date());
  const repo = createFaceCheckRepo(db);
  const service = createFaceCheckService({
    repo,
    engine: deps.engine,
    limits: deps.limits ?? FACE_CHECK_LIMITS,
    keys: createFacePrintKeys(deps.secret),
    photosOf: createPhotoReader(db, deps.storage, storageKeys.privatePhoto),
    notify: deps.notify,
    clock,
    exactSearchUpTo: deps.exactSearchUpTo,
  });
  const actions: Handlers<typeof FACE_CHECK_ACTIONS> = {
    facecheck: async ({ viewer }) => ({ check: await service.state(viewer.userId) }),
    facecheckstart: async ({ viewer }) => ({ challenge: await service.start(viewer.userId) }),
    facechecksubmit: async ({ viewer, input }) => ({
      check: await service.submit(viewer.userId, input.challenge, input.frames),
    }),
    facecheckhelp: async ({ viewer, input }) => ({
      check: await service.askHelp(viewer.userId, input.message),
    }),
    forgetface: async ({ viewer }) => ({ check: await service.forget(viewer.userId) }),
  };
  const recheck: JobHandler = {
    failureMessage: 'Your new photos could not be checked against your face. Please verify again.',
    async run(job) {
      const userId = job.userId;
      if (!userId) return { result: { outcome: 'no person' } };
      return { result: { outcome: await service.recheck(userId) } };
    },
  };
  const retention: ScheduledTask = {
    name: 'face-check-retention',
    summary: `Deletes face descriptors unused for ${FACE_CHECK.keepYears} years, old challenges and frame hashes`,
    schedule: { dailyAtUtcHour: 4 },
    run: async () => {
      const now = clock().getTime();
      return repo.deleteOld({
        prints: new Date(now - FACE_CHECK.keepYears * 365.25 * DAY_MS),
        challenges: new Date(now - 2 * DAY_MS),
        frames: new Date(now - FACE_CHECK.frameHashDays * DAY_MS),
      });
    },
  };
  /** Media tells this after a private photo is added or deleted: a durable job re-checks the face. */
  const photosChanged = async (userId: string) => {
    await deps.jobs.enqueue(FACE_RECHECK_JOB, userId, {});
  };
  return defineFeature(
    {
      name: 'face-check',
      exportSections: FACE_CHECK_EXPORT,
      actions,
      jobs: [{ kind: FACE_RECHECK_JOB, handler: recheck }],
      tasks: [retention],
      adminCommands: FACE_CHECK_COMMANDS,
    },
    { service, photosChanged, onAccountDeletion: repo.onAccountDeletion, retention },
  );
}
