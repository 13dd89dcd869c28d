// The dating site's outermost route: page titles, scroll restoration and the loading bar for every page.
import { siteTitle } from '@rookery/shared/site-title.ts';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress.tsx';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { useRouteTitle } from '../../lib/route-title.ts';

export function DatingRoot() {
  const config = usePublicConfig();
  useRouteTitle((pageTitle) => siteTitle('dating', pageTitle, config));
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
