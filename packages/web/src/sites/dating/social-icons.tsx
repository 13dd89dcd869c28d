// Simplified glyphs of the social networks, drawn on a 24-unit grid in currentColor.
import type { ReactNode } from 'react';

export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok' | 'x' | 'youtube' | 'linkedin';

const glyphs: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.4-1.6 1.7-1.6h1.4V4.3c-.3 0-1.2-.1-2.3-.1-2.4 0-3.8 1.4-3.8 4v2.3H8.9v3h2.6V21Z"
    />
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M16.2 3h-3.1v12.3a2.7 2.7 0 1 1-2.7-2.7c.3 0 .5 0 .8.1V9.5a5.9 5.9 0 1 0 5 5.8V9.1a7.6 7.6 0 0 0 4.3 1.4V7.4A4.4 4.4 0 0 1 16.2 3Z"
    />
  ),
  x: (
    <path
      fill="currentColor"
      d="M17.2 3.5h2.9l-6.3 7.2 7.4 9.8h-5.8l-4.5-5.9-5.2 5.9H2.8l6.7-7.7-7.1-9.3h5.9l4.1 5.4Zm-1 15.3h1.6L7.4 5.1H5.6Z"
    />
  ),
  youtube: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z"
    />
  ),
  linkedin: (
    <path
      fill="currentColor"
      d="M6.9 20H3.4V9h3.5Zm-1.8-12.5a2 2 0 1 1 0-4 2 2 0 0 1 0 4ZM20.6 20h-3.5v-5.4c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9.8V9h3.3v1.5h.1a3.7 3.7 0 0 1 3.3-1.8c3.5 0 4.1 2.3 4.1 5.3Z"
    />
  ),
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      {glyphs[network]}
    </svg>
  );
}
