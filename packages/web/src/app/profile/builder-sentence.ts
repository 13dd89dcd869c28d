// The Profile Builder's six steps (SPEC.md 4 "Profile editor") and the text they compose into About You.
import { LIMITS } from '@rookery/shared/limits.ts';

export interface BuilderStep {
  /** The words the step starts with; the person finishes the sentence. */
  lead: string;
  /** What to write, shown in the input's label and as the preview's gap. */
  prompt: string;
  example: string;
}

export const BUILDER_STEPS: readonly BuilderStep[] = [
  { lead: "I'm a", prompt: 'job or passion', example: 'marine biologist' },
  { lead: 'who', prompt: 'quirky trait', example: 'names every penguin I meet' },
  { lead: 'and happiest when', prompt: 'loved activity', example: "I'm out on the water at sunrise" },
  {
    lead: 'My perfect sunday looks like',
    prompt: 'your perfect sunday',
    example: 'a long brunch and a longer walk',
  },
  { lead: 'I care about', prompt: 'what matters to you', example: 'kindness and clean oceans' },
  { lead: 'A fun fact about me', prompt: 'a fun fact', example: 'is that I can juggle pebbles' },
];

export const BUILDER_ANSWER_MAX = LIMITS.wizardPrompt;

/** Which steps join into one sentence: "I'm a …, who … and happiest when …." then one sentence each. */
const SENTENCES = [[0, 1, 2], [3], [4], [5]] as const;

function finish(sentence: string): string {
  const text = sentence.trim().replace(/\s+/g, ' ');
  if (text === '') return '';
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** One step's words with what the person wrote, or '' when they wrote nothing; trailing full stops are ours. */
function part(index: number, answer: string | undefined): string {
  const text = (answer ?? '').trim().replace(/[.]+$/, '');
  const step = BUILDER_STEPS[index];
  return text === '' || !step ? '' : `${step.lead} ${text}`;
}

/** The running text: the steps answered so far, as sentences; empty answers leave their words out. */
export function composeBuilderText(answers: readonly string[]): string {
  return SENTENCES.map((steps) =>
    finish(
      steps
        .map((index) => part(index, answers[index]))
        .filter(Boolean)
        .join(' '),
    ),
  )
    .filter(Boolean)
    .join(' ');
}

export interface BuilderState {
  step: number;
  answers: string[];
}

export const builderStart = (): BuilderState => ({ step: 0, answers: BUILDER_STEPS.map(() => '') });

/** Back: the previous step, clearing the step being left (SPEC.md 4); nothing on the first step. */
export function builderBack(state: BuilderState): BuilderState {
  if (state.step === 0) return state;
  const answers = [...state.answers];
  answers[state.step] = '';
  return { step: state.step - 1, answers };
}

/** Next: the following step, or 'done' with the composed text after the last one. */
export function builderNext(state: BuilderState): BuilderState | { done: string } {
  if (state.step >= BUILDER_STEPS.length - 1) return { done: composeBuilderText(state.answers) };
  return { ...state, step: state.step + 1 };
}
