// The five personality sliders as one picture: each low–high scale as a line, the viewer's marker
// ('You', coral) above it and the viewed person's (ice) below, so differences show at a glance. Screen readers
// get the same facts as a list; the picture itself is hidden from them.
import { useId } from 'react';
import {
  CHART,
  type Chart,
  likeness,
  type Marker,
  personalityChart,
  rowText,
  type Sliders,
} from './personality-geometry.ts';

interface PersonalityPictureProps {
  name: string;
  them: Partial<Sliders>;
  /** The viewer's own sliders; null on one's own profile. */
  you: Partial<Sliders> | null;
}

const MARKER_RADIUS = 8;

function MarkerMark({
  marker,
  y,
  label,
  side,
  tone,
}: {
  marker: Marker;
  y: number;
  label: string;
  side: 'above' | 'below' | 'on';
  tone: 'you' | 'them';
}) {
  const cy = side === 'above' ? y - 11 : side === 'below' ? y + 11 : y;
  const textY = side === 'below' ? cy + 22 : cy - 13;
  return (
    <g>
      <circle
        cx={marker.x}
        cy={cy}
        r={MARKER_RADIUS}
        className={tone === 'you' ? 'fill-coral-400 stroke-white' : 'fill-ice-600 stroke-white'}
        strokeWidth={2.5}
      />
      <text
        x={marker.x}
        y={textY}
        textAnchor={marker.anchor}
        className={tone === 'you' ? 'fill-coral-700' : 'fill-ice-700'}
        fontSize={12}
        fontWeight={700}
      >
        {label}
      </text>
    </g>
  );
}

function ChartSvg({ chart, name }: { chart: Chart; name: string }) {
  const shortName = name.length > 14 ? `${name.slice(0, 13)}…` : name;
  return (
    <svg
      viewBox={`0 0 ${CHART.width} ${chart.height}`}
      className="h-auto w-full"
      aria-hidden
      focusable="false"
    >
      {chart.rows.map((row) => (
        <g key={row.key}>
          <text x={chart.lineStart} y={row.y - 38} fontSize={12} className="fill-ocean-600" fontWeight={600}>
            {row.low}
          </text>
          <text
            x={chart.lineEnd}
            y={row.y - 38}
            fontSize={12}
            textAnchor="end"
            className="fill-ocean-600"
            fontWeight={600}
          >
            {row.high}
          </text>
          <line
            x1={chart.lineStart}
            x2={chart.lineEnd}
            y1={row.y}
            y2={row.y}
            className="stroke-ocean-100"
            strokeWidth={6}
            strokeLinecap="round"
          />
          {[0, 5, 10].map((tick) => (
            <circle
              key={tick}
              cx={chart.lineStart + ((chart.lineEnd - chart.lineStart) * tick) / 10}
              cy={row.y}
              r={2}
              className="fill-ocean-300"
            />
          ))}
          {row.you ? (
            <line
              x1={row.you.x}
              x2={row.them.x}
              y1={row.y}
              y2={row.y}
              className="stroke-coral-200"
              strokeWidth={6}
              strokeLinecap="round"
            />
          ) : null}
          {row.you ? <MarkerMark marker={row.you} y={row.y} label="You" side="above" tone="you" /> : null}
          <MarkerMark
            marker={row.them}
            y={row.y}
            label={row.you ? shortName : `${row.them.value}`}
            side={row.you ? 'below' : 'on'}
            tone="them"
          />
        </g>
      ))}
    </svg>
  );
}

export function PersonalityPicture({ name, them, you }: PersonalityPictureProps) {
  const titleId = useId();
  const chart = personalityChart(them, you);
  const alike = you ? likeness(you, them) : null;
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-ocean-50/70 p-5 ring-1 ring-ocean-100">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-ocean-950">
          Personality
        </h2>
        {alike !== null ? (
          <p className="text-sm font-semibold text-ocean-700">
            <span className="text-coral-700">{alike}%</span> alike
          </p>
        ) : null}
      </div>
      {you ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ocean-600" aria-hidden>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-full bg-coral-400" /> You
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-full bg-ice-600" /> {name}
          </span>
        </p>
      ) : null}
      <div className="mt-3">
        <ChartSvg chart={chart} name={name} />
      </div>
      <ul className="sr-only">
        {chart.rows.map((row) => (
          <li key={row.key}>{rowText(row, name)}</li>
        ))}
      </ul>
    </section>
  );
}
