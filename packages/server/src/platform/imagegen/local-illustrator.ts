// The offline generator (RULES.md "AI images", the default): turns the prompt's words into an illustrated
// scene in the chosen style and renders it with sharp, so every profile can start with a picture on a machine
// with no network.
import sharp from 'sharp';
import { type GenerateRequest, IMAGE_SIDE, type ImageGenerator } from './image-generator.ts';
import { composeScene } from './local/compose-scene.ts';

export function createLocalIllustrator(): ImageGenerator {
  return {
    provider: 'local',
    async generate({ prompt, style, onProgress, signal }: GenerateRequest): Promise<Buffer> {
      await onProgress?.(10);
      const { svg } = composeScene(prompt, style);
      await onProgress?.(40);
      signal?.throwIfAborted();
      // A palette PNG (quantised, dithered): an illustration of flat colours and soft glows looks the same in 256
      // colours and is a quarter of the bytes (fantasy-art 533 KB → 131 KB), which is what a card waits for on a phone.
      const png = await sharp(Buffer.from(svg))
        .resize(IMAGE_SIDE, IMAGE_SIDE)
        .png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 })
        .toBuffer();
      await onProgress?.(95);
      return png;
    },
  };
}
