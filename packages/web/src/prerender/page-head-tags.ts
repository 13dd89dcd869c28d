// The <head> tags of a prerendered page: title, description, canonical address, social previews, icon and the
// modulepreload links that fetch the site's code in parallel with the entry (no waterfall before hydration).
import { ORIGIN_SLOT } from '@rookery/shared/prerender.ts';
import type { SiteKind } from '@rookery/shared/site.ts';

export const SITE_LOOKS: Record<SiteKind, { icon: string; themeColor: string; ogImage: string }> = {
  dating: { icon: '/icons/rookery.svg', themeColor: '#0b2545', ogImage: '/og/rookery.png' },
  company: { icon: '/icons/icefloe.svg', themeColor: '#0f3b57', ogImage: '/og/icefloe.png' },
};

/** Escapes text for an attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface HeadOptions {
  site: SiteKind;
  /** The page's path, or null for the not-found page (it is not indexed and has no canonical address). */
  path: string | null;
  title: string;
  description: string;
  /** The name shown as og:site_name. */
  siteName: string;
  preloads: readonly string[];
  stylesheets: readonly string[];
}

export function pageHeadTags(options: HeadOptions): string {
  const { site, path, title, description, siteName } = options;
  const look = SITE_LOOKS[site];
  const attr = escapeHtml;
  // The origin is not known at build time (one build serves any domain); the server writes it per request.
  const url = path === null ? null : `${ORIGIN_SLOT}${path}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(description)}" />`,
    url ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${attr(siteName)}" />`,
    `<meta property="og:title" content="${attr(title)}" />`,
    `<meta property="og:description" content="${attr(description)}" />`,
    url ? `<meta property="og:url" content="${url}" />` : '',
    `<meta property="og:image" content="${ORIGIN_SLOT}${look.ogImage}" />`,
    '<meta property="og:image:type" content="image/png" />',
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${attr(`${siteName}: ${description}`)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<link rel="icon" type="image/svg+xml" href="${look.icon}" />`,
    `<meta name="theme-color" content="${look.themeColor}" />`,
    ...options.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}" />`),
    ...options.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}" />`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
