// The three penguin mascots, drawn in the style of the logo mark (same body, flat fills, the site's palette).
import type { ReactNode } from 'react';

const BODY =
  'M24 3.5c-6.9 0-11 5.4-11 11.8v6.2C9.6 25.4 8 30.6 8 35c0 6 7.2 8.8 16 8.8S40 41 40 35c0-4.4-1.6-9.6-5-13.5v-6.2C35 8.9 30.9 3.5 24 3.5Z';
const BELLY =
  'M24 17.2c-4.3 0-6.9 3-6.9 6.7 0 2.3-2.9 5.6-2.9 10.6 0 4.9 4.4 6.8 9.8 6.8s9.8-1.9 9.8-6.8c0-5-2.9-8.3-2.9-10.6 0-3.7-2.6-6.7-6.9-6.7Z';

interface PenguinProps {
  body: string;
  beak: string;
  feet: string;
  iris?: string;
  /** Drawn behind the body (a crest, a scarf's tail). */
  behind?: ReactNode;
  /** Drawn in front of the belly (what the penguin holds). */
  holding?: ReactNode;
  className?: string;
}

function Penguin({ body, beak, feet, iris = '#0b2140', behind, holding, className }: PenguinProps) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      {behind}
      <path fill={body} d={BODY} />
      <path fill="#f2f9fd" d={BELLY} />
      <circle cx="19.6" cy="12.4" r="2.3" fill="#f2f9fd" />
      <circle cx="28.4" cy="12.4" r="2.3" fill="#f2f9fd" />
      <circle cx="20" cy="12.7" r="1.15" fill={iris} />
      <circle cx="28" cy="12.7" r="1.15" fill={iris} />
      <path fill={beak} d="M21.2 16.1h5.6L24 20.2Z" />
      {holding}
      <ellipse cx="18.5" cy="44" rx="3.6" ry="1.6" fill={feet} />
      <ellipse cx="29.5" cy="44" rx="3.6" ry="1.6" fill={feet} />
    </svg>
  );
}

/** Pip, the penguin of the logo, with the heart-shaped pebble it saves for someone special. */
export function PipPenguin({ className }: { className?: string }) {
  return (
    <Penguin
      className={className}
      body="#0b2140"
      beak="#ff7a59"
      feet="#ff7a59"
      holding={
        <path
          fill="#ff7a59"
          d="M24 35.6s-5-3-5-6.3c0-1.7 1.3-2.9 2.8-2.9 1 0 1.8.5 2.2 1.3.4-.8 1.2-1.3 2.2-1.3 1.5 0 2.8 1.2 2.8 2.9 0 3.3-5 6.3-5 6.3Z"
        />
      }
    />
  );
}

/** Kora, a little blue penguin (kororā) from New Zealand, who keeps a lifebuoy handy for everyone. */
export function KoraPenguin({ className }: { className?: string }) {
  return (
    <Penguin
      className={className}
      body="#1f77b0"
      beak="#2e4463"
      feet="#ffc4ad"
      holding={
        <g>
          <circle cx="24" cy="31.5" r="6" fill="none" stroke="#ff7a59" strokeWidth="3" />
          <path d="M24 25.5v2.6M24 34.9v2.6M18 31.5h2.6M27.4 31.5H30" stroke="#f2f9fd" strokeWidth="3.2" />
        </g>
      }
    />
  );
}

/** Rocky, a rockhopper with a sunrise crest, who would rather write you a long message than make small talk. */
export function RockyPenguin({ className }: { className?: string }) {
  return (
    <Penguin
      className={className}
      body="#12305a"
      beak="#ff7a59"
      feet="#ff9d7d"
      iris="#d9481f"
      behind={
        <g fill="none" stroke="#ff9d7d" strokeWidth="1.6" strokeLinecap="round">
          <path d="M17.6 10.2 11 6.5M17.2 11.4l-7.4-1.2M18 9.2l-4.8-5.4" />
          <path d="M30.4 10.2 37 6.5M30.8 11.4l7.4-1.2M30 9.2l4.8-5.4" />
        </g>
      }
      holding={
        <g>
          <path
            d="M16.5 27.5 24 29.2l7.5-1.7v8.6L24 37.8l-7.5-1.7Z"
            fill="#f2ece2"
            stroke="#8e7a5b"
            strokeWidth="0.9"
          />
          <path d="M24 29.2v8.6" stroke="#8e7a5b" strokeWidth="0.9" />
          <path
            d="M18.5 30.6l3.8.9M18.5 32.8l3.8.9M25.7 31.5l3.8-.9M25.7 33.7l3.8-.9"
            stroke="#b09a78"
            strokeWidth="0.7"
          />
        </g>
      }
    />
  );
}
