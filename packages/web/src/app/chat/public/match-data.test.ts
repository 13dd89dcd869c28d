import { describe, expect, it } from 'vitest';
import { asDeleted, matchDisplayName, parseMatchData } from './match-data.ts';

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

  it('keeps the Verified mark of the row, and adds none to a match without it', () => {
    expect(parseMatchData(JSON.stringify({ ...base, verified: 1 }))?.verified).toBe(1);
    expect(parseMatchData(JSON.stringify(base))).not.toHaveProperty('verified');
    expect(parseMatchData(JSON.stringify({ ...base, verified: 0 }))).not.toHaveProperty('verified');
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

describe('a match whose person deleted their account', () => {
  const gone = {
    match_id: base.match_id,
    my_id: base.my_id,
    user_id: '',
    full_match: 1,
    real_name: '',
    display_name: 'deleted user',
    imageid: null,
    deleted: 1,
  };

  it('reads the cookie the matches list writes for it, though it has no user id', () => {
    expect(parseMatchData(JSON.stringify(gone))).toEqual(gone);
    expect(parseMatchData(JSON.stringify({ ...gone, deleted: '1', full_match: 0 }))).toEqual({
      ...gone,
      full_match: 0,
    });
  });

  it('keeps nothing of the person even if the cookie still names them', () => {
    const stale = { ...base, full_match: 1, real_name: 'Penelope', deleted: 1 };
    expect(parseMatchData(JSON.stringify(stale))).toEqual(gone);
  });

  it('still refuses a forged room id, and a missing user id without the flag', () => {
    expect(parseMatchData(JSON.stringify({ ...gone, match_id: 'nope' }))).toBeUndefined();
    expect(parseMatchData(JSON.stringify({ ...gone, deleted: 0 }))).toBeUndefined();
  });

  it('turns an open match into the deleted one, keeping the room and the caller', () => {
    const open = { ...base, full_match: 1 as const, real_name: 'Penelope' };
    expect(asDeleted(open)).toEqual(gone);
    expect(matchDisplayName(asDeleted(open))).toBe('Deleted user');
  });
});
