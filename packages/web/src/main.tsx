// Browser entry: reads the deployment's config, picks the site by hostname and mounts its router.
import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { PublicConfigProvider } from './lib/config-context.tsx';
import { ensureHeadDefaults, readPublicConfig } from './lib/public-config.ts';

const config = readPublicConfig();
ensureHeadDefaults(config);

// Each site is its own chunk, so a visitor downloads only the site the hostname shows.
async function loadRoutes(): Promise<RouteObject[]> {
  if (config.site === 'company') return (await import('./sites/company/company-routes.tsx')).companyRoutes;
  return (await import('./sites/dating/dating-routes.tsx')).datingRoutes;
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createBrowserRouter(await loadRoutes());

createRoot(container).render(
  <StrictMode>
    <PublicConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PublicConfigProvider>
  </StrictMode>,
);
