import { describe, expect, it } from 'vitest';
import { storeBack } from './store-back.ts';

describe('the store back button', () => {
  it('returns to the screen named by from', () => {
    expect(storeBack('find')).toBe('/app/find');
    expect(storeBack('matches')).toBe('/app/matches');
  });

  it('goes back in history for nothing or anything that is not a screen name', () => {
    const history = { history: true, fallback: '/app/find' };
    expect(storeBack(null)).toEqual(history);
    expect(storeBack('//evil.example')).toEqual(history);
    expect(storeBack('find?x=1')).toEqual(history);
  });
});
