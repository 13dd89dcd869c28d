// The providers every page sits in. The browser entry and the prerenderer both use this, so the tree they render
// is the same and hydration matches (useId values depend on the tree's shape).
import type { PublicConfig } from '@rookery/shared/site.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppErrorBoundary } from '../components/app-error-boundary.tsx';
import { PublicConfigProvider } from './config-context.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

export function SiteProviders({
  config,
  queryClient,
  children,
}: {
  config: PublicConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <PublicConfigProvider config={config}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </PublicConfigProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
