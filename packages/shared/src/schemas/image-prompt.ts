// What may be asked of the AI image generator (RULES.md "Validation", "AI images").
import { z } from 'zod';
import { LIMITS } from '../limits.ts';

export const IMAGE_STYLES = ['comic', 'fantasy-art', 'digital-art'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
export const IMAGE_STYLE_LABELS: Record<ImageStyle, string> = {
  comic: 'Comic',
  'fantasy-art': 'Fantasy art',
  'digital-art': 'Digital art',
};

/**
 * Words the generator refuses: sexual content, violence, hate and minors. Matched as whole words, any case,
 * so "scone" is fine and "gun" is not.
 */
export const RESTRICTED_WORDS = [
  'nude',
  'naked',
  'nsfw',
  'sex',
  'sexy',
  'porn',
  'erotic',
  'topless',
  'lingerie',
  'gore',
  'blood',
  'kill',
  'murder',
  'gun',
  'weapon',
  'nazi',
  'child',
  'children',
  'kid',
  'kids',
  'teen',
  'underage',
  'drugs',
  'cocaine',
] as const;

export const IMAGE_PROMPT_MESSAGES = {
  description: 'Please describe the image you want',
  style: 'Please choose a style',
  restricted: (word: string) =>
    `Please leave out "${word}": it is one of the words the image generator cannot use.`,
} as const;

/** The first restricted word in a prompt, or null. */
export function restrictedWordIn(text: string): string | null {
  const words = new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  return RESTRICTED_WORDS.find((w) => words.has(w)) ?? null;
}

export const ZImagePrompt = z
  .object({
    description: z
      .string({ error: IMAGE_PROMPT_MESSAGES.description })
      .trim()
      .min(1, IMAGE_PROMPT_MESSAGES.description)
      .max(LIMITS.imageDescription, `The description must be at most ${LIMITS.imageDescription} characters`),
    style: z.enum(IMAGE_STYLES, { error: IMAGE_PROMPT_MESSAGES.style }),
  })
  .superRefine((value, ctx) => {
    const word = restrictedWordIn(value.description);
    if (word)
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: IMAGE_PROMPT_MESSAGES.restricted(word),
      });
  });
