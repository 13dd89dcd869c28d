// Browser entry: reads the deployment's config, picks the site by hostname and mounts its router. A prerendered
// page is hydrated (its HTML is already on screen); the plain shell (/app, npm run dev) is rendered.
import './lib/zod-jitless.ts';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { reloadOnce } from './lib/chunk-reload.ts';
import { reportUncaughtErrors } from './lib/error-reporter.ts';
import { ensureHeadDefaults, readPublicConfig } from './lib/public-config.ts';
import { createQueryClient, SiteProviders } from './lib/site-providers.tsx';

// Errors nothing caught reach the server (lib/error-reporter.ts); the error screens report their own.
reportUncaughtErrors();

// A preload of a chunk that a new build has replaced: reload once onto the new build (lib/chunk-reload.ts).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

const config = readPublicConfig();
ensureHeadDefaults(config);

// Each site is its own chunk, so a visitor downloads only the site the hostname shows. Prerendered pages
// preload it with <link rel="modulepreload">, so this import does not wait for the entry to run first.
async function loadRoutes(): Promise<RouteObject[]> {
  if (config.site === 'company') return (await import('./sites/company/company-routes.tsx')).companyRoutes;
  return (await import('./sites/dating/dating-routes.tsx')).datingRoutes;
}

/**
 * Hydration must render exactly what the server rendered, so the lazy routes of this URL are loaded first;
 * otherwise the router would render their fallback and the markup would not match.
 */
async function loadMatchedLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const prerendered = container.firstElementChild !== null;

const queryClient = createQueryClient();
// The signed-in app is a chunk the site's routes import: fetched beside them for an /app address
// (Lighthouse on /app), not one request after the other, and the screen's first data asked for as soon as it has
// come (app-routes.tsx warmFirstScreen).
const warmed =
  config.site === 'dating' && window.location.pathname.startsWith('/app')
    ? import('./app/app-routes.tsx')
        .then(({ warmFirstScreen }) => warmFirstScreen(queryClient, window.location.pathname))
        .catch(() => undefined)
    : undefined;
const routes = await loadRoutes();
// The first screen's requests go before the router and React take the main thread (a few milliseconds' wait).
await warmed;
if (prerendered) await loadMatchedLazyRoutes(routes);
const router = createBrowserRouter(routes);

const app = (
  <SiteProviders config={config} queryClient={queryClient}>
    <RouterProvider router={router} />
  </SiteProviders>
);

// Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the main
// thread for the whole page (one long task), so taps and scrolling stay responsive while it runs.
if (prerendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
