// Decorative ice floes drifting at sunrise, for the company hero.
export function FloeScene({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="floe-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c5e6f6" />
          <stop offset="1" stopColor="#6cbbe4" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="40" fill="#e2f2fb" />
      <circle cx="360" cy="112" r="46" fill="#ff9d7d" />
      <circle cx="360" cy="112" r="70" fill="#ffc4ad" opacity="0.45" />
      <path d="M0 190h480v130a40 40 0 0 1-40 40H40a40 40 0 0 1-40-40Z" fill="url(#floe-sea)" />
      <path d="M70 190l30-52 60-20 34 30 44-26 72 68Z" fill="#fff" />
      <path d="M160 118l34 30-22 42h-72Z" fill="#e2f2fb" />
      <path d="M238 122l72 68h-58Z" fill="#c5e6f6" />
      <path d="M84 190h218l-30 46-92 14-70-22Z" fill="#3f9fd3" opacity="0.45" />
      <path d="M330 214l24-18 48 6 26 16Z" fill="#fff" />
      <path d="M336 214h88l-16 18h-56Z" fill="#3f9fd3" opacity="0.4" />
      <path
        d="M40 292c40-8 80-8 120 0M300 300c40-8 80-8 120 0M180 326c30-6 60-6 90 0"
        stroke="#f2f9fd"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
        opacity="0.8"
      />
      <g transform="translate(196 148)">
        <path d="M0 42c0-22 6-38 16-38s16 16 16 38Z" fill="#0b2140" />
        <circle cx="16" cy="8" r="9" fill="#0b2140" />
        <path d="M9 42c0-14 3-24 7-24s7 10 7 24Z" fill="#f2f9fd" />
        <path d="M22 7l8 2-8 2Z" fill="#ff7a59" />
      </g>
    </svg>
  );
}
