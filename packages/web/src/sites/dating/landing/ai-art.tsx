// An example "AI-generated" profile image: a lake at dusk with two penguins and a pebble.
const stars = [
  [40, 30],
  [92, 58],
  [150, 22],
  [214, 48],
  [262, 18],
  [330, 40],
  [372, 70],
  [120, 88],
  [300, 96],
] as const;

export function AiArt() {
  return (
    <svg viewBox="0 0 400 300" className="block h-full w-full" aria-hidden="true">
      <defs>
        <linearGradient id="ai-art-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2140" />
          <stop offset="0.55" stopColor="#1b5f8e" />
          <stop offset="0.85" stopColor="#ff9d7d" />
        </linearGradient>
        <linearGradient id="ai-art-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff9d7d" stopOpacity="0.7" />
          <stop offset="1" stopColor="#0b2140" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="url(#ai-art-sky)" />
      {stars.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="#f2f9fd" opacity="0.85" />
      ))}
      <circle cx="318" cy="92" r="22" fill="#fff3ee" opacity="0.95" />
      <path d="M0 200 70 128l46 40 62-74 74 84 44-36 104 58v10H0Z" fill="#2e4463" />
      <path d="M178 94l20 23-14-4-10 12-8-9Z" fill="#e2f2fb" opacity="0.8" />
      <path d="M0 208 90 164l60 30 70-40 86 46 94-22v22H0Z" fill="#12305a" />
      <rect y="206" width="400" height="94" fill="url(#ai-art-lake)" />
      <path
        d="M60 232h90M210 246h120M120 262h80"
        stroke="#ffc4ad"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.5"
      />
      <path d="M0 276c60-10 140-12 220-6s140 6 180 0v30H0Z" fill="#07162b" />
      <g fill="#07162b">
        <path d="M150 276c0-14 4-24 10-24s10 10 10 24Z" />
        <circle cx="160" cy="248" r="6" />
        <path d="M186 276c0-12 3-20 8-20s8 8 8 20Z" />
        <circle cx="194" cy="253" r="5" />
      </g>
      <path d="M166 248l5 1.5-5 1.5Z M188 253l-4 1.2 4 1.2Z" fill="#ff7a59" />
      <ellipse cx="177" cy="275" rx="4.5" ry="3" fill="#cdbb9f" />
    </svg>
  );
}
