// The pictures seeded people point at: a few AI images drawn once by the offline illustrator and stored under
// seed/, shared by everyone (a million people do not need a million files to look complete). A run that finds
// them stored keeps them.
import { IMAGE_STYLES } from '@rookery/shared/schemas/image-prompt.ts';
import { createLocalIllustrator } from '../platform/imagegen/local-illustrator.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { AI_IMAGE_PROMPTS } from './seed-words.ts';

export const seedAiKey = (n: number) => `seed/ai-${n}.png`;

/** Writes the placeholders that are missing; returns their keys by number. */
export async function writePlaceholders(storage: Storage): Promise<string[]> {
  const illustrator = createLocalIllustrator();
  const keys: string[] = [];
  for (const [n, prompt] of AI_IMAGE_PROMPTS.entries()) {
    const key = seedAiKey(n);
    if (!(await storage.get(key))) {
      const style = IMAGE_STYLES[n % IMAGE_STYLES.length] ?? 'comic';
      await storage.put(key, await illustrator.generate({ prompt, style }), 'image/png');
    }
    keys.push(key);
  }
  return keys;
}
