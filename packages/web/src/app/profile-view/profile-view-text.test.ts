import { describe, expect, it } from 'vitest';
import { ageText, distanceText, genderText, kidsText, placeText } from './profile-view-text.ts';

describe('profile view words', () => {
  it('names the two most local places without repeats', () => {
    expect(placeText({ suburb: 'Ponsonby', town: null, city: 'Auckland', state: 'Auckland' })).toBe(
      'Ponsonby, Auckland',
    );
    expect(placeText({ suburb: null, town: 'Taupō', city: null, state: 'Waikato' })).toBe('Taupō, Waikato');
    expect(placeText({ suburb: null, town: null, city: null, state: null })).toBe('');
  });

  it('says the distance in the unit the server chose', () => {
    expect(distanceText({ distance: 3, distance_unit: 'km' })).toBe('3 km away');
    expect(distanceText({ distance: 1, distance_unit: 'miles' })).toBe('1 mile away');
    expect(distanceText({ distance: 12, distance_unit: 'miles' })).toBe('12 miles away');
    expect(distanceText({ distance: null, distance_unit: 'km' })).toBeNull();
  });

  it('shows Male as Man and Female as Woman', () => {
    expect(genderText('Male')).toBe('Man');
    expect(genderText('Female')).toBe('Woman');
    expect(genderText('Other')).toBe('Other');
  });

  it('takes the age from the date of birth when the full view has one', () => {
    const today = new Date(2026, 5, 14);
    expect(ageText({ age: 99, DOB: '1994-06-15' }, today)).toBe('31');
    expect(ageText({ age: 29 }, today)).toBe('29');
    expect(ageText({ age: null }, today)).toBeNull();
  });

  it('reads any other want_kids as unsure', () => {
    expect(kidsText({ has_kids: true, want_kids: 'Yes' })).toEqual({ has: 'Has kids', wants: 'Wants kids' });
    expect(kidsText({ has_kids: false, want_kids: 'No' }).wants).toBe("Doesn't want kids");
    expect(kidsText({ has_kids: false, want_kids: 'maybe' }).wants).toBe('Unsure about kids');
  });
});
