import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  CHART,
  type ChartRow,
  likeness,
  personalityChart,
  rowText,
  xOf,
} from './personality-geometry.ts';

const them = { introvert: 0, planner: 10, explorer: 5, earlybird: 7, sweet: 3 };
const you = { introvert: 0, planner: 2, explorer: 5, earlybird: 9, sweet: 3 };

describe('personality picture', () => {
  it('puts 0 and 10 at the ends of the line and 5 in the middle', () => {
    expect(xOf(0)).toBe(CHART.inset);
    expect(xOf(10)).toBe(CHART.width - CHART.inset);
    expect(xOf(5)).toBe(CHART.width / 2);
    // Out-of-range or missing values never leave the line.
    expect(xOf(14)).toBe(xOf(10));
    expect(xOf(-3)).toBe(xOf(0));
  });

  it('draws five rows in SPEC order, one below the other, with both markers', () => {
    const chart = personalityChart(them, you);
    expect(chart.rows.map((row) => `${row.low}-${row.high}`)).toEqual([
      'Introvert-Extrovert',
      'Planner-Spontaneous',
      'Homebody-Explorer',
      'Early Bird-Night Owl',
      'Sweet-Sarcastic',
    ]);
    const ys = chart.rows.map((row) => row.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(chart.height).toBeGreaterThan(ys.at(-1) ?? 0);
    expect(chart.rows[1]?.them.x).toBeGreaterThan(chart.rows[1]?.you?.x ?? Number.POSITIVE_INFINITY);
    expect(chart.rows[0]?.them.x).toBe(chart.rows[0]?.you?.x);
  });

  it('has no viewer markers when there is nobody to compare with', () => {
    expect(personalityChart(them, null).rows.every((row) => row.you === null)).toBe(true);
  });

  it('anchors labels inwards at the ends so they stay inside the picture', () => {
    expect(anchorOf(0)).toBe('start');
    expect(anchorOf(1)).toBe('start');
    expect(anchorOf(5)).toBe('middle');
    expect(anchorOf(9)).toBe('end');
    expect(anchorOf(10)).toBe('end');
  });

  it('scores likeness from 100 (same answers) to 0 (opposite ends everywhere)', () => {
    expect(likeness(them, them)).toBe(100);
    const zeros = { introvert: 0, planner: 0, explorer: 0, earlybird: 0, sweet: 0 };
    const tens = { introvert: 10, planner: 10, explorer: 10, earlybird: 10, sweet: 10 };
    expect(likeness(zeros, tens)).toBe(0);
    // gaps 0, 8, 0, 2, 0: √68 ≈ 8.25 of √500 ≈ 22.36
    expect(likeness(them, you)).toBe(63);
  });

  it('says each row in words', () => {
    const chart = personalityChart(them, you);
    expect(rowText(chart.rows[1] as ChartRow, 'Pip')).toBe('Planner to Spontaneous: you 2, Pip 10 (of 10)');
    const alone = personalityChart(them, null);
    expect(rowText(alone.rows[3] as ChartRow, 'Pip')).toBe('Early Bird to Night Owl: 7 of 10');
  });
});
