// Stability AI's REST v1 text-to-image (RULES.md "AI images"), with its own style presets.

import { callGenerator, decodeBase64Picture, isRecord, statusFailure } from './generator-http.ts';
import {
  type GenerateRequest,
  ImageGenError,
  type ImageGenerator,
  normalisePicture,
} from './image-generator.ts';
import type { ImagegenConfig } from './imagegen-config.ts';
import { STABILITY_PRESETS } from './style-words.ts';

const NAME = 'The image generator (Stability AI)';

export function createStabilityGenerator(config: ImagegenConfig): ImageGenerator {
  const { apiKey, baseUrl, engine } = config.stability;
  return {
    provider: 'stability',
    async generate({ prompt, style, onProgress, signal }: GenerateRequest): Promise<Buffer> {
      await onProgress?.(10);
      const answer = await callGenerator({
        name: NAME,
        url: `${baseUrl}/v1/generation/${encodeURIComponent(engine)}/text-to-image`,
        headers: { authorization: `Bearer ${apiKey}` },
        body: {
          text_prompts: [{ text: prompt, weight: 1 }],
          style_preset: STABILITY_PRESETS[style],
          width: 1024,
          height: 1024,
          samples: 1,
          steps: 30,
          cfg_scale: 7,
        },
        timeoutMs: config.timeoutMs,
        signal,
      });
      if (answer.status !== 200) throw statusFailure(NAME, answer);
      const artifacts = isRecord(answer.body) ? answer.body.artifacts : undefined;
      const first = Array.isArray(artifacts) ? (artifacts[0] as unknown) : undefined;
      if (!isRecord(first)) throw new ImageGenError(`${NAME} answered without an image. Please try again.`);
      if (first.finishReason === 'CONTENT_FILTERED') {
        throw new ImageGenError(
          'The image generator would not draw this description. Please describe something else.',
          'CONTENT_FILTERED',
        );
      }
      if (first.finishReason === 'ERROR') {
        throw new ImageGenError(`${NAME} had a problem making the image. Please try again later.`, 'ERROR');
      }
      await onProgress?.(80);
      const png = await normalisePicture(decodeBase64Picture(NAME, first.base64));
      await onProgress?.(95);
      return png;
    },
  };
}
