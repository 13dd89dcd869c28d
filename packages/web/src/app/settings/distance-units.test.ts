import { describe, expect, it } from 'vitest';
import { distanceLabel, kmFromSlider, settingsUnit, sliderMax, sliderValue } from './distance-units.ts';

describe('settings distance in the shown unit', () => {
  it('runs 0–200 km or 0–125 miles', () => {
    expect(sliderMax('km')).toBe(200);
    expect(sliderMax('miles')).toBe(125);
  });

  it('shows km as stored and converts to miles with 0.621371, rounded', () => {
    expect(sliderValue(50, 'km')).toBe(50);
    expect(sliderValue(50, 'miles')).toBe(31); // 31.07
    expect(sliderValue(200, 'miles')).toBe(124); // 124.27
    expect(sliderValue(1, 'miles')).toBe(1);
  });

  it('stores km from miles with 1.60934, rounded, never past 200 km', () => {
    expect(kmFromSlider(31, 'miles')).toBe(50); // 49.89
    expect(kmFromSlider(125, 'miles')).toBe(200); // 201.17 is past the limit
    expect(kmFromSlider(0, 'miles')).toBe(0);
    expect(kmFromSlider(137, 'km')).toBe(137);
  });

  it('gives back the same miles after a save and a reload, for every position below the top', () => {
    for (let miles = 0; miles < 125; miles += 1) {
      expect(sliderValue(kmFromSlider(miles, 'miles'), 'miles')).toBe(miles);
    }
  });

  it('labels the value with its unit', () => {
    expect(distanceLabel(80, 'km')).toBe('80 km');
    expect(distanceLabel(1, 'miles')).toBe('1 mile');
    expect(distanceLabel(40, 'miles')).toBe('40 miles');
  });

  it('shows miles only to US users who chose them', () => {
    expect(settingsUnit({ gps_in_miles: 1, device_country: 'US', country: null })).toBe('miles');
    expect(settingsUnit({ gps_in_miles: 1, device_country: 'NZ', country: 'United States' })).toBe('miles');
    expect(settingsUnit({ gps_in_miles: 1, device_country: 'NZ', country: 'New Zealand' })).toBe('km');
    expect(settingsUnit({ gps_in_miles: 0, device_country: 'US', country: 'United States' })).toBe('km');
  });
});
