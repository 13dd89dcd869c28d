// The Profile Builder's six steps (RULES.md "States and transitions") and the text they compose into About You.
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
    lead: 'My perfect Sunday looks like',
    prompt: 'your perfect sunday',
    example: 'a long brunch and a longer walk',
  },
  { lead: 'I care about', prompt: 'what matters to you', example: 'kindness and clean oceans' },
  { lead: 'A fun fact about me', prompt: 'a fun fact', example: 'I can juggle pebbles' },
];

export const BUILDER_ANSWER_MAX = LIMITS.wizardPrompt;

/** A sentence with a capital first letter and an end mark; '' stays ''. */
function finish(sentence: string): string {
  const text = sentence.trim();
  if (text === '') return '';
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** 'a' or 'an' for the word that follows (by its sound, for the common exceptions). */
export function articleFor(word: string): 'a' | 'an' {
  const w = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(uni|use|usu|uro|eu|one|once|ukr)/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/** The person's words, tidied: spaces folded, our own full stops dropped, a lone 'i' made 'I'. */
function tidy(answer: string | undefined): string {
  return (answer ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.]+$/, '')
    .replace(/(^|\s)i(?=$|\s|')/g, '$1I');
}

/** 'a marine biologist', 'an artist'; kept as written when it starts with its own article or determiner. */
function withArticle(job: string): string {
  if (/^(a|an|the|my|one|someone|somebody|into|in|on|at|not|just|always|very|so|really)\s/i.test(job))
    return job;
  return `${articleFor(job)} ${job}`;
}

/** Drops a 'who ' or "I'm " the person typed though the step already says it. */
function without(lead: RegExp, text: string): string {
  return text.replace(lead, '');
}

/**
 * The first sentence, from the first three steps, grammatical for every mix of answers:
 * "I'm a baker who hums, and I'm happiest when I'm outside." / "I'm someone who hums." / "I'm happiest when …".
 */
function firstSentence(job: string, trait: string, happy: string): string {
  const who = without(/^who\s+/i, trait);
  const when = without(/^(and\s+)?(I'm\s+|I am\s+)?happiest when\s+/i, happy);
  const subject = job ? `I'm ${withArticle(without(/^(I'm|I am)\s+(a|an)?\s*/i, job) || job)}` : '';
  let text = subject;
  if (who) text = `${subject || "I'm someone"} who ${who}`;
  if (when) text = text ? `${text}, and I'm happiest when ${when}` : `I'm happiest when ${when}`;
  return text;
}

/** The other sentences: one step each, with its own words. */
function laterSentence(index: number, answer: string): string {
  if (answer === '') return '';
  if (index === 3) return `My perfect Sunday looks like ${without(/^(looks like|is)\s+/i, answer)}`;
  if (index === 4) return `I care about ${without(/^about\s+/i, answer)}`;
  // 'is that I can juggle' reads on from the lead; anything else follows a colon.
  return /^is\s/i.test(answer) ? `A fun fact about me ${answer}` : `A fun fact about me: ${answer}`;
}

/** The running text: the steps answered so far, as sentences; empty answers leave their words out. */
export function composeBuilderText(answers: readonly string[]): string {
  const words = BUILDER_STEPS.map((_, index) => tidy(answers[index]));
  const sentences = [
    firstSentence(words[0] ?? '', words[1] ?? '', words[2] ?? ''),
    ...[3, 4, 5].map((index) => laterSentence(index, words[index] ?? '')),
  ];
  return sentences.map(finish).filter(Boolean).join(' ');
}

export interface BuilderState {
  step: number;
  answers: string[];
}

export const builderStart = (): BuilderState => ({ step: 0, answers: BUILDER_STEPS.map(() => '') });

/**
 * Back: the previous step, clearing the step being left (RULES.md "States and transitions"); nothing on the first
 * step.
 */
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
