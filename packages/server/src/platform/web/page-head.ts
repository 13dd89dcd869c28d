// The <head> of every page, chosen by the site the hostname shows: title, description, icon and public config.
import { APP_THEME, BUILD_META_NAME } from '@rookery/shared/installable-app.ts';
import { CONFIG_META_NAME, type PublicConfig, type SiteKind } from '@rookery/shared/site.ts';
import type { Config } from '../../config.ts';

const THEME_COLOR: Record<SiteKind, string> = { dating: '#0b2545', company: '#0f3b57' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function publicConfig(config: Config, site: SiteKind): PublicConfig {
  return {
    site,
    product: config.brand.product,
    company: config.brand.company,
    markers: config.markers,
    supportEmail: config.supportEmail,
    pressEmail: config.pressEmail,
    storeUrl: config.storeUrl,
    peerjsKey: config.calls.peerjsKey,
  };
}

/** The meta tag the browser reads its PublicConfig from (also written into every prerendered page). */
export function configMeta(config: Config, site: SiteKind): string {
  return `<meta name="${CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(publicConfig(config, site)))}" />`;
}

/**
 * The head of the page shell (/app, and every page when there is no prerender). `appBuild`, for /app only: the
 * installable app's manifest, title bar colour and the id of the build the page comes from (issue 20 item 6).
 */
export function pageHead(config: Config, site: SiteKind, appBuild?: string): string {
  const { product, company } = config.brand;
  const title = site === 'dating' ? `${product} — personality before photos` : company;
  const description =
    site === 'dating'
      ? `${product} is dating for adults that puts personality before photos: match on who you are, chat first, and reveal your photos only when you are both ready.`
      : `${company} builds ${product}, the personality-first dating app, from New Zealand.`;
  const icon = site === 'dating' ? '/icons/rookery.svg' : '/icons/icefloe.svg';
  const app =
    appBuild === undefined
      ? []
      : [
          '<link rel="manifest" href="/app.webmanifest" />',
          '<link rel="apple-touch-icon" href="/icons/rookery-192.png" />',
          `<meta name="${BUILD_META_NAME}" content="${escapeHtml(appBuild)}" />`,
        ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="icon" type="image/svg+xml" href="${icon}" />`,
    `<meta name="theme-color" content="${appBuild === undefined ? THEME_COLOR[site] : APP_THEME.themeColor}" />`,
    ...app,
    configMeta(config, site),
  ].join('\n    ');
}
