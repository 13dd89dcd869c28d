// AI images (RULES.md "Reads and writes", "AI images"): the collection, generation as a background job, selection.
//
// Defined here beyond the actions of RULES.md "Reads and writes": `userimagespage` also answers `total` (images in
// the collection) and `pageSize`, so the client can draw its pager, and **[defined here]** `free`: whether the next
// `generateimage` would be the free first image (counted from past image jobs that did not fail, as the server
// charges, not from the images held); `imagejob` answers `error` when a job failed.
import { z } from 'zod';
import { IMAGE_STYLES, type ImageStyle, ZImagePrompt } from '../schemas/image-prompt.ts';
import { defineAction } from './action.ts';

export interface AiImage {
  imageid: string;
  /** 1 = selected as the public image. */
  profile: 0 | 1;
  style: ImageStyle;
  description: string;
  /** ISO 8601, UTC. */
  created: string;
}

export type ImageJobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ImageJob {
  status: ImageJobStatus;
  progress: number;
  imageid?: string;
  error?: string;
}

const ZAiImage = z.object({
  imageid: z.string(),
  profile: z.literal([0, 1]),
  style: z.enum(IMAGE_STYLES),
  description: z.string(),
  created: z.string(),
}) satisfies z.ZodType<AiImage>;

const ZImageJob = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  imageid: z.string().optional(),
  error: z.string().optional(),
}) satisfies z.ZodType<ImageJob>;

const ZOnlyProfile = z.object({ profile: z.enum(['0', '1']).optional() });
const ZPage = z.object({
  page: z.coerce.number({ error: 'Choose a page' }).int().min(0).max(10_000).default(0),
});
const ZJobId = z.object({ id: z.string().trim().min(1, 'Which job?').max(100) });
const ZImageId = z.object({ imageid: z.string().trim().min(1, 'Choose an image').max(100) });
const ZFileId = z.object({ fileid: z.string().trim().min(1, 'Choose an image').max(100) });

export const IMAGES_ACTIONS = {
  userimages: defineAction<typeof ZOnlyProfile, { images: AiImage[] }>({
    method: 'GET',
    gate: 'member',
    input: ZOnlyProfile,
    outputSchema: z.object({ images: z.array(ZAiImage) }),
  }),
  userimagespage: defineAction<
    typeof ZPage,
    { images: AiImage[]; total: number; pageSize: number; free: boolean }
  >({
    method: 'GET',
    gate: 'member',
    input: ZPage,
    outputSchema: z.object({
      images: z.array(ZAiImage),
      total: z.number().int(),
      pageSize: z.number().int(),
      free: z.boolean(),
    }),
  }),
  generateimage: defineAction<typeof ZImagePrompt, { jobid: string; pebbles: number }>({
    method: 'POST',
    gate: 'member',
    input: ZImagePrompt,
    outputSchema: z.object({ jobid: z.string(), pebbles: z.number().int() }),
  }),
  imagejob: defineAction<typeof ZJobId, ImageJob>({
    method: 'GET',
    gate: 'member',
    input: ZJobId,
    outputSchema: ZImageJob,
  }),
  selectimage: defineAction<typeof ZImageId, object>({
    method: 'POST',
    gate: 'member',
    input: ZImageId,
    outputSchema: z.object({}),
  }),
  delaiimage: defineAction<typeof ZFileId, object>({
    method: 'POST',
    gate: 'member',
    input: ZFileId,
    outputSchema: z.object({}),
  }),
};
