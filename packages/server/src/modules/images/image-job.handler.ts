// The background job that makes one AI image: generate it, check it with the explicit-image shield like a chat
// image (a generator, self-hosted ones above all, can draw anything), store the PNG, and add it to the
// person's collection in the same transaction that marks the job done. A flagged picture is never stored: the job
// fails with a sentence that says so. A failure tells the person why and, in the transaction that marks the job
// failed, gives back the pebble it cost (RULES.md "AI images").
import { IMAGE_STYLES } from '@rookery/shared/schemas/image-prompt.ts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ImageGenError, type ImageGenerator } from '../../platform/imagegen/image-generator.ts';
import { JobFailure, type JobHandler } from '../../platform/jobs/job-handler.ts';
import type { Shield } from '../../platform/shield/shield.ts';
import { type Storage, storageKeys } from '../../platform/storage/storage.ts';
import type { PebblesService } from '../pebbles/pebbles.public.ts';
import type { ImagesRepo } from './images.repo.ts';

export const IMAGE_JOB_KIND = 'image.generate';

export const ZImageJobPayload = z.object({
  description: z.string(),
  style: z.enum(IMAGE_STYLES),
  /** Pebbles taken when the job was queued (0 for the free first image); given back if it fails. */
  price: z.number().int().min(0),
  /** Chosen when queued, so the stored file's name is known before the row exists. */
  imageId: z.uuid(),
});
export type ImageJobPayload = z.infer<typeof ZImageJobPayload>;

export const IMAGE_JOB_FAILED =
  'Something went wrong while making your image, and nothing was charged for it. Please try again.';

/**
 * A picture the shield flags is not kept (the first image becomes the profile image every deck candidate sees): the
 * person is told, without blame (the generator drew it), and gets the pebble back.
 */
export const IMAGE_JOB_FLAGGED =
  'The picture came out looking too explicit to show on Rookery, so it was not kept. Please try a different description.';

const refundNote = (price: number) =>
  price > 0 ? ' Your pebble has been given back.' : ' Nothing was charged for it.';

export function createImageJobHandler(deps: {
  generator: ImageGenerator;
  storage: Storage;
  repo: ImagesRepo;
  pebbles: PebblesService;
  /** Every generated picture is checked as a chat image is; its owner is the sender for the shield's fair queue. */
  shield: Pick<Shield, 'classify'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): JobHandler {
  const { generator, storage, repo, pebbles, shield, log } = deps;
  return {
    failureMessage: IMAGE_JOB_FAILED,

    async run(job, ctx) {
      const userId = job.userId;
      if (!userId) throw new Error('an image job without a person');
      const payload = ZImageJobPayload.parse(job.payload);
      let png: Buffer;
      try {
        png = await generator.generate({
          prompt: payload.description,
          style: payload.style,
          signal: ctx.signal,
          // The generator's 0–100 fills the bar up to 90; storing the picture takes it on from there.
          onProgress: (percent) => ctx.progress(Math.min(90, percent * 0.9)),
        });
      } catch (err) {
        if (err instanceof ImageGenError) {
          log.warn(
            { job: job.id, provider: generator.provider, detail: err.detail },
            'image generation failed',
          );
          throw new JobFailure(`${err.message}${refundNote(payload.price)}`);
        }
        throw err;
      }
      // Before anything is stored. A shield that is busy answers with its own sentence (try again later).
      const verdict = await shield.classify(png, userId).catch((err: unknown) => {
        if (err instanceof AppError) throw new JobFailure(`${err.message}${refundNote(payload.price)}`);
        throw err;
      });
      if (verdict.flagged) {
        log.warn(
          { job: job.id, provider: generator.provider, score: verdict.score },
          'AI image flagged by the shield',
        );
        throw new JobFailure(`${IMAGE_JOB_FLAGGED}${refundNote(payload.price)}`);
      }
      await ctx.progress(92);
      const key = storageKeys.aiImage(userId, payload.imageId);
      await storage.put(key, png, 'image/png');
      await ctx.progress(95);
      return {
        result: { imageid: payload.imageId },
        commit: async (tx) => {
          await repo.insert(tx, {
            id: payload.imageId,
            userId,
            style: payload.style,
            description: payload.description,
            storageKey: key,
            provider: generator.provider,
          });
        },
        discard: () => storage.delete(key),
      };
    },

    async onFailed(job, tx) {
      const parsed = ZImageJobPayload.safeParse(job.payload);
      if (!job.userId || !parsed.success || parsed.data.price === 0) return;
      await pebbles.creditWithin(tx, job.userId, parsed.data.price, 'refund');
    },
  };
}
