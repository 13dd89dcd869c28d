// The generator's form: prompt ideas, the description, the style, the guide, and the price beside the balance.
import { Sparkles } from 'lucide-react';
import { type FormEvent, useRef } from 'react';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { DescriptionField } from './description-field.tsx';
import { GuideText } from './guide-text.tsx';
import type { DraftErrors, ImageDraft } from './image-draft.ts';
import { PebbleCost } from './pebble-cost.tsx';
import { PromptChips } from './prompt-chips.tsx';
import { applyPrompt, placeholderFor } from './prompt-starter.ts';
import { StylePicker } from './style-picker.tsx';

interface NewImageFormProps {
  draft: ImageDraft;
  onDraft: (draft: ImageDraft) => void;
  errors: DraftErrors;
  /** A failed request or job, shown above the button. */
  problem: string | null;
  pebbles: number | null;
  firstIsFree: boolean | null;
  pending: boolean;
  onGenerate: () => void;
}

export function NewImageForm(props: NewImageFormProps) {
  const { draft, onDraft, errors, problem, pending } = props;
  const textarea = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onGenerate();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-6">
      <PromptChips
        chosen={draft.prompt}
        disabled={pending}
        onChoose={(prompt) => {
          const description = applyPrompt(draft.description, prompt);
          onDraft({ ...draft, prompt, description });
          // Straight into writing, with the cursor after the prompt's start.
          requestAnimationFrame(() => {
            const box = textarea.current;
            box?.focus();
            box?.setSelectionRange(description.length, description.length);
          });
        }}
      />
      <DescriptionField
        ref={textarea}
        value={draft.description}
        onChange={(description) => onDraft({ ...draft, description })}
        placeholder={placeholderFor(draft.prompt)}
        error={errors.description}
        disabled={pending}
      />
      <StylePicker
        value={draft.style}
        onChange={(style) => onDraft({ ...draft, style })}
        error={errors.style}
        disabled={pending}
      />
      <GuideText />
      <div className="mt-auto flex flex-col gap-4">
        <PebbleCost pebbles={props.pebbles} firstIsFree={props.firstIsFree} />
        {problem ? <InlineAlert>{problem}</InlineAlert> : null}
        <AppButton type="submit" pending={pending} pendingLabel="Starting…">
          <Sparkles className="size-5" aria-hidden />
          Generate
        </AppButton>
      </div>
    </form>
  );
}
