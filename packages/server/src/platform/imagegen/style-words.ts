// How the three styles (RULES.md "Constants and limits") are put to generators that take words rather than a style
// preset.
import type { ImageStyle } from '@rookery/shared/schemas/image-prompt.ts';

const STYLE_WORDS: Record<ImageStyle, string> = {
  comic: 'in a bold comic-book style: thick black ink outlines, flat saturated colours, halftone shading',
  'fantasy-art': 'as dreamy fantasy art: soft glowing light, painterly brushwork, a magical atmosphere',
  'digital-art': 'as vibrant digital art: clean geometric shapes, neon gradients, crisp detail',
};

/** Stability AI's style presets for the three styles. */
export const STABILITY_PRESETS: Record<ImageStyle, string> = {
  comic: 'comic-book',
  'fantasy-art': 'fantasy-art',
  'digital-art': 'digital-art',
};

/** Things a dating profile picture must never contain, for generators that take a negative prompt. */
export const NEGATIVE_PROMPT =
  'text, letters, watermark, signature, nsfw, nudity, gore, violence, deformed, disfigured, extra limbs, blurry, low quality';

/** The prompt as sent to word-driven generators: the person's words, the style, and the house rules. */
export function promptWithStyle(prompt: string, style: ImageStyle): string {
  return `${prompt.trim()}. Painted ${STYLE_WORDS[style]}. A warm, friendly square picture for a dating profile, with at most two people or characters, and no text.`;
}
