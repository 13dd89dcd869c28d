// What the person is asking the generator for, and its check with the shared schema (the same one the server
// uses), so a restricted word is pointed out under the field before anything is sent.
import { IMAGE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import { IMAGE_STYLES, type ImageStyle, ZImagePrompt } from '@rookery/shared/schemas/image-prompt.ts';
import { z } from 'zod';
import type { ImagePrompt } from './prompt-starter.ts';

export interface ImageDraft {
  description: string;
  style: ImageStyle | null;
  prompt: ImagePrompt | null;
}

export interface DraftErrors {
  description?: string;
  style?: string;
}

export const EMPTY_DRAFT: ImageDraft = { description: '', style: null, prompt: null };

/**
 * The draft checked with the shared ZImagePrompt (the server's own check, so a restricted word is pointed out under
 * the field before anything is sent); the output is what `generateimage` takes. The prompt idea is the form's own.
 */
export const ZImageDraft = z
  .object({ description: z.string(), style: z.string().nullable(), prompt: z.unknown() })
  .transform(({ description, style }) => ({ description, style: style ?? undefined }))
  .pipe(ZImagePrompt);

const DRAFT_KEY = 'rookery-image-draft';

/** The draft survives a trip to the store for a pebble (this tab only), and is forgotten once generated. */
export function loadDraft(): ImageDraft {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (saved && typeof saved === 'object') {
      const { description, style, prompt } = saved as Record<string, unknown>;
      return {
        description: typeof description === 'string' ? description : '',
        style: IMAGE_STYLES.find((one) => one === style) ?? null,
        prompt: IMAGE_PROMPTS.find((one) => one === prompt) ?? null,
      };
    }
  } catch {
    // No storage (private mode) or a broken value: start afresh.
  }
  return EMPTY_DRAFT;
}

export function saveDraft(draft: ImageDraft | null): void {
  try {
    if (draft === null) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage is a convenience; without it the draft just is not kept.
  }
}
