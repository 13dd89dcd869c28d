// The Rookery mark (a penguin holding a heart-shaped pebble) and the logo lock-up with the product name.
import { clsx } from 'clsx';

export function RookeryMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <path
        fill="#0b2140"
        d="M24 3.5c-6.9 0-11 5.4-11 11.8v6.2C9.6 25.4 8 30.6 8 35c0 6 7.2 8.8 16 8.8S40 41 40 35c0-4.4-1.6-9.6-5-13.5v-6.2C35 8.9 30.9 3.5 24 3.5Z"
      />
      <path
        fill="#f2f9fd"
        d="M24 17.2c-4.3 0-6.9 3-6.9 6.7 0 2.3-2.9 5.6-2.9 10.6 0 4.9 4.4 6.8 9.8 6.8s9.8-1.9 9.8-6.8c0-5-2.9-8.3-2.9-10.6 0-3.7-2.6-6.7-6.9-6.7Z"
      />
      <circle cx="19.6" cy="12.4" r="2.3" fill="#f2f9fd" />
      <circle cx="28.4" cy="12.4" r="2.3" fill="#f2f9fd" />
      <circle cx="20" cy="12.7" r="1.15" fill="#0b2140" />
      <circle cx="28" cy="12.7" r="1.15" fill="#0b2140" />
      <path fill="#ff7a59" d="M21.2 16.1h5.6L24 20.2Z" />
      <path
        fill="#ff7a59"
        d="M24 35.6s-5-3-5-6.3c0-1.7 1.3-2.9 2.8-2.9 1 0 1.8.5 2.2 1.3.4-.8 1.2-1.3 2.2-1.3 1.5 0 2.8 1.2 2.8 2.9 0 3.3-5 6.3-5 6.3Z"
      />
      <ellipse cx="18.5" cy="44" rx="3.6" ry="1.6" fill="#ff7a59" />
      <ellipse cx="29.5" cy="44" rx="3.6" ry="1.6" fill="#ff7a59" />
    </svg>
  );
}

/** Mark plus the product name; `tone` picks the name's colour for light or dark surfaces. */
export function RookeryLogo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className={clsx(
          'grid size-9 place-items-center rounded-xl',
          tone === 'dark' ? 'bg-ice-100' : 'bg-ice-200',
        )}
      >
        <RookeryMark className="size-7" />
      </span>
      {/* Under 360 px (a small phone, or 200% zoom) the name gives way to the header's buttons: the mark stays. */}
      <span
        className={clsx(
          'font-display text-xl font-bold tracking-tight max-[359px]:sr-only',
          tone === 'dark' ? 'text-ocean-950' : 'text-white',
        )}
      >
        {name}
      </span>
    </span>
  );
}
