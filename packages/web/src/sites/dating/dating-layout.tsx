// The shell of the dating site's public pages: header, the page in <main>, footer.
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { DatingFooter } from './dating-footer.tsx';
import { DatingHeader } from './dating-header.tsx';

export function DatingLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <DatingHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <DatingFooter />
    </div>
  );
}
