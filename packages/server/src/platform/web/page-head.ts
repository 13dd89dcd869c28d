// The <head> of the page shell, chosen by the site the hostname shows (the tags themselves are shared/html.ts's,
// the words shared/site-descriptions.ts's), and the public config every page carries.
import { escapeHtml, pageHeadTags } from '@rookery/shared/html.ts';
import { BUILD_META_NAME } from '@rookery/shared/installable-app.ts';
import { CONFIG_META_NAME, type PublicConfig, type SiteKind } from '@rookery/shared/site.ts';
import { pageDescription } from '@rookery/shared/site-descriptions.ts';
import { APP_THEME } from '@rookery/shared/site-looks.ts';
import { siteTitle } from '@rookery/shared/site-title.ts';
import type { Config } from '../../config.ts';

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
    signIn: { google: Boolean(config.oauth.google), facebook: Boolean(config.oauth.facebook) },
  };
}

/** The meta tag the browser reads its PublicConfig from (also written into every prerendered page). */
export function configMeta(config: Config, site: SiteKind): string {
  return `<meta name="${CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(publicConfig(config, site)))}" />`;
}

/**
 * The head of the page shell (/app, and every page when there is no prerender). `appBuild`, for /app only: the
 * installable app's manifest, title bar colour and the id of the build the page comes from; `preloads`: the built
 * scripts its first screen needs (shared/prerender.ts appShellModules).
 */
export function pageHead(config: Config, site: SiteKind, appBuild?: string, preloads: string[] = []): string {
  const app =
    appBuild === undefined
      ? []
      : [
          '<link rel="manifest" href="/app.webmanifest" />',
          '<link rel="apple-touch-icon" href="/icons/rookery-192.png" />',
          `<meta name="${BUILD_META_NAME}" content="${escapeHtml(appBuild)}" />`,
        ];
  return pageHeadTags({
    site,
    title: siteTitle(site, undefined, config.brand),
    description: pageDescription(site, '/', config.brand) ?? '',
    ...(appBuild === undefined ? {} : { themeColor: APP_THEME.themeColor }),
    extra: [...app, configMeta(config, site)],
    preloads,
  });
}
