// The pictures seeded people point at: a few AI images drawn once by the offline illustrator, and as many
// "private photos" made from them the way an upload is stored, under seed/ and shared by everyone (a million
// people do not need a million files to look complete). Their rows name these keys (ai_images.storage_key,
// private_photos.storage_key), /download serves them, and deleting a person never removes them. A run that finds
// them stored keeps them.
import { IMAGE_STYLES } from '@rookery/shared/schemas/image-prompt.ts';
import { processPhoto } from '../modules/media/media.public.ts';
import { createLocalIllustrator } from '../platform/imagegen/local-illustrator.ts';
import { type Storage, storageKeys } from '../platform/storage/storage.ts';
import { AI_IMAGE_PROMPTS, PHOTO_PROMPTS } from './seed-words.ts';

export const seedAiKey = (n: number) => storageKeys.shared(`ai-${n}.png`);
export const seedPhotoKey = (n: number) => storageKeys.shared(`photo-${n}.jpg`);

export interface Placeholders {
  aiKeys: string[];
  photoKeys: string[];
}

async function drawMissing(
  storage: Storage,
  prompts: readonly string[],
  keyOf: (n: number) => string,
  store: (png: Buffer) => Promise<{ bytes: Buffer; type: string }>,
): Promise<string[]> {
  const illustrator = createLocalIllustrator();
  const keys: string[] = [];
  for (const [n, prompt] of prompts.entries()) {
    const key = keyOf(n);
    if (!(await storage.get(key))) {
      const style = IMAGE_STYLES[n % IMAGE_STYLES.length] ?? 'comic';
      const file = await store(await illustrator.generate({ prompt, style }));
      await storage.put(key, file.bytes, file.type);
    }
    keys.push(key);
  }
  return keys;
}

/** Writes the placeholders that are missing; returns their keys by number. */
export async function writePlaceholders(storage: Storage): Promise<Placeholders> {
  const aiKeys = await drawMissing(storage, AI_IMAGE_PROMPTS, seedAiKey, async (png) => ({
    bytes: png,
    type: 'image/png',
  }));
  const photoKeys = await drawMissing(storage, PHOTO_PROMPTS, seedPhotoKey, async (png) => ({
    bytes: await processPhoto(png),
    type: 'image/jpeg',
  }));
  return { aiKeys, photoKeys };
}
