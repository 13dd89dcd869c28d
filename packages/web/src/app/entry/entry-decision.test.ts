import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import { describe, expect, it } from 'vitest';
import { afterLoginCheck, afterProfile, isProfileComplete } from './entry-decision.ts';
import { safeReturnTo } from './public/return-to.ts';

const record = (fields: Partial<ProfileRecord> = {}): ProfileRecord => ({
  user_id: 'u1',
  display_name: 'Pip',
  DOB: '1995-04-02',
  gender: 'Female',
  description: '',
  ideal_partner: '',
  tagline: '',
  real_name: 'Pippa',
  preference: 'Man',
  younger: -10,
  older: 10,
  has_kids: false,
  want_kids: 'Undecided',
  introvert: 5,
  planner: 5,
  explorer: 5,
  earlybird: 5,
  sweet: 5,
  country: 'New Zealand',
  latitude: -36.85,
  longitude: 174.76,
  ...fields,
});

const complete = { profile: [record()], haspublic: true, hasprivate: true };

describe('app entry', () => {
  it('sends an unverified account to verify, remembering the email', () => {
    expect(afterLoginCheck({ verified: false, accept_tc: false, email: 'a@b.co', name: 'Pip' })).toEqual({
      to: '/app/verify',
      remember: { email: 'a@b.co' },
    });
  });

  it('sends a verified account that has not accepted the terms to the welcome page, remembering the name', () => {
    expect(afterLoginCheck({ verified: true, accept_tc: false, email: 'a@b.co', name: 'Pip' })).toEqual({
      to: '/app/policy',
      remember: { name: 'Pip' },
    });
    expect(afterLoginCheck({ verified: true, accept_tc: true, email: 'a@b.co', name: 'Pip' })).toEqual({
      to: 'profile',
    });
  });

  it('a complete profile goes to the deck, or to the location screen without a position', () => {
    expect(afterProfile(complete, null)).toBe('/app/find');
    expect(afterProfile({ ...complete, profile: [record({ latitude: null, longitude: null })] }, null)).toBe(
      '/app/location',
    );
    expect(afterProfile({ ...complete, profile: [record({ latitude: 0, longitude: 0 })] }, null)).toBe(
      '/app/find',
    );
  });

  it('anything missing sends the person to the profile editor', () => {
    expect(isProfileComplete(complete)).toBe(true);
    for (const answer of [
      { ...complete, haspublic: false },
      { ...complete, hasprivate: false },
      { ...complete, profile: [] },
      { ...complete, profile: [record({ display_name: ' ' })] },
      { ...complete, profile: [record({ preference: '' })] },
      { ...complete, profile: [record({ DOB: '' })] },
    ]) {
      expect(isProfileComplete(answer)).toBe(false);
      expect(afterProfile(answer, null)).toBe('/app/profile1');
    }
  });

  it('returnto wins, but only towards a screen of the app', () => {
    expect(afterProfile({ ...complete, haspublic: false }, 'matches')).toBe('/app/matches');
    expect(safeReturnTo('/chat?room=12')).toBe('/app/chat?room=12');
    expect(safeReturnTo('settings')).toBe('/app/settings');
    expect(safeReturnTo('/app/matches')).toBe('/app/matches');
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '///evil.example',
      'app//evil.example',
      '/app/https://evil.example',
      'https://evil.example',
      '../admin',
      'a/../../b',
      'javascript:x',
      '',
    ]) {
      expect(safeReturnTo(hostile)).toBeUndefined();
    }
    expect(afterProfile(complete, '//evil.example')).toBe('/app/find');
  });
});
