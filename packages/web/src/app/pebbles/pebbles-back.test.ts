import { describe, expect, it } from 'vitest';
import { pebblesBack } from './pebbles-back.ts';

describe('the store back button', () => {
  it('returns to the screen named by from', () => {
    expect(pebblesBack('find')).toBe('/app/find');
    expect(pebblesBack('matches')).toBe('/app/matches');
  });

  it('goes back in history for nothing or anything that is not a screen name', () => {
    const history = { history: true, fallback: '/app/find' };
    expect(pebblesBack(null)).toEqual(history);
    expect(pebblesBack('//evil.example')).toEqual(history);
    expect(pebblesBack('find?x=1')).toEqual(history);
  });
});
