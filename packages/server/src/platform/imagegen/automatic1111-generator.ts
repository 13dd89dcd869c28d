// A self-hosted Stable Diffusion web UI (AUTOMATIC1111, started with --api): txt2img, with its progress read
// from /sdapi/v1/progress while the picture is being made.

import { callGenerator, decodeBase64Picture, isRecord, statusFailure } from './generator-http.ts';
import {
  type GenerateRequest,
  ImageGenError,
  type ImageGenerator,
  normalisePicture,
} from './image-generator.ts';
import type { ImagegenConfig } from './imagegen-config.ts';
import { NEGATIVE_PROMPT, promptWithStyle } from './style-words.ts';

const NAME = 'The image generator (Stable Diffusion)';

export function createAutomatic1111Generator(
  config: ImagegenConfig,
  options: { progressEveryMs?: number } = {},
): ImageGenerator {
  const { baseUrl } = config.automatic1111;
  const every = options.progressEveryMs ?? 1000;
  return {
    provider: 'automatic1111',
    async generate({ prompt, style, onProgress, signal }: GenerateRequest): Promise<Buffer> {
      await onProgress?.(5);
      let finished = false;
      // Progress is best effort: a failed read is skipped, and it stops as soon as the image arrives.
      const watch = (async () => {
        while (!finished) {
          await new Promise((resolve) => setTimeout(resolve, every));
          if (finished) return;
          const answer = await callGenerator({
            name: NAME,
            url: `${baseUrl}/sdapi/v1/progress?skip_current_image=true`,
            method: 'GET',
            timeoutMs: Math.min(5000, config.timeoutMs),
            signal,
          }).catch(() => null);
          const progress = answer && isRecord(answer.body) ? answer.body.progress : undefined;
          if (!finished && typeof progress === 'number' && progress > 0) {
            await onProgress?.(5 + Math.min(1, progress) * 80);
          }
        }
      })();
      try {
        const answer = await callGenerator({
          name: NAME,
          url: `${baseUrl}/sdapi/v1/txt2img`,
          body: {
            prompt: promptWithStyle(prompt, style),
            negative_prompt: NEGATIVE_PROMPT,
            steps: 25,
            width: 768,
            height: 768,
            cfg_scale: 7,
            sampler_name: 'Euler a',
            batch_size: 1,
            n_iter: 1,
          },
          timeoutMs: config.timeoutMs,
          signal,
        });
        finished = true;
        if (answer.status !== 200) throw statusFailure(NAME, answer);
        const images = isRecord(answer.body) ? answer.body.images : undefined;
        if (!Array.isArray(images) || images.length === 0) {
          throw new ImageGenError(`${NAME} answered without an image. Please try again.`);
        }
        const png = await normalisePicture(decodeBase64Picture(NAME, images[0]));
        await onProgress?.(95);
        return png;
      } finally {
        // The watcher notices on its next turn; nobody waits for its sleep to end.
        finished = true;
        void watch.catch(() => {});
      }
    },
  };
}
