import { describe, expect, it } from 'vitest';
import { firstReveal, revealPhoto } from './reveal.ts';

describe('the reveal', () => {
  it('leads with the private profile photo, else the first one', () => {
    const a = { id: 'a', filename: 'a.jpg', profile: 0 as const, url: '/download?a' };
    const b = { id: 'b', filename: 'b.jpg', profile: 1 as const, url: '/download?b' };
    expect(revealPhoto([a, b])).toBe(b);
    expect(revealPhoto([a])).toBe(a);
    expect(revealPhoto([])).toBeNull();
  });

  it('is a moment once per viewer and person', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(firstReveal('me', 'them', storage)).toBe(true);
    expect(firstReveal('me', 'them', storage)).toBe(false);
    expect(firstReveal('me', 'other', storage)).toBe(true);
    expect(firstReveal('you', 'them', storage)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(firstReveal('me', 'them', broken)).toBe(false);
  });
});
