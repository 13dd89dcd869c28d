// The sentences for input that did not parse, and the text checks every request's input goes through.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputErrorOf } from './input-error.ts';
import { CONTROL_CHARACTER_TEXT, checkInputText, wellFormed } from './input-text.ts';

function messageFor(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return inputErrorOf(parsed.error);
}

describe('inputErrorOf', () => {
  const schema = z.object({
    name: z.string().max(5),
    code: z.string().regex(/^\d{4}$/),
    ids: z.array(z.string()).max(1),
    age: z.number().min(18),
    told: z.string().min(1, 'Tell us your name'),
  });
  const valid = { name: 'Pip', code: '1234', ids: [], age: 20, told: 'x' };

  it("keeps a schema's own sentence", () => {
    expect(messageFor(schema, { ...valid, told: '' })).toBe('Tell us your name');
  });

  it("turns zod's defaults into sentences that name the field and show no types or patterns", () => {
    expect(messageFor(schema, { ...valid, name: undefined })).toBe('Please fill in the name.');
    expect(messageFor(schema, { ...valid, name: 'Penguin' })).toBe('The name is too long.');
    expect(messageFor(schema, { ...valid, name: 7 })).toBe('Please check the name.');
    expect(messageFor(schema, { ...valid, code: 'abcd' })).toBe('Please check the code.');
    expect(messageFor(schema, { ...valid, ids: ['a', 'b'] })).toBe('The ids has too many items.');
    expect(messageFor(schema, { ...valid, age: 3 })).toBe('The age is too small.');
    expect(messageFor(schema, null)).toBe(ERROR_TEXT.badInput);
  });
});

describe('checkInputText', () => {
  it('refuses NUL anywhere, however deep, without recursing', () => {
    let deep: unknown = { text: 'a\u0000b' };
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(checkInputText(deep)).toBe(CONTROL_CHARACTER_TEXT);
    expect(checkInputText('\u0000')).toBe(CONTROL_CHARACTER_TEXT);
    expect(checkInputText({ a: ['fine', { b: 'still fine 🐧' }] })).toBeNull();
  });

  it('replaces lone surrogates in place and leaves pairs alone', () => {
    const input = { a: 'x\uD800y', b: ['\uDC00'], c: '🐧' };
    expect(checkInputText(input)).toBeNull();
    expect(input).toEqual({ a: 'x\uFFFDy', b: ['\uFFFD'], c: '🐧' });
    expect(wellFormed('end\uD83D')).toBe('end\uFFFD');
  });
});
