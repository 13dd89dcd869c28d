// The server answers 404 for paths that are not a site's pages (shared/site-routes.ts); the routers must agree.
import { COMPANY_PAGES, DATING_PAGES } from '@rookery/shared/site-routes.ts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { companyRoutes } from './company/company-routes.tsx';
import { datingRoutes } from './dating/dating-routes.tsx';

/** Every concrete page path of a route tree (index routes count as their parent's path; splats are left out). */
function pagePaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    const own = (route.index || (route.path && !route.children)) && !here.includes('*') ? [here || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], here)];
  });
}

describe('site routes', () => {
  it('the dating router serves exactly the dating pages the server knows', () => {
    expect(pagePaths(datingRoutes).sort()).toEqual([...DATING_PAGES].sort());
  });

  it('the company router serves exactly the company pages the server knows', () => {
    expect(pagePaths(companyRoutes).sort()).toEqual([...COMPANY_PAGES].sort());
  });
});
