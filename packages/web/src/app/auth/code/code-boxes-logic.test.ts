import { describe, expect, it } from 'vitest';
import {
  backspaceAt,
  emptyCode,
  isWholeCode,
  joinCode,
  pasteInto,
  typeInto,
  typeKey,
} from './code-boxes-logic.ts';

describe('code boxes', () => {
  it('puts one typed digit in the box and moves focus to the next', () => {
    expect(typeInto(emptyCode(), 0, '7')).toEqual({ digits: ['7', '', '', ''], focus: 1 });
    expect(typeInto(['7', '3', '1', ''], 3, '9')).toEqual({ digits: ['7', '3', '1', '9'], focus: 3 });
  });

  it('a pressed digit key replaces the box, even with the same digit, and moves on', () => {
    expect(typeKey(['1', '', '', ''], 0, '1')).toEqual({ digits: ['1', '', '', ''], focus: 1 });
    expect(typeKey(['1', '2', '', ''], 0, '7')).toEqual({ digits: ['7', '2', '', ''], focus: 1 });
    expect(typeKey(['1', '2', '3', '4'], 3, '9')).toEqual({ digits: ['1', '2', '3', '9'], focus: 3 });
    expect(typeKey(['1', '', '', ''], 1, 'x')).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });

  it('ignores letters and symbols', () => {
    expect(typeInto(emptyCode(), 1, 'a')).toEqual({ digits: ['', '', '', ''], focus: 1 });
    expect(typeInto(['5', '', '', ''], 0, '5x')).toEqual({ digits: ['5', '', '', ''], focus: 1 });
  });

  it('keeps the new digit when typing into a box that already holds one', () => {
    expect(typeInto(['4', '', '', ''], 0, '48')).toEqual({ digits: ['8', '', '', ''], focus: 1 });
    expect(typeInto(['4', '', '', ''], 0, '84')).toEqual({ digits: ['8', '', '', ''], focus: 1 });
    expect(typeInto(['4', '', '', ''], 0, '44')).toEqual({ digits: ['4', '', '', ''], focus: 1 });
  });

  it('clears a box whose value was deleted, keeping focus there', () => {
    expect(typeInto(['1', '2', '', ''], 1, '')).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });

  it('spreads a whole pasted or autofilled code over all four boxes, from any box', () => {
    expect(pasteInto(emptyCode(), 2, '4821')).toEqual({ digits: ['4', '8', '2', '1'], focus: 3 });
    expect(pasteInto(emptyCode(), 0, ' 48-21 ')).toEqual({ digits: ['4', '8', '2', '1'], focus: 3 });
    expect(typeInto(emptyCode(), 0, '4821')).toEqual({ digits: ['4', '8', '2', '1'], focus: 3 });
    expect(pasteInto(emptyCode(), 0, 'Your code is 4821.')).toEqual({
      digits: ['4', '8', '2', '1'],
      focus: 3,
    });
  });

  it('fills a part code from the box it was pasted into', () => {
    expect(pasteInto(['1', '', '', ''], 1, '23')).toEqual({ digits: ['1', '2', '3', ''], focus: 3 });
    expect(pasteInto(['1', '', '', ''], 3, '23')).toEqual({ digits: ['1', '', '', '2'], focus: 3 });
    expect(pasteInto(['1', '', '', ''], 1, 'none')).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });

  it('Backspace clears the box, or steps back and clears the previous one when it is empty', () => {
    expect(backspaceAt(['1', '2', '3', ''], 2)).toEqual({ digits: ['1', '2', '', ''], focus: 2 });
    expect(backspaceAt(['1', '2', '', ''], 2)).toEqual({ digits: ['1', '', '', ''], focus: 1 });
    expect(backspaceAt(['', '', '', ''], 0)).toEqual({ digits: ['', '', '', ''], focus: 0 });
  });

  it('joins the boxes into the code', () => {
    expect(joinCode(['0', '4', '2', '9'])).toBe('0429');
    expect(joinCode(['0', '', '2', '9'])).toBe('029');
  });
});

describe('isWholeCode', () => {
  it('is true only when every box holds a digit', () => {
    expect(isWholeCode(['1', '2', '3', '4'])).toBe(true);
    expect(isWholeCode(['1', '', '3', '4'])).toBe(false);
    expect(isWholeCode(['1', '2', '3'])).toBe(false);
    expect(isWholeCode(emptyCode())).toBe(false);
  });
});
