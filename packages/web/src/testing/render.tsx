// Renders a component of the web app the way the app holds it, without a build or a browser: the public config
// (lib/site-providers.tsx's tree, in StrictMode), a React Query client that never retries, and a router at the
// screen's path. Talk to the server through testing/api-stand-in.ts; press and type with the returned `user`
// (keys without a pause between them, so typing a paragraph stays fast).
import type { PublicConfig } from '@rookery/shared/site.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import { type ReactNode, StrictMode } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PublicConfigProvider } from '../lib/config-context.tsx';
import { defaultPublicConfig } from '../lib/public-config.ts';

export interface InAppOptions {
  /** The URL the component is shown at (default '/app'). Any other path shows nothing: navigating away unmounts it. */
  at?: string;
  /** Pages visited before it, so that the browser's Back has somewhere to go. */
  before?: string[];
  config?: Partial<PublicConfig>;
}

export interface InApp extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  /** Where the router is now (after the component navigated, too). */
  location: () => Location;
}

function LocationProbe({ seen }: { seen: { current: Location | null } }) {
  seen.current = useLocation();
  return null;
}

export function renderInApp(ui: ReactNode, { at = '/app', before = [], config }: InAppOptions = {}): InApp {
  const user = userEvent.setup({ delay: null });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const seen: { current: Location | null } = { current: null };
  const entries = [...before, at];
  const path = new URL(at, 'http://app.test').pathname;
  const view = render(
    <StrictMode>
      <PublicConfigProvider config={{ ...defaultPublicConfig('localhost'), ...config }}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
            <LocationProbe seen={seen} />
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </PublicConfigProvider>
    </StrictMode>,
  );
  return {
    ...view,
    user,
    queryClient,
    location: () => {
      if (!seen.current) throw new Error('The router has not rendered');
      return seen.current;
    },
  };
}
