// A "Download on the App Store"-style badge, drawn here, that opens the store in a new tab.
import { clsx } from 'clsx';
import { usePublicConfig } from '../lib/config-context.tsx';

export function StoreBadge({ className }: { className?: string }) {
  const { product, storeUrl } = usePublicConfig();
  return (
    <a
      href={storeUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx('inline-block shrink-0 rounded-[10px] transition-opacity hover:opacity-85', className)}
    >
      <span className="sr-only">Download {product} on the App Store (opens in a new tab)</span>
      <svg viewBox="0 0 132 40" className="h-full w-auto" aria-hidden="true">
        <rect x="0.5" y="0.5" width="131" height="39" rx="8.5" fill="#000" stroke="#a6a6a6" />
        <path
          fill="#fff"
          d="M20 12.5c-1.6 0-2.5.9-3.9.9s-2.3-.9-3.9-.9c-2.3 0-4.2 2-4.2 5.3 0 4 2.6 8.7 4.7 8.7 1.1 0 1.7-.7 3.4-.7s2.2.7 3.4.7c2.1 0 4.7-4.7 4.7-8.7 0-3.3-1.9-5.3-4.2-5.3Zm-3.4-.7c-.1-1.6 1.2-3.3 2.9-3.5.2 1.7-1.3 3.4-2.9 3.5Z"
          transform="translate(2.5 1.5)"
        />
        <text
          x="36"
          y="15.5"
          fill="#fff"
          fontSize="7.5"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
          textLength="60"
          lengthAdjust="spacingAndGlyphs"
        >
          Download on the
        </text>
        <text
          x="35.5"
          y="30.5"
          fill="#fff"
          fontSize="15.5"
          fontWeight="600"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
          textLength="84"
          lengthAdjust="spacingAndGlyphs"
        >
          App Store
        </text>
      </svg>
    </a>
  );
}
