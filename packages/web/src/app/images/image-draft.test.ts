import { IMAGE_PROMPT_MESSAGES } from '@rookery/shared/schemas/image-prompt.ts';
import { describe, expect, it } from 'vitest';
import { type ImageDraft, ZImageDraft } from './image-draft.ts';

/** The form's check: the request, or the first message of each field. */
function checkDraft(draft: ImageDraft) {
  const parsed = ZImageDraft.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

describe('image draft check', () => {
  it('asks for a description and a style', () => {
    expect(checkDraft({ description: '  ', style: null, prompt: null })).toEqual({
      ok: false,
      errors: { description: IMAGE_PROMPT_MESSAGES.description, style: IMAGE_PROMPT_MESSAGES.style },
    });
  });

  it('names the restricted word under the description', () => {
    expect(checkDraft({ description: 'Me holding a gun', style: 'comic', prompt: null })).toEqual({
      ok: false,
      errors: { description: IMAGE_PROMPT_MESSAGES.restricted('gun') },
    });
  });

  it('passes a kind prompt, trimmed', () => {
    expect(checkDraft({ description: ' A penguin on a scone ', style: 'digital-art', prompt: null })).toEqual(
      {
        ok: true,
        value: { description: 'A penguin on a scone', style: 'digital-art' },
      },
    );
  });
});
