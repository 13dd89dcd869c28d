// A tiny picture of each image style (RULES.md "Validation"), so a person can choose by eye: the same
// penguin on its floe drawn three ways.
import type { ImageStyle } from '@rookery/shared/schemas/image-prompt.ts';

export const STYLE_BLURBS: Record<ImageStyle, string> = {
  comic: 'Bold outlines, flat colour and a bit of fun.',
  'fantasy-art': 'Painterly and dreamy, like a storybook cover.',
  'digital-art': 'Smooth, bright and modern, with a soft glow.',
};

function Penguin({ stroke, belly, body }: { stroke: string; belly: string; body: string }) {
  return (
    <g stroke={stroke} strokeWidth="1.5" strokeLinejoin="round">
      <ellipse cx="27.5" cy="53.5" rx="3.5" ry="1.6" fill="#ff9d7d" />
      <ellipse cx="36.5" cy="53.5" rx="3.5" ry="1.6" fill="#ff9d7d" />
      <path d="M22 36c-5 4-6 10-4 14 2-3 4-7 5-11Z" fill={body} />
      <path d="M42 36c5 4 6 10 4 14-2-3-4-7-5-11Z" fill={body} />
      <ellipse cx="32" cy="38" rx="11" ry="16" fill={body} />
      <path
        d="M32 31c-5 0-7.5 5-7.5 10.5S27 52 32 52s7.5-5 7.5-10.5S37 31 32 31Z"
        fill={belly}
        strokeWidth="0"
      />
      <circle cx="28.5" cy="29" r="1.8" fill="#fff" strokeWidth="0" />
      <circle cx="35.5" cy="29" r="1.8" fill="#fff" strokeWidth="0" />
      <circle cx="28.8" cy="29.3" r="0.9" fill="#07162b" strokeWidth="0" />
      <circle cx="35.2" cy="29.3" r="0.9" fill="#07162b" strokeWidth="0" />
      <path d="M29.5 32h5l-2.5 3Z" fill="#ff7a59" strokeWidth="0.8" />
    </g>
  );
}

function ComicSample() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-full">
      <defs>
        <pattern id="comic-dots" width="5" height="5" patternUnits="userSpaceOnUse">
          <circle cx="2.5" cy="2.5" r="1.2" fill="#ffc4ad" />
        </pattern>
      </defs>
      <rect width="64" height="64" fill="#fff3ee" />
      <rect width="64" height="64" fill="url(#comic-dots)" />
      <path d="M40 6h18v11H46l-4 4v-4h-2Z" fill="#fff" stroke="#07162b" strokeWidth="2" />
      <path d="M6 56h52" stroke="#07162b" strokeWidth="3" />
      <Penguin stroke="#07162b" body="#12305a" belly="#fff" />
    </svg>
  );
}

function FantasySample() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-full">
      <defs>
        <linearGradient id="fantasy-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2e1f5e" />
          <stop offset="1" stopColor="#c76b98" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" fill="url(#fantasy-sky)" />
      <circle cx="48" cy="14" r="6" fill="#fff3c4" opacity="0.9" />
      <path d="M0 50l10-10 8 6 10-14 10 12 10-8 16 14v4H0Z" fill="#3b2a6b" opacity="0.8" />
      <circle cx="14" cy="12" r="1" fill="#fff" />
      <circle cx="26" cy="8" r="0.8" fill="#fff" />
      <Penguin stroke="#1d1240" body="#2b1f55" belly="#f7e8ff" />
      <path d="M4 58c16-4 40-4 56 0v6H4Z" fill="#f2f9fd" opacity="0.85" />
    </svg>
  );
}

function DigitalSample() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-full">
      <defs>
        <linearGradient id="digital-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3f9fd3" />
          <stop offset="1" stopColor="#7b5cff" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" fill="url(#digital-sky)" />
      <g stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1">
        <path d="M0 52h64M0 58h64M8 64l10-12M32 64V52M56 64 46 52" />
      </g>
      <circle cx="32" cy="36" r="20" fill="#ffffff" opacity="0.12" />
      <Penguin stroke="#e2f2fb" body="#0b2140" belly="#c5e6f6" />
    </svg>
  );
}

export function StyleSample({ style }: { style: ImageStyle }) {
  if (style === 'comic') return <ComicSample />;
  if (style === 'fantasy-art') return <FantasySample />;
  return <DigitalSample />;
}
