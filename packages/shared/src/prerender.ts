// The contract between the web build's prerender and the server: where the prerendered pages and the SSR bundle
// live inside the web build, what the manifest holds, and which inputs a page depends on. When the server's own
// inputs differ from the manifest's (a custom brand, a new year), it renders the pages itself at start.
import type { PublicConfig, SiteKind } from './site.ts';

/** Folders and files inside packages/web/dist. */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'manifest.json';
export const SSR_BUNDLE = 'server/render-page.js';
export const CLIENT_MANIFEST = '.vite/manifest.json';

/**
 * The modules an /app address needs before its first screen can ask the server anything, as the client manifest
 * keys them: the shell preloads them beside the entry script (<link rel="modulepreload">) instead of each waiting
 * for the one that imports it to run. Every /app address needs the site's routes and the app's; /app itself then
 * the entry's decision, /app/find the deck's screen and its data (Lighthouse on /app signed in: two round trips off
 * the way to the deck's picture).
 */
export function appShellModules(pathname: string): string[] {
  const routes = ['src/sites/dating/dating-routes.tsx', 'src/app/app-routes.tsx'];
  if (pathname === '/app') return [...routes, 'src/app/entry/decide-entry.ts'];
  if (pathname === '/app/find')
    return [...routes, 'src/app/deck/deck-screen.tsx', 'src/app/deck/deck-data.ts'];
  return routes;
}

/** Filled by the server per request: the config meta tag (per site) and the absolute origin (per Host). */
export const CONFIG_SLOT = '<!--rookery-config-->';
export const ORIGIN_SLOT = '__ROOKERY_ORIGIN__';

/** The path under which each site's not-found page is stored and looked up. */
export const NOT_FOUND_PAGE = '*';

/** Everything a public page's HTML depends on besides the code: the names and addresses, and the footer's year. */
export type RenderInputs = Omit<PublicConfig, 'site'> & { year: number };

export function renderInputsOf(
  config: PublicConfig | Omit<PublicConfig, 'site'>,
  year: number,
): RenderInputs {
  const { site: _site, ...rest } = { site: undefined, ...config };
  return { ...rest, year };
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(Reflect.get(value, key))]),
  );
}

/** A stable text of the inputs (keys sorted at every level); both sides hash it into the fingerprint. */
export function renderInputsKey(inputs: RenderInputs): string {
  return JSON.stringify(canonical(inputs));
}

export interface RenderedPage {
  site: SiteKind;
  /** A page path of shared/site-routes.ts, or NOT_FOUND_PAGE. */
  path: string;
  status: 200 | 404;
  /** The whole document, with CONFIG_SLOT and ORIGIN_SLOT still in it. */
  html: string;
}

export interface PrerenderManifest {
  version: 1;
  fingerprint: string;
  inputs: RenderInputs;
  builtAt: string;
  pages: { site: SiteKind; path: string; status: 200 | 404; file: string }[];
}

/** What the SSR bundle (SSR_BUNDLE) exports. */
export interface SsrBundle {
  renderSitePages(options: {
    inputs: RenderInputs;
    /** The built index.html. */
    template: string;
    /** The client build's Vite manifest, for modulepreload links; null leaves them out. */
    clientManifest: unknown;
    /**
     * The text of the template's stylesheets by their address (/assets/index-….css); each is inlined into the
     * prerendered pages so the first paint waits for no other request. Missing ones stay links.
     */
    stylesheets?: Record<string, string>;
  }): Promise<RenderedPage[]>;
}

/** File name of a page inside PRERENDER_DIR/<site>/. */
export function prerenderFileName(path: string): string {
  if (path === NOT_FOUND_PAGE) return '404.html';
  if (path === '/') return 'index.html';
  return `${path.slice(1).replaceAll('/', '__')}.html`;
}
