import { describe, expect, it } from 'vitest';
import { profileViewBack } from './profile-view-back.ts';

describe('profile view back', () => {
  it('returns to the screen it came from', () => {
    expect(profileViewBack('matches', null)).toBe('/app/matches');
    expect(profileViewBack('find', null)).toBe('/app/find');
  });

  it('goes back in history from chat', () => {
    expect(profileViewBack('chat', null)).toEqual({ history: true, fallback: '/app/matches' });
  });

  it('passes from2 on and adds refresh=true for profile1 and images', () => {
    expect(profileViewBack('images', 'profile2')).toBe('/app/images?from=profile2&refresh=true');
    expect(profileViewBack('profile1', null)).toBe('/app/profile1?refresh=true');
    expect(profileViewBack('matches', 'find')).toBe('/app/matches?from=find');
  });

  it('has no back from the menu, and follows nothing but screen names', () => {
    expect(profileViewBack(null, null)).toBeNull();
    expect(profileViewBack('//evil.example', null)).toBeNull();
    expect(profileViewBack('matches', '../x')).toBe('/app/matches');
  });
});
