// Page titles come from each route's `handle.title`, so the client and a prerenderer compute the same title.
import { useEffect } from 'react';
import { type UIMatch, useMatches } from 'react-router';

export interface RouteHandle {
  /** The page's own name, e.g. 'Safe Dating'; the site adds its brand. Absent on a site's landing page. */
  title?: string;
  /**
   * The source module (relative to the web root) of a page that its route loads lazily, so the prerenderer can
   * preload that chunk too.
   */
  module?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'title') === 'string';
}

/** The lazily loaded page modules of the matched routes. */
export function routeModulesOf(matches: readonly Pick<UIMatch, 'handle'>[]): string[] {
  return matches.flatMap(({ handle }) => {
    const module: unknown =
      typeof handle === 'object' && handle !== null ? Reflect.get(handle, 'module') : undefined;
    return typeof module === 'string' ? [module] : [];
  });
}

/** The title of the deepest matched route that declares one. */
export function pageTitleOf(matches: readonly Pick<UIMatch, 'handle'>[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return undefined;
}

/** Sets `document.title` after each navigation (effects never run in a server renderer). */
export function useRouteTitle(format: (pageTitle: string | undefined) => string): void {
  const title = format(pageTitleOf(useMatches()));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
