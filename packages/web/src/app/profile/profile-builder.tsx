// The Profile Builder (RULES.md "Screens and routes", "States and transitions"): six short steps that write About
// You. Next moves on, Back returns and clears the step being left, and Next on the last step hands the composed text
// to the editor.
import { WandSparkles } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ProfileSheet } from '../profile-view/public/profile-sheet.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import {
  BUILDER_ANSWER_MAX,
  BUILDER_STEPS,
  type BuilderState,
  type BuilderStep,
  builderBack,
  builderNext,
  builderStart,
  composeBuilderText,
} from './builder-sentence.ts';

const FIRST_STEP: BuilderStep = { lead: "I'm a", prompt: 'job or passion', example: '' };

interface ProfileBuilderProps {
  open: boolean;
  onClose: () => void;
  onDone: (text: string) => void;
}

export function ProfileBuilder({ open, onClose, onDone }: ProfileBuilderProps) {
  const inputId = useId();
  const [state, setState] = useState<BuilderState>(builderStart);
  // Each opening starts afresh.
  useEffect(() => {
    if (open) setState(builderStart());
  }, [open]);

  const step = BUILDER_STEPS[state.step] ?? FIRST_STEP;
  const answer = state.answers[state.step] ?? '';
  const preview = composeBuilderText(state.answers);
  const last = state.step === BUILDER_STEPS.length - 1;

  const write = (text: string) =>
    setState((current) => {
      const answers = [...current.answers];
      answers[current.step] = text;
      return { ...current, answers };
    });
  const next = () => {
    const moved = builderNext(state);
    if ('done' in moved) onDone(moved.done);
    else setState(moved);
  };

  return (
    <ProfileSheet
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      art={
        <span className="mb-3 grid size-11 place-items-center rounded-xl bg-coral-100 text-coral-700">
          <WandSparkles className="size-6" aria-hidden />
        </span>
      }
      title="Profile Builder"
      description="Finish each sentence and we’ll write your About You."
      footer={
        <div className="flex gap-3">
          {state.step > 0 ? (
            <AppButton variant="outline" className="flex-1" onClick={() => setState(builderBack)}>
              Back
            </AppButton>
          ) : null}
          <AppButton
            variant={last ? 'primary' : 'dark'}
            className="flex-1"
            type="submit"
            form={`${inputId}-form`}
          >
            {last ? 'Use this text' : 'Next'}
          </AppButton>
        </div>
      }
    >
      <ol className="flex gap-1.5" aria-label={`Step ${state.step + 1} of ${BUILDER_STEPS.length}`}>
        {BUILDER_STEPS.map((one, index) => (
          <li
            key={one.lead}
            className={`h-1.5 flex-1 rounded-full ${index <= state.step ? 'bg-coral-400' : 'bg-ocean-100'}`}
          />
        ))}
      </ol>
      <form
        id={`${inputId}-form`}
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <label htmlFor={inputId} className="block text-lg font-semibold text-ocean-950">
          {step.lead} <span className="text-ocean-500">… {step.prompt}</span>
        </label>
        <input
          id={inputId}
          // A new step is a new question: its input takes focus.
          key={state.step}
          // biome-ignore lint/a11y/noAutofocus: the sheet opens for this input; each step asks the next question
          autoFocus
          value={answer}
          maxLength={BUILDER_ANSWER_MAX}
          onChange={(event) => write(event.target.value)}
          placeholder={step.example}
          aria-describedby={`${inputId}-count`}
          className="mt-2 h-12 w-full rounded-xl border border-ocean-200 bg-white px-4 text-base text-ocean-950 placeholder:text-ocean-400 hover:border-ocean-300 focus:border-ice-500 focus:ring-4 focus:ring-ice-100 focus:outline-none"
        />
        <p id={`${inputId}-count`} className="mt-1.5 text-right text-xs text-ocean-500 tabular-nums">
          {answer.length}/{BUILDER_ANSWER_MAX}
        </p>
      </form>
      <section aria-label="Preview" className="mt-3 rounded-2xl bg-pebble-50 p-4">
        <h3 className="text-xs font-semibold tracking-wide text-pebble-600 uppercase">
          Your About You so far
        </h3>
        <p className="mt-1.5 min-h-12 leading-relaxed text-ocean-900">
          {preview || <span className="text-ocean-500">Your sentences appear here as you write.</span>}
        </p>
      </section>
      <p className="mt-3 text-sm text-ocean-500">
        Step {state.step + 1} of {BUILDER_STEPS.length}
      </p>
    </ProfileSheet>
  );
}
