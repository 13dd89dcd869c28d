import { describe, expect, it } from 'vitest';
import { matchDisplayName, parseMatchData } from './match-data.ts';

const base = {
  match_id: '11111111-1111-4111-8111-111111111111',
  my_id: '22222222-2222-4222-8222-222222222222',
  user_id: '33333333-3333-4333-8333-333333333333',
  full_match: 0,
  real_name: '',
  display_name: 'Pip',
  imageid: '44444444-4444-4444-8444-444444444444',
};

describe('parseMatchData', () => {
  it('reads what the matches list writes', () => {
    expect(parseMatchData(JSON.stringify(base))).toEqual(base);
  });

  it('refuses a missing, broken or forged cookie', () => {
    expect(parseMatchData(undefined)).toBeUndefined();
    expect(parseMatchData('{not json')).toBeUndefined();
    expect(parseMatchData(JSON.stringify({ ...base, match_id: '../../etc' }))).toBeUndefined();
    expect(parseMatchData(JSON.stringify({ ...base, user_id: 7 }))).toBeUndefined();
  });

  it('takes the mobile flags and an absent image', () => {
    const parsed = parseMatchData(JSON.stringify({ ...base, full_match: '1', imageid: null }));
    expect(parsed?.full_match).toBe(1);
    expect(parsed?.imageid).toBeNull();
  });
});

describe('matchDisplayName', () => {
  it('uses the real name only for a full match', () => {
    const match = { ...base, full_match: 0 as const, real_name: 'Penelope', imageid: null };
    expect(matchDisplayName(match)).toBe('Pip');
    expect(matchDisplayName({ ...match, full_match: 1 })).toBe('Penelope');
    expect(matchDisplayName({ ...match, full_match: 1, real_name: '' })).toBe('Pip');
  });
});
