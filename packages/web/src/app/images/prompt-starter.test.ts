import { describe, expect, it } from 'vitest';
import { applyPrompt } from './prompt-starter.ts';

describe('prompt starters', () => {
  it('starts an empty description with the prompt', () => {
    expect(applyPrompt('', 'My next vacation')).toBe('My next vacation: ');
  });

  it('keeps what the person typed, in front of which it writes the prompt', () => {
    expect(applyPrompt('a penguin surfing', 'My next vacation')).toBe('My next vacation: a penguin surfing');
  });

  it('replaces a start another prompt wrote, not the words after it', () => {
    expect(applyPrompt('My next vacation: Tokyo at night', 'My favourite story or book')).toBe(
      'My favourite story or book: Tokyo at night',
    );
  });

  it('the personalised message clears the start and keeps the words', () => {
    expect(applyPrompt('Who would play me in a movie: a penguin', 'Personalised message')).toBe('a penguin');
    expect(applyPrompt('my own idea', 'Personalised message')).toBe('my own idea');
  });
});
