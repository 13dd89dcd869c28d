// The dating site's outermost route: page titles, scroll restoration and the loading bar for every page.
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress.tsx';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { useRouteTitle } from '../../lib/route-title.ts';

export function datingTitle(pageTitle: string | undefined, product: string): string {
  return pageTitle ? `${pageTitle} · ${product}` : `${product} — personality before photos`;
}

export function DatingRoot() {
  const { product } = usePublicConfig();
  useRouteTitle((pageTitle) => datingTitle(pageTitle, product));
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
