// A penguin alone on a small floe, wondering where the page went.
import { RookeryMark } from './rookery-mark.tsx';

export function LostPenguin() {
  return (
    <div className="relative mx-auto h-44 w-60" aria-hidden="true">
      <svg viewBox="0 0 240 70" className="absolute inset-x-0 bottom-0 w-full" aria-hidden="true">
        <path
          d="M18 52c20 6 184 6 204 0"
          fill="none"
          stroke="#c5e6f6"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path
          d="M46 64c16 4 132 4 148 0"
          fill="none"
          stroke="#e2f2fb"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path d="M62 36h116l-10 14H72Z" fill="#9dd3ef" />
        <path d="M56 36l10-9h50l10 5 12-6h36l6 10Z" fill="#f2f9fd" stroke="#c5e6f6" strokeWidth="2" />
      </svg>
      <RookeryMark className="absolute bottom-9 left-1/2 size-28 -translate-x-1/2" />
      <span className="absolute top-0 right-9 font-display text-5xl font-bold text-coral-500 rotate-12">
        ?
      </span>
    </div>
  );
}
