import { describe, expect, it } from 'vitest';
import { STARSIGNS, starsignOf } from './starsign.ts';

describe('starsignOf', () => {
  it.each([
    ['1990-01-19', 'Capricorn'],
    ['1990-01-20', 'Aquarius'],
    ['1990-02-18', 'Aquarius'],
    ['1990-02-19', 'Pisces'],
    ['1990-03-20', 'Pisces'],
    ['1990-03-21', 'Aries'],
    ['1990-04-19', 'Aries'],
    ['1990-04-20', 'Taurus'],
    ['1990-05-21', 'Gemini'],
    ['1990-06-21', 'Cancer'],
    ['1990-07-22', 'Cancer'],
    ['1990-07-23', 'Leo'],
    ['1990-08-23', 'Virgo'],
    ['1990-09-23', 'Libra'],
    ['1990-10-23', 'Scorpio'],
    ['1990-11-21', 'Scorpio'],
    ['1990-11-22', 'Sagittarius'],
    ['1990-12-21', 'Sagittarius'],
    ['1990-12-22', 'Capricorn'],
    ['1990-12-31', 'Capricorn'],
    ['2000-02-29', 'Pisces'],
  ])('%s is %s', (dob, sign) => {
    expect(starsignOf(dob)).toBe(sign);
  });

  it('knows twelve signs and refuses dates that do not exist', () => {
    expect(new Set(STARSIGNS).size).toBe(12);
    expect(starsignOf('1990-02-30')).toBeNull();
    expect(starsignOf('not a date')).toBeNull();
  });
});
