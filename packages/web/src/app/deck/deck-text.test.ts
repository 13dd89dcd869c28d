import { describe, expect, it } from 'vitest';
import {
  cardDistance,
  cardGender,
  cardImageUrl,
  cardPlace,
  flipsAfterDeckText,
  flipsText,
  refillText,
  starsignGlyph,
} from './deck-text.ts';

const nowhere = { suburb: null, town: null, city: null, state: null };

describe('deck card words', () => {
  it('names the two most local places, skipping blanks and repeats in any case', () => {
    expect(cardPlace({ ...nowhere, suburb: 'Ponsonby', city: 'Auckland', state: 'Auckland' })).toBe(
      'Ponsonby, Auckland',
    );
    expect(cardPlace({ ...nowhere, town: ' ', city: 'Perth', state: 'perth' })).toBe('Perth');
    expect(cardPlace({ ...nowhere, town: 'Ōtaki', state: 'Wellington' })).toBe('Ōtaki, Wellington');
    expect(cardPlace(nowhere)).toBe('');
  });

  it('says how far in the viewer unit, singular for one mile', () => {
    expect(cardDistance({ distance: 3, distance_unit: 'km' })).toBe('3 km away');
    expect(cardDistance({ distance: 1, distance_unit: 'miles' })).toBe('1 mile away');
    expect(cardDistance({ distance: 4, distance_unit: 'miles' })).toBe('4 miles away');
  });

  it('uses the product words for gender and a text glyph for each sign', () => {
    expect(cardGender('Male')).toBe('Man');
    expect(cardGender('Female')).toBe('Woman');
    expect(starsignGlyph('Aries')).toBe('♈\uFE0E');
    expect(starsignGlyph('Pisces')).toBe('♓\uFE0E');
    expect(starsignGlyph('Ophiuchus')).toBeNull();
  });

  it('counts flips and builds the image address', () => {
    expect(flipsText(1)).toBe('1 flip left');
    expect(flipsText(0)).toBe('0 flips left');
    // The dealt cards are already counted: the deck's bar says so.
    expect(flipsAfterDeckText(10)).toBe('10 flips left after these cards');
    expect(flipsAfterDeckText(1)).toBe('1 flip left after these cards');
    expect(cardImageUrl('abc')).toBe('/download?type=AIImage&file=abc.png');
  });
});

describe('refillText', () => {
  it('says when the flips refill, in hours or in the last hour minutes', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(refillText('2026-11-25T00:00:00Z', now)).toBe('Your flips refill in 14 h');
    expect(refillText('2026-11-24T13:10:00Z', now)).toBe('Your flips refill in 4 h');
    expect(refillText('2026-11-24T10:25:00Z', now)).toBe('Your flips refill in 25 min');
    expect(refillText(null, now)).toBeNull();
    expect(refillText('not a date', now)).toBeNull();
  });
});
