// AI image rules (RULES.md "Reads and writes", "Money and limits", "AI images"): the first image a person ever asks
// for is free and each later one costs a pebble, taken in the same transaction that queues the job; one image on the
// way at a time and a daily cap; only the owner sees a job, and selects or deletes an image.
import type { AiImage, ImageJob, ImageJobStatus } from '@rookery/shared/api/images.actions.ts';
import { isUuid } from '@rookery/shared/domain/uuid.ts';
import { MEDIA, MONEY } from '@rookery/shared/limits.ts';
import type { ImageStyle } from '@rookery/shared/schemas/image-prompt.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { type Storage, storageKeys } from '../../platform/storage/storage.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import type { PebblesService } from '../pebbles/pebbles.public.ts';
import { IMAGE_JOB_KIND, type ImageJobPayload } from './image-job.handler.ts';
import type { ImageRow, ImagesRepo } from './images.repo.ts';

export const IMAGE_MESSAGES = {
  needPebble: 'You need a pebble to generate an image.',
  onTheWay: 'You already have an image on the way. Please wait for it to finish before asking for another.',
  dailyCap: (cap: number) =>
    `You have asked for ${cap} images in the last 24 hours, the most we make in a day. Please try again tomorrow.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function toAiImage(row: ImageRow): AiImage {
  return {
    imageid: row.id,
    profile: row.isProfile ? 1 : 0,
    style: row.style as ImageStyle,
    description: row.description,
    created: row.createdAt.toISOString(),
  };
}

/** An image id as the app sends it: the id, or the stored file's name (`{id}.png`). */
function imageIdOf(value: string): string | null {
  const id = value.trim().replace(/\.png$/i, '');
  return isUuid(id) ? id.toLowerCase() : null;
}

export function createImagesService(deps: {
  repo: ImagesRepo;
  pebbles: PebblesService;
  queue: JobQueue;
  storage: Storage;
  limits: { dailyCap: number; activePerPerson: number };
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Moderation's mute check: a muted person makes no new picture (it shows on the deck and to matches). */
  assertMayAddMedia?: MuteCheck;
}) {
  const { repo, pebbles, queue, storage, limits, log, assertMayAddMedia } = deps;

  /**
   * The image, if it is this person's: 404 when there is none, 403 when it is someone else's
   * (RULES.md "Wire envelope").
   */
  async function ownImage(userId: string, value: string): Promise<string> {
    const id = imageIdOf(value);
    const owner = id ? await repo.owner(id) : undefined;
    if (!id || !owner) throw new AppError('NOT_FOUND');
    if (owner !== userId) throw new AppError('FORBIDDEN');
    return id;
  }

  return {
    async generate(userId: string, input: { description: string; style: ImageStyle }) {
      await assertMayAddMedia?.(userId);
      const imageId = crypto.randomUUID();
      const started = await repo.transaction(async (tx) => {
        // The person's row lock makes the checks below and the spend one step per person.
        await repo.lockPerson(tx, userId);
        const stats = await repo.jobStats(tx, userId, IMAGE_JOB_KIND);
        if (stats.active >= limits.activePerPerson)
          throw new AppError('TOO_MANY', IMAGE_MESSAGES.onTheWay, 5);
        if (stats.lastDay >= limits.dailyCap) {
          const frees = stats.oldestInDay ? stats.oldestInDay.getTime() + DAY_MS - Date.now() : DAY_MS;
          throw new AppError(
            'TOO_MANY',
            IMAGE_MESSAGES.dailyCap(limits.dailyCap),
            Math.max(1, Math.ceil(frees / 1000)),
          );
        }
        // Counted from jobs, not from images held, so deleting images never makes the next one free again.
        const price = stats.kept === 0 ? 0 : MONEY.pebblesPerImage;
        const balance =
          price > 0
            ? await pebbles.spendWithin(tx, userId, price, 'image', IMAGE_MESSAGES.needPebble)
            : await pebbles.balance(userId, tx);
        const payload: ImageJobPayload = { ...input, price, imageId };
        const jobid = await queue.enqueueIn(tx, { kind: IMAGE_JOB_KIND, userId, payload });
        return { jobid, pebbles: balance };
      });
      queue.wake();
      return started;
    },

    async job(userId: string, jobId: string): Promise<ImageJob> {
      const id = jobId.trim();
      const job = isUuid(id) ? await repo.jobOf(id, userId, IMAGE_JOB_KIND) : undefined;
      // Someone else's job is as unknown as a job that does not exist.
      if (!job) throw new AppError('NOT_FOUND');
      const answer: ImageJob = { status: job.status as ImageJobStatus, progress: job.progress };
      const result = job.result as { imageid?: unknown } | null;
      if (job.status === 'done' && typeof result?.imageid === 'string') answer.imageid = result.imageid;
      if (job.status === 'failed' && job.error) answer.error = job.error;
      return answer;
    },

    async list(userId: string, onlySelected: boolean): Promise<AiImage[]> {
      return (await repo.list(userId, onlySelected)).map(toAiImage);
    },

    async page(userId: string, page: number) {
      const pageSize = MEDIA.imagesPerPage;
      const [{ rows, total }, kept] = await Promise.all([
        repo.page(userId, page * pageSize, pageSize),
        repo.hasKeptJob(userId, IMAGE_JOB_KIND),
      ]);
      // The same rule generate() applies, so the screen never promises a free image the server will charge for.
      return { images: rows.map(toAiImage), total, pageSize, free: !kept };
    },

    async select(userId: string, value: string): Promise<void> {
      const id = await ownImage(userId, value);
      if (!(await repo.select(userId, id))) throw new AppError('NOT_FOUND');
    },

    async remove(userId: string, value: string): Promise<void> {
      const id = await ownImage(userId, value);
      const key = await repo.remove(userId, id);
      if (!key) throw new AppError('NOT_FOUND');
      // The row is gone first, so a file that cannot be removed is only a stray file, never a broken image. Its WebP
      // twin (made when a browser first showed it, modules/media/webp-copy.ts) goes with it.
      for (const file of [key, storageKeys.webpCopy(key)]) {
        await storage
          .delete(file)
          .catch((err: unknown) => log.warn({ err, key: file }, 'could not remove an AI image file'));
      }
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
