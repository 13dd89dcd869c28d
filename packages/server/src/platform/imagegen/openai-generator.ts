// OpenAI's image generation (gpt-image-1 or dall-e-3); the style goes into the words of the prompt.

import {
  callGenerator,
  decodeBase64Picture,
  isRecord,
  providerMessage,
  statusFailure,
} from './generator-http.ts';
import {
  type GenerateRequest,
  ImageGenError,
  type ImageGenerator,
  normalisePicture,
} from './image-generator.ts';
import type { ImagegenConfig } from './imagegen-config.ts';
import { promptWithStyle } from './style-words.ts';

const NAME = 'The image generator (OpenAI)';

function isContentRefusal(body: unknown): boolean {
  const error = isRecord(body) ? body.error : undefined;
  const code = isRecord(error) ? `${String(error.code ?? '')} ${String(error.type ?? '')}` : '';
  return /content_policy|moderation|safety/i.test(`${code} ${providerMessage(body)}`);
}

export function createOpenAiGenerator(config: ImagegenConfig): ImageGenerator {
  const { apiKey, baseUrl, model } = config.openai;
  return {
    provider: 'openai',
    async generate({ prompt, style, onProgress, signal }: GenerateRequest): Promise<Buffer> {
      await onProgress?.(10);
      const answer = await callGenerator({
        name: NAME,
        url: `${baseUrl}/v1/images/generations`,
        headers: { authorization: `Bearer ${apiKey}` },
        body: {
          model,
          prompt: promptWithStyle(prompt, style),
          n: 1,
          size: '1024x1024',
          // gpt-image-1 always answers in base64 and refuses this field; the DALL·E models need it.
          ...(model.startsWith('dall-e') ? { response_format: 'b64_json' } : {}),
        },
        timeoutMs: config.timeoutMs,
        signal,
      });
      if (answer.status === 400 && isContentRefusal(answer.body)) {
        throw new ImageGenError(
          'The image generator would not draw this description. Please describe something else.',
          providerMessage(answer.body),
        );
      }
      if (answer.status !== 200) throw statusFailure(NAME, answer);
      const data = isRecord(answer.body) ? answer.body.data : undefined;
      const first = Array.isArray(data) ? (data[0] as unknown) : undefined;
      if (!isRecord(first)) throw new ImageGenError(`${NAME} answered without an image. Please try again.`);
      await onProgress?.(80);
      const png = await normalisePicture(decodeBase64Picture(NAME, first.b64_json));
      await onProgress?.(95);
      return png;
    },
  };
}
