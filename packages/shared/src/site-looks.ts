// The sites' looks (the design tokens of packages/web/src/styles.css): the design tokens of HTML written outside the
// web app (mails, the moderation console, the offline page), each site's icon, theme colour and preview image, and
// the installed app's theme. Kept apart from site.ts so the web app's entry, which names the site, does not carry the
// colours.
import type { SiteKind } from './site.ts';

/**
 * The design tokens (named as in packages/web/src/styles.css, which the web app reads) that HTML written
 * outside the web app uses: the mails, the moderation console, the offline page. `navy` and `harbour` are the two
 * sites' theme colours (the browser's title bar, the mail header).
 */
export const COLOURS = {
  white: '#ffffff',
  navy: '#0b2545',
  harbour: '#0f3b57',
  ocean50: '#f3f7fb',
  ocean100: '#e4edf6',
  ocean200: '#c9d8e8',
  ocean500: '#5b6f89',
  ocean600: '#475a73',
  ocean800: '#12305a',
  ocean950: '#07162b',
  ice100: '#e2f2fb',
  ice500: '#3f9fd3',
  ice600: '#1f77b0',
  coral50: '#fff3ee',
  coral300: '#ff9d7d',
  coral400: '#ff7a59',
  coral700: '#b43815',
  pebble50: '#faf7f2',
  pebble200: '#e4d8c6',
} as const;

export interface SiteLooks {
  /** The favicon (an SVG under packages/web/public). */
  icon: string;
  /** `<meta name="theme-color">` of the site's pages (the /app shell has APP_THEME's instead). */
  themeColor: string;
  /** The link-preview image (1200×630 PNG, scripts/render-og-images.ts). */
  ogImage: string;
}

export const SITE_LOOKS: Record<SiteKind, SiteLooks> = {
  dating: { icon: '/icons/rookery.svg', themeColor: COLOURS.navy, ogImage: '/og/rookery.png' },
  company: { icon: '/icons/icefloe.svg', themeColor: COLOURS.harbour, ogImage: '/og/icefloe.png' },
};

/** The /app backdrop, the design token ocean-950, behind the title bar and splash. */
export const APP_THEME = { themeColor: COLOURS.ocean950, backgroundColor: COLOURS.ocean950 } as const;
