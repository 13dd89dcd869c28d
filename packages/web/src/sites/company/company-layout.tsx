// The company site's shell and outermost route: title, scroll restoration, header, page, footer.
import { siteTitle } from '@rookery/shared/site-title.ts';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { useRouteTitle } from '../../lib/route-title.ts';
import { CompanyFooter } from './company-footer.tsx';
import { CompanyHeader } from './company-header.tsx';

export function CompanyLayout() {
  const config = usePublicConfig();
  useRouteTitle((pageTitle) => siteTitle('company', pageTitle, config));
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <ScrollRestoration />
      <SkipLink />
      <CompanyHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <CompanyFooter />
    </div>
  );
}
