// The pebble balance as the menu and the store show it: a small pebble and the number, the word after it.
import { clsx } from 'clsx';

export function PebbleGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden>
      <path
        d="M4.5 14.5c0-4.6 3.6-8.5 8.2-8.5 4 0 6.8 3 6.8 6.8 0 4-3.4 6.7-7.6 6.7-4.3 0-7.4-1.7-7.4-5Z"
        fill="currentColor"
      />
      <path
        d="M9 10.5c.8-1.3 2-2 3.4-2.2"
        stroke="white"
        strokeOpacity=".55"
        strokeWidth="1.5"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function PebbleCount({
  pebbles,
  tone = 'light',
}: {
  /** Undefined while the balance loads: a placeholder keeps the width so nothing shifts. */
  pebbles: number | undefined;
  tone?: 'light' | 'dark';
}) {
  return (
    <p
      className={clsx(
        'inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-bold',
        tone === 'dark' ? 'bg-white/10 text-white' : 'bg-pebble-100 text-pebble-700',
      )}
    >
      <PebbleGlyph className={clsx('size-5', tone === 'dark' ? 'text-pebble-300' : 'text-pebble-500')} />
      <span className="tabular-nums">
        {pebbles ?? '–'} {pebbles === 1 ? 'pebble' : 'pebbles'}
      </span>
    </p>
  );
}
