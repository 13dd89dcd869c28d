// What the four code boxes do with each keystroke or paste, as pure functions of (digits, box), so the
// behaviour is tested without a browser: one digit per box, focus moves on, Backspace moves back, a pasted
// (or one-time-code autofilled) code spreads over the boxes.
import { LIMITS } from '@rookery/shared/limits.ts';

export const CODE_LENGTH = LIMITS.codeLength;

export interface CodeState {
  /** One entry per box: a single digit or ''. */
  digits: readonly string[];
  /** The box that should have focus next. */
  focus: number;
}

export function emptyCode(length = CODE_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

const clamp = (index: number, length: number) => Math.max(0, Math.min(length - 1, index));

/** The code as one string, for submitting and for ZCode. */
export function joinCode(digits: readonly string[]): string {
  return digits.join('');
}

/** Every box holds its digit: the code is whole (and goes off by itself). */
export function isWholeCode(digits: readonly string[]): boolean {
  return digits.length === CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}

/**
 * The box at `index` now holds `raw` (what the input reports after a keystroke, an autofill or a paste).
 * Non-digits are ignored. One new digit fills the box and moves on; several digits (a pasted or autofilled
 * code) fill from this box onwards; an empty value clears the box and keeps focus there.
 */
export function typeInto(digits: readonly string[], index: number, raw: string): CodeState {
  const length = digits.length;
  const typed = raw.replace(/\D/g, '');
  const next = [...digits];
  if (typed === '') {
    next[index] = raw === '' ? '' : (digits[index] ?? '');
    return { digits: next, focus: index };
  }
  // Typing into a full box leaves its old digit plus the new one: keep the new one.
  const old = digits[index] ?? '';
  const incoming = typed.length === 2 && old !== '' && typed.includes(old) ? typed.replace(old, '') : typed;
  if (incoming.length <= 1) {
    next[index] = incoming;
    return { digits: next, focus: clamp(index + 1, length) };
  }
  return pasteInto(digits, index, incoming);
}

/** A digit key pressed in the box at `index`: it replaces what the box held and focus moves on. */
export function typeKey(digits: readonly string[], index: number, key: string): CodeState {
  if (!/^\d$/.test(key)) return { digits: [...digits], focus: index };
  const next = [...digits];
  next[index] = key;
  return { digits: next, focus: clamp(index + 1, digits.length) };
}

/** A pasted text fills the boxes from `index` (from the first box when it holds a whole code). */
export function pasteInto(digits: readonly string[], index: number, text: string): CodeState {
  const length = digits.length;
  const pasted = text.replace(/\D/g, '');
  if (pasted === '') return { digits: [...digits], focus: index };
  const start = pasted.length >= length ? 0 : index;
  const next = [...digits];
  const count = Math.min(pasted.length, length - start);
  for (let i = 0; i < count; i++) next[start + i] = pasted[i] ?? '';
  return { digits: next, focus: clamp(start + count, length) };
}

/** Backspace: clears this box, or when it is already empty, the one before it, and moves focus there. */
export function backspaceAt(digits: readonly string[], index: number): CodeState {
  const next = [...digits];
  if (next[index] !== '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = clamp(index - 1, digits.length);
  next[previous] = '';
  return { digits: next, focus: previous };
}
