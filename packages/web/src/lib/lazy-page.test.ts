// A lazy page's handle names its module so the prerendered page can preload that chunk; a wrong name would only
// show as a slower page, so check that each name is the module the route really loads.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { companyRoutes } from '../sites/company/company-routes.tsx';
import { datingRoutes } from '../sites/dating/dating-routes.tsx';
import { routeModulesOf } from './route-title.ts';

const webRoot = path.resolve(import.meta.dirname, '../..');

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('lazy pages', () => {
  const lazyRoutes = flatten([...datingRoutes, ...companyRoutes]).filter(
    (route) => routeModulesOf([{ handle: route.handle }]).length > 0,
  );

  it('keep the guideline, the team, the legal texts and the forms out of the dating site chunk', () => {
    expect(lazyRoutes.map((route) => route.path).sort()).toEqual([
      'contact',
      'delete',
      'delete/confirm',
      'eula',
      'privacy',
      'safedating',
      'terms',
      'theteam',
    ]);
  });

  it.each(lazyRoutes.map((route) => [route.path, route] as const))(
    '%s names the module it loads',
    async (_, route) => {
      const [module] = routeModulesOf([{ handle: route.handle }]);
      expect(module && existsSync(path.join(webRoot, module)), module).toBe(true);
      if (typeof route.lazy !== 'function') throw new Error('expected a lazy route');
      const loaded = await route.lazy();
      const source: Record<string, unknown> = await import(path.join(webRoot, module ?? ''));
      expect(Object.values(source)).toContain(loaded.Component);
    },
  );
});
