// Three example AI images, one per image style (RULES.md "Validation": comic, fantasy-art, digital-art), all telling
// the same little story: a penguin who loves the sea, drawn three ways.

/** Comic: bold outlines, halftone dots and a speech bubble. */
export function ComicSample() {
  return (
    <svg viewBox="0 0 240 180" className="block h-full w-full" aria-hidden="true">
      <defs>
        <pattern id="comic-dots" width="8" height="8" patternUnits="userSpaceOnUse">
          <circle cx="4" cy="4" r="1.7" fill="#ff9d7d" />
        </pattern>
      </defs>
      <rect width="240" height="180" fill="#fff3ee" />
      <rect width="240" height="180" fill="url(#comic-dots)" opacity="0.6" />
      <path
        d="M0 128c30-10 60-10 90 0s60 10 90 0 45-8 60-4v56H0Z"
        fill="#6cbbe4"
        stroke="#07162b"
        strokeWidth="4"
      />
      <path
        d="M20 148c18-6 36-6 54 0M120 156c18-6 36-6 54 0"
        stroke="#f2f9fd"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <g stroke="#07162b" strokeWidth="4" strokeLinejoin="round">
        <path d="M70 132c0-30 8-52 24-52s24 22 24 52Z" fill="#0b2140" />
        <path d="M82 132c0-20 5-34 12-34s12 14 12 34Z" fill="#f2f9fd" />
        <path d="M112 70l16 4-16 5Z" fill="#ff7a59" />
      </g>
      <circle cx="94" cy="72" r="17" fill="#0b2140" stroke="#07162b" strokeWidth="4" />
      <circle cx="101" cy="69" r="4" fill="#f2f9fd" />
      <circle cx="102" cy="69" r="2" fill="#07162b" />
      <path
        d="M138 26h86a8 8 0 0 1 8 8v34a8 8 0 0 1-8 8h-58l-18 16 4-16h-14a8 8 0 0 1-8-8V34a8 8 0 0 1 8-8Z"
        fill="#fff"
        stroke="#07162b"
        strokeWidth="4"
      />
      <path d="M156 44h56M156 58h38" stroke="#07162b" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M30 30l8 14 14-6-6 14 12 8-16 2 2 16-10-12-12 8 4-16-14-6 16-4Z"
        fill="#ff7a59"
        stroke="#07162b"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Fantasy art: an ice castle under the aurora, a lone traveller on the floe. */
export function FantasySample() {
  return (
    <svg viewBox="0 0 240 180" className="block h-full w-full" aria-hidden="true">
      <defs>
        <linearGradient id="fantasy-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#07162b" />
          <stop offset="1" stopColor="#12305a" />
        </linearGradient>
        <linearGradient id="fantasy-aurora" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#6cbbe4" stopOpacity="0" />
          <stop offset="0.5" stopColor="#9dd3ef" stopOpacity="0.75" />
          <stop offset="1" stopColor="#ff9d7d" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="240" height="180" fill="url(#fantasy-sky)" />
      <path
        d="M-10 60C40 20 90 70 140 36s90-10 110-26v26C220 56 170 40 130 66S40 70-10 90Z"
        fill="url(#fantasy-aurora)"
      />
      <circle cx="196" cy="32" r="12" fill="#fff3ee" />
      <circle cx="190" cy="28" r="12" fill="#07162b" opacity="0.9" />
      {[
        [24, 20],
        [70, 14],
        [120, 22],
        [160, 60],
        [226, 66],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill="#f2f9fd" />
      ))}
      <g fill="#c5e6f6">
        <path d="M128 128V74l8-16 8 16v54Z" />
        <path d="M150 128V88l6-12 6 12v40Z" />
        <path d="M110 128V92l6-12 6 12v36Z" />
        <path d="M104 128h64v-20h-64Z" />
      </g>
      <path d="M132 84h8v10h-8ZM113 100h6v8h-6Z" fill="#ff9d7d" />
      <path d="M0 140c40-14 90-18 140-12s80 8 100 2v50H0Z" fill="#1b5f8e" />
      <path d="M30 138h110l-10 10H42Z" fill="#e2f2fb" />
      <g transform="translate(66 112)">
        <path d="M0 26c0-14 3-22 8-22s8 8 8 22Z" fill="#0b2140" />
        <circle cx="8" cy="5" r="5" fill="#0b2140" />
        <path d="M12 4l5 1.5-5 1.5Z" fill="#ff7a59" />
        <path d="M-4 26V2" stroke="#cdbb9f" strokeWidth="2" strokeLinecap="round" />
        <circle cx="-4" cy="1" r="2.5" fill="#ff9d7d" />
      </g>
    </svg>
  );
}

/** Digital art: a neon horizon, a glowing grid sea and a penguin in silhouette. */
export function DigitalSample() {
  return (
    <svg viewBox="0 0 240 180" className="block h-full w-full" aria-hidden="true">
      <defs>
        <linearGradient id="digital-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2140" />
          <stop offset="0.7" stopColor="#1f77b0" />
          <stop offset="1" stopColor="#ff7a59" />
        </linearGradient>
        <linearGradient id="digital-sun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffc4ad" />
          <stop offset="1" stopColor="#f2603b" />
        </linearGradient>
      </defs>
      <rect width="240" height="180" fill="url(#digital-sky)" />
      <circle cx="120" cy="96" r="40" fill="url(#digital-sun)" />
      <path d="M80 84h80M82 94h76M86 103h68M92 111h56" stroke="#0b2140" strokeWidth="3" opacity="0.55" />
      <rect y="112" width="240" height="68" fill="#07162b" />
      <g stroke="#6cbbe4" strokeWidth="1.2" opacity="0.8">
        <path d="M0 120h240M0 130h240M0 144h240M0 162h240" />
        <path d="M120 112v68M100 112 60 180M140 112l40 68M80 112 0 170M160 112l80 58" />
      </g>
      <g transform="translate(150 62)" fill="#07162b">
        <path d="M0 50c0-26 7-42 18-42s18 16 18 42Z" />
        <circle cx="18" cy="9" r="10" />
        <path d="M27 8l9 2.5-9 2.5Z" fill="#ff9d7d" />
      </g>
      <path d="M168 71h1" stroke="#9dd3ef" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
