import { describe, expect, it } from 'vitest';
import { isUsUser, kmToMiles, milesToKm, shownDistance, unitFor } from './units.ts';

describe('units', () => {
  it('converts with the RULES.md "Constants and limits" factors and rounds to whole numbers', () => {
    expect(kmToMiles(200)).toBe(124);
    expect(kmToMiles(50)).toBe(31);
    expect(milesToKm(125)).toBe(200);
    expect(milesToKm(31)).toBe(50);
    expect(milesToKm(10)).toBe(16);
  });

  it('keeps a converted distance within 0–200 km', () => {
    expect(milesToKm(130)).toBe(200);
    expect(milesToKm(-3)).toBe(0);
  });

  it('shows whole km or miles and never less than 1', () => {
    expect(shownDistance(0, 'km')).toBe(1);
    expect(shownDistance(0.4, 'km')).toBe(1);
    expect(shownDistance(1.49, 'km')).toBe(1);
    expect(shownDistance(1.5, 'km')).toBe(2);
    expect(shownDistance(42.7, 'km')).toBe(43);
    expect(shownDistance(1, 'miles')).toBe(1);
    expect(shownDistance(10, 'miles')).toBe(6);
    expect(shownDistance(100, 'miles')).toBe(62);
  });

  it('offers miles only to US users', () => {
    expect(isUsUser('US', null)).toBe(true);
    expect(isUsUser('us', 'New Zealand')).toBe(true);
    expect(isUsUser(null, 'United States')).toBe(true);
    expect(isUsUser('NZ', 'New Zealand')).toBe(false);
    expect(isUsUser(null, null)).toBe(false);
    expect(unitFor(true, 'US', null)).toBe('miles');
    expect(unitFor(true, 'NZ', 'New Zealand')).toBe('km');
    expect(unitFor(false, 'US', 'United States')).toBe('km');
  });
});
