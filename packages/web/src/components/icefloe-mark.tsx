// The Icefloe Labs mark (an ice floe at sunrise) and the logo lock-up with the company name.
import { clsx } from 'clsx';

export function IcefloeMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="48" height="48" rx="12" fill="#0b2140" />
      <circle cx="34.5" cy="14.5" r="5" fill="#ff7a59" />
      <path fill="#3f9fd3" opacity="0.55" d="M9 29h30l-5.5 8.5L22 40.5l-9-3.5Z" />
      <path fill="#f2f9fd" d="M7 29l5-9.5 7.5-3 5 4.5 6-3.5L41 26l-1 3Z" />
      <path fill="#c5e6f6" d="M19.5 16.5l5 4.5-3.5 8H12l0 0Z" />
      <path fill="#9dd3ef" d="M30.5 17.5 41 26l-1 3h-8.5Z" />
      <path fill="none" stroke="#6cbbe4" strokeLinecap="round" strokeWidth="1.6" d="M5.5 29h37" />
    </svg>
  );
}

/** Mark plus the company name; `tone` picks the name's colour for light or dark surfaces. */
export function IcefloeLogo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <IcefloeMark className={clsx('size-9 rounded-[9px]', tone === 'light' && 'ring-1 ring-white/25')} />
      <span
        className={clsx(
          'font-display text-lg font-bold tracking-tight',
          tone === 'dark' ? 'text-ocean-950' : 'text-white',
        )}
      >
        {name}
      </span>
    </span>
  );
}
