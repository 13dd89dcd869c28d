// HTML written by hand, on both sides: escaping text, and the <head> tags of a site's page (title, description,
// icon, theme colour; for a prerendered page also its canonical address, social previews and preload links).
import { ORIGIN_SLOT } from './prerender.ts';
import type { SiteKind } from './site.ts';
import { SITE_LOOKS } from './site-looks.ts';

/** Escapes text for an attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface HeadOptions {
  site: SiteKind;
  title: string;
  description: string;
  /**
   * Link previews, for a prerendered page: its path (null for the not-found page, which is not indexed and has no
   * canonical address) and the name shown as og:site_name. The page shell has none.
   */
  preview?: { path: string | null; siteName: string };
  /** Instead of the site's theme colour (the /app shell's is the app's). */
  themeColor?: string;
  /** Further tags, already HTML, after the theme colour. */
  extra?: readonly string[];
  stylesheets?: readonly string[];
  preloads?: readonly string[];
}

function previewTags(
  site: SiteKind,
  preview: NonNullable<HeadOptions['preview']>,
  title: string,
  description: string,
) {
  const attr = escapeHtml;
  const { path, siteName } = preview;
  // The origin is not known at build time (one build serves any domain); the server writes it per request.
  const url = path === null ? null : `${ORIGIN_SLOT}${path}`;
  return [
    url ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${attr(siteName)}" />`,
    `<meta property="og:title" content="${attr(title)}" />`,
    `<meta property="og:description" content="${attr(description)}" />`,
    url ? `<meta property="og:url" content="${url}" />` : '',
    `<meta property="og:image" content="${ORIGIN_SLOT}${SITE_LOOKS[site].ogImage}" />`,
    '<meta property="og:image:type" content="image/png" />',
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${attr(`${siteName}: ${description}`)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ];
}

/** The head tags, one per line, indented to sit inside index.html's <head>. */
export function pageHeadTags(options: HeadOptions): string {
  const { site, title, description } = options;
  const look = SITE_LOOKS[site];
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(description)}" />`,
    ...(options.preview ? previewTags(site, options.preview, title, description) : []),
    `<link rel="icon" type="image/svg+xml" href="${look.icon}" />`,
    `<meta name="theme-color" content="${options.themeColor ?? look.themeColor}" />`,
    ...(options.extra ?? []),
    ...(options.stylesheets ?? []).map(
      (href) => `<link rel="stylesheet" crossorigin href="${attr(href)}" />`,
    ),
    ...(options.preloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${attr(href)}" />`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}
