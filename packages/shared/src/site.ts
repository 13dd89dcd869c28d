// Which site a hostname shows (PRODUCT.md "Names"), the public configuration the server hands to the web app, and
// the sites' looks: titles, icons, theme colours and the design tokens of HTML written outside the web app.

export type SiteKind = 'dating' | 'company';

export interface SiteMarkers {
  dating: string;
  company: string;
}

/** What the browser may know about the deployment; the server embeds it in every page. */
export interface PublicConfig {
  site: SiteKind;
  product: string;
  company: string;
  markers: SiteMarkers;
  supportEmail: string;
  pressEmail: string;
  storeUrl: string;
  /** The PeerJS server's key (calls.ts peerOptions); absent means CALLS.defaultKey. */
  peerjsKey?: string;
}

export const DEFAULT_MARKERS: SiteMarkers = { dating: 'rookery', company: 'icefloe' };

/**
 * Host contains the dating marker → dating; contains the company marker, or is localhost → company;
 * anything else (127.0.0.1, a custom domain) → dating.
 */
export function siteForHost(host: string, markers: SiteMarkers = DEFAULT_MARKERS): SiteKind {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name.includes(markers.dating.toLowerCase())) return 'dating';
  if (name.includes(markers.company.toLowerCase()) || name === 'localhost') return 'company';
  return 'dating';
}

/** The configured names (PRODUCT.md "Names"): the dating product and the company that makes it. */
export interface SiteNames {
  product: string;
  company: string;
}

/** The document title: "Safe Dating · Rookery", or the site's own title on its home page and the app shell. */
export function siteTitle(site: SiteKind, pageTitle: string | undefined, names: SiteNames): string {
  const name = site === 'dating' ? names.product : names.company;
  if (pageTitle) return `${pageTitle} · ${name}`;
  return site === 'dating' ? `${names.product} — personality before photos` : names.company;
}

/** The name of the meta tag that carries the JSON of PublicConfig. */
export const CONFIG_META_NAME = 'rookery-config';

/**
 * The design tokens (DESIGN.md; named as in packages/web/src/styles.css, which the web app reads) that HTML written
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
