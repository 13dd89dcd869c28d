// The personality picture of the profile view: the five sliders of RULES.md "Entities" as five low–high scales, with
// the viewer's marker above each line and the viewed person's below it, so equal answers never hide each other. Pure
// geometry and words, so the picture and its text alternative always say the same thing.
import { PERSONALITY_SLIDERS, type PersonalityKey } from '@rookery/shared/domain/personality.ts';

export type Sliders = Record<PersonalityKey, number>;

export const SLIDER_MAX = 10;

export const CHART = {
  width: 340,
  /** Room at each end so a marker's label at 0 or 10 stays inside the picture. */
  inset: 14,
  rowHeight: 92,
  /** Where the line sits within a row (the scale's words are above it, the markers around it). */
  lineOffset: 50,
  /** Rows with one marker (on the line) need no room below the line. */
  singleRowHeight: 66,
} as const;

export type LabelAnchor = 'start' | 'middle' | 'end';

export interface Marker {
  value: number;
  x: number;
  /** Text anchor of the marker's label: pulled inwards near the ends so it is never cut off. */
  anchor: LabelAnchor;
}

export interface ChartRow {
  key: PersonalityKey;
  low: string;
  high: string;
  /** The y of the row's line. */
  y: number;
  them: Marker;
  you: Marker | null;
}

export interface Chart {
  height: number;
  lineStart: number;
  lineEnd: number;
  rows: ChartRow[];
}

/** 0–10; anything else (a missing slider) reads as the default middle. */
function clampValue(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return 5;
  return Math.min(SLIDER_MAX, Math.max(0, Math.round(value)));
}

export function xOf(value: number): number {
  const span = CHART.width - 2 * CHART.inset;
  return CHART.inset + (clampValue(value) / SLIDER_MAX) * span;
}

/** Labels near an end are anchored to that end, so a name like 'Christabel' still fits. */
export function anchorOf(value: number): LabelAnchor {
  const v = clampValue(value);
  if (v <= 1) return 'start';
  if (v >= SLIDER_MAX - 1) return 'end';
  return 'middle';
}

function marker(value: number | undefined): Marker {
  const v = clampValue(value);
  return { value: v, x: xOf(v), anchor: anchorOf(v) };
}

/** `viewer` is null when there is nobody to compare with (one's own profile, or the viewer's is unknown). */
export function personalityChart(them: Partial<Sliders>, viewer: Partial<Sliders> | null): Chart {
  const rowHeight = viewer ? CHART.rowHeight : CHART.singleRowHeight;
  const rows = PERSONALITY_SLIDERS.map(
    (slider, index): ChartRow => ({
      key: slider.key,
      low: slider.low,
      high: slider.high,
      y: index * rowHeight + CHART.lineOffset,
      them: marker(them[slider.key]),
      you: viewer ? marker(viewer[slider.key]) : null,
    }),
  );
  return {
    height: (PERSONALITY_SLIDERS.length - 1) * rowHeight + CHART.lineOffset + (viewer ? 42 : 16),
    lineStart: CHART.inset,
    lineEnd: CHART.width - CHART.inset,
    rows,
  };
}

/** How alike two people are, 0–100 %: 100 less the distance between their five answers as a share of the most. */
export function likeness(a: Partial<Sliders>, b: Partial<Sliders>): number {
  const squares = PERSONALITY_SLIDERS.reduce((sum, { key }) => {
    const gap = clampValue(a[key]) - clampValue(b[key]);
    return sum + gap * gap;
  }, 0);
  const farthest = Math.sqrt(PERSONALITY_SLIDERS.length * SLIDER_MAX * SLIDER_MAX);
  return Math.round(100 * (1 - Math.sqrt(squares) / farthest));
}

/** One row in words, for screen readers: 'Introvert to Extrovert: you 3, Pip 7'. */
export function rowText(row: ChartRow, name: string): string {
  const scale = `${row.low} to ${row.high}`;
  if (!row.you) return `${scale}: ${row.them.value} of ${SLIDER_MAX}`;
  return `${scale}: you ${row.you.value}, ${name} ${row.them.value} (of ${SLIDER_MAX})`;
}
