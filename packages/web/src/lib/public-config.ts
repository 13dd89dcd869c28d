// Reads the deployment's PublicConfig that the server embeds in a meta tag, with defaults for a bare dev server.
import {
  CONFIG_META_NAME,
  DEFAULT_MARKERS,
  type PublicConfig,
  type SiteKind,
  type SiteMarkers,
  siteForHost,
} from '@rookery/shared/site.ts';

export function defaultPublicConfig(host: string): PublicConfig {
  return {
    site: siteForHost(host, DEFAULT_MARKERS),
    product: 'Rookery',
    company: 'Icefloe Labs',
    markers: DEFAULT_MARKERS,
    supportEmail: 'support@rookery.app',
    pressEmail: 'press@icefloelabs.com',
    storeUrl: 'https://apps.apple.com/',
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function parseMarkers(value: unknown, fallback: SiteMarkers): SiteMarkers {
  if (!isRecord(value)) return fallback;
  return { dating: text(value.dating, fallback.dating), company: text(value.company, fallback.company) };
}

function parseSite(value: unknown): SiteKind | undefined {
  return value === 'dating' || value === 'company' ? value : undefined;
}

/** Parses untrusted JSON into a PublicConfig, taking each missing or malformed field from `host` defaults. */
export function parsePublicConfig(raw: unknown, host: string): PublicConfig {
  const fallback = defaultPublicConfig(host);
  if (!isRecord(raw)) return fallback;
  const markers = parseMarkers(raw.markers, fallback.markers);
  return {
    site: parseSite(raw.site) ?? siteForHost(host, markers),
    product: text(raw.product, fallback.product),
    company: text(raw.company, fallback.company),
    markers,
    supportEmail: text(raw.supportEmail, fallback.supportEmail),
    pressEmail: text(raw.pressEmail, fallback.pressEmail),
    storeUrl: text(raw.storeUrl, fallback.storeUrl),
    ...(typeof raw.peerjsKey === 'string' && raw.peerjsKey !== '' ? { peerjsKey: raw.peerjsKey } : {}),
    ...(isRecord(raw.signIn)
      ? { signIn: { google: raw.signIn.google === true, facebook: raw.signIn.facebook === true } }
      : {}),
  };
}

/** Browser only: the config from `<meta name="rookery-config">`, or the defaults for this host. */
export function readPublicConfig(): PublicConfig {
  const host = window.location.host;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${CONFIG_META_NAME}"]`);
  if (!meta) return defaultPublicConfig(host);
  try {
    return parsePublicConfig(JSON.parse(meta.content), host);
  } catch {
    return defaultPublicConfig(host);
  }
}

/**
 * Browser only. The server writes the icon and theme colour into the page; a bare `vite` dev server
 * does not, so add them here to make development look like production.
 */
export function ensureHeadDefaults(config: PublicConfig): void {
  if (!document.querySelector('link[rel="icon"]')) {
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.type = 'image/svg+xml';
    icon.href = config.site === 'dating' ? '/icons/rookery.svg' : '/icons/icefloe.svg';
    document.head.append(icon);
  }
  if (!document.querySelector('meta[name="theme-color"]')) {
    const theme = document.createElement('meta');
    theme.name = 'theme-color';
    theme.content = '#07162b';
    document.head.append(theme);
  }
}
