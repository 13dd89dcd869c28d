// A route whose page code loads on demand, in its own chunk. The page is still prerendered; only its JavaScript
// waits until someone visits it. The handle names the source module, so the prerendered page can preload that
// chunk, and keeps the title (titles never wait for code).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withChunkReload } from './chunk-reload.ts';
import type { RouteHandle } from './route-title.ts';

/**
 * @param module the page's source path relative to the web root (the key of the build manifest), e.g.
 *   'src/sites/dating/pages/eula-page.tsx'; lazy-page.test.ts checks that it is the module `load` imports.
 */
export function lazyPage<M>(
  module: string,
  load: () => Promise<M>,
  pick: (loaded: M) => ComponentType,
  title: string,
): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: RouteHandle = { title, module };
  const loadOrReload = withChunkReload(load);
  return { handle, lazy: async () => ({ Component: pick(await loadOrReload()) }) };
}
