// SSR entry (vite build --ssr): renders every public page of both sites to a whole HTML document. The web build
// runs it with the default config (scripts/prerender.ts); the server runs it at start when its config differs.

import { chunksFor, parseClientManifest } from '@rookery/shared/client-chunks.ts';
import { pageHeadTags } from '@rookery/shared/html.ts';
import {
  CONFIG_SLOT,
  NOT_FOUND_PAGE,
  type RenderedPage,
  type RenderInputs,
  type SsrBundle,
} from '@rookery/shared/prerender.ts';
import type { PublicConfig, SiteKind } from '@rookery/shared/site.ts';
import { pageDescription } from '@rookery/shared/site-descriptions.ts';
import { COMPANY_PAGES, DATING_PAGES } from '@rookery/shared/site-routes.ts';
import { siteTitle } from '@rookery/shared/site-title.ts';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { pageTitleOf, routeModulesOf } from '../lib/route-title.ts';
import { createQueryClient, SiteProviders } from '../lib/site-providers.tsx';
import { companyRoutes } from '../sites/company/company-routes.tsx';
import { datingRoutes } from '../sites/dating/dating-routes.tsx';

interface SiteSetup {
  routes: RouteObject[];
  pages: readonly string[];
  /** The source module of the site's route chunk (main.tsx imports it before hydrating). */
  routesModule: string;
  siteName(config: PublicConfig): string;
}

const SITES: Record<SiteKind, SiteSetup> = {
  dating: {
    routes: datingRoutes,
    pages: DATING_PAGES,
    routesModule: 'src/sites/dating/dating-routes.tsx',
    siteName: (config) => config.product,
  },
  company: {
    routes: companyRoutes,
    pages: COMPANY_PAGES,
    routesModule: 'src/sites/company/company-routes.tsx',
    siteName: (config) => config.company,
  },
};

/** Any path no site serves; it matches the catch-all route, whose page does not show the path. */
const NOT_FOUND_URL = '/404';

/** A render that has not finished by then is stuck on something that only a browser can do. */
const RENDER_TIMEOUT_MS = 10_000;

async function renderBody(setup: SiteSetup, config: PublicConfig, url: string) {
  const handler = createStaticHandler(setup.routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline hydration script (the CSP forbids them); the pages have no loader data anyway.
  const { prelude } = await prerender(
    <SiteProviders config={config} queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SiteProviders>,
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
  );
  const html = await new Response(prelude).text();
  const handles = context.matches.map((match) => ({ handle: match.route.handle }));
  return { html, handles };
}

/** Each `<link rel="stylesheet">` of the template whose text we have becomes a `<style>` with that text. */
function inlineStylesheets(template: string, stylesheets: Record<string, string>): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
    const css = stylesheets[href];
    // `</style` inside the text would end the element early; CSS never needs that sequence.
    return css === undefined ? tag : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
}

function fillTemplate(template: string, head: string, body: string): string {
  for (const slot of ['<!--rookery-head-->', '<!--rookery-body-->']) {
    if (!template.includes(slot)) throw new Error(`index.html has no ${slot}`);
  }
  // Function replacers: a `$` in a brand name must not be read as a replacement pattern.
  return template
    .replace('<!--rookery-head-->', () => `${head}\n    ${CONFIG_SLOT}`)
    .replace('<!--rookery-body-->', () => body);
}

export const renderSitePages: SsrBundle['renderSitePages'] = async (options) => {
  const { inputs, clientManifest } = options;
  const template = inlineStylesheets(options.template, options.stylesheets ?? {});
  const chunks = parseClientManifest(clientManifest);
  const pages: RenderedPage[] = [];
  for (const site of ['dating', 'company'] as const) {
    const setup = SITES[site];
    const config: PublicConfig = { ...configOf(inputs), site };
    for (const path of [...setup.pages, NOT_FOUND_PAGE]) {
      const notFound = path === NOT_FOUND_PAGE;
      let rendered: Awaited<ReturnType<typeof renderBody>>;
      try {
        rendered = await renderBody(setup, config, notFound ? NOT_FOUND_URL : path);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `Prerendering ${site} ${path} failed: ${reason}. Public pages must render without browser globals (window, document, localStorage) outside effects.`,
        );
      }
      const { scripts, styles } = chunksFor(chunks, [
        setup.routesModule,
        ...routeModulesOf(rendered.handles),
      ]);
      const head = pageHeadTags({
        site,
        title: siteTitle(site, pageTitleOf(rendered.handles), config),
        description: pageDescription(site, path, config) ?? '',
        preview: { path: notFound ? null : path, siteName: setup.siteName(config) },
        preloads: scripts,
        stylesheets: styles,
      });
      pages.push({
        site,
        path,
        status: notFound ? 404 : 200,
        html: fillTemplate(template, head, rendered.html),
      });
    }
  }
  return pages;
};

function configOf(inputs: RenderInputs): Omit<PublicConfig, 'site'> {
  const { year: _year, ...config } = inputs;
  return config;
}
