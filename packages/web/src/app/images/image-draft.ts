// What the person is asking the generator for, and its check with the shared schema (the same one the server
// uses), so a restricted word is pointed out under the field before anything is sent.
import { IMAGE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import { IMAGE_STYLES, type ImageStyle, ZImagePrompt } from '@rookery/shared/schemas/image-prompt.ts';
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

export type CheckedDraft =
  | { ok: true; value: { description: string; style: ImageStyle } }
  | { ok: false; errors: DraftErrors };

export function checkDraft(draft: ImageDraft): CheckedDraft {
  const result = ZImagePrompt.safeParse({ description: draft.description, style: draft.style ?? undefined });
  if (result.success) return { ok: true, value: result.data };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'description' || field === 'style') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

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
