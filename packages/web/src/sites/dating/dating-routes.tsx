// Route table of the dating site (hostname contains the dating marker, or any non-company host).
import type { RouteObject } from 'react-router';
import { AppLoading } from '../../app/app-loading.tsx';
import { NotFoundPage, notFoundHandle } from '../../components/not-found-page.tsx';
import type { RouteHandle } from '../../lib/route-title.ts';
import { DatingLayout } from './dating-layout.tsx';
import { DatingRoot } from './dating-root.tsx';
import { LandingPage } from './landing/landing-page.tsx';
import { ContactPage } from './pages/contact-page.tsx';
import { DeletePage } from './pages/delete-page.tsx';
import { EulaPage } from './pages/eula-page.tsx';
import { PrivacyPage } from './pages/privacy-page.tsx';
import { SafeDatingPage } from './pages/safe-dating-page.tsx';
import { TeamPage } from './pages/team-page.tsx';
import { TermsPage } from './pages/terms-page.tsx';

const titled = (title: string): RouteHandle => ({ title });

export const datingRoutes: RouteObject[] = [
  {
    Component: DatingRoot,
    children: [
      {
        Component: DatingLayout,
        children: [
          { index: true, Component: LandingPage },
          { path: 'safedating', Component: SafeDatingPage, handle: titled('Safe Dating') },
          { path: 'theteam', Component: TeamPage, handle: titled('The Team') },
          { path: 'eula', Component: EulaPage, handle: titled('EULA') },
          { path: 'terms', Component: TermsPage, handle: titled('Terms of Use') },
          { path: 'privacy', Component: PrivacyPage, handle: titled('Privacy Policy') },
          { path: 'delete', Component: DeletePage, handle: titled('Delete Your Data') },
          { path: 'contact', Component: ContactPage, handle: titled('Contact') },
          { path: '*', Component: NotFoundPage, handle: notFoundHandle },
        ],
      },
      {
        path: 'app/*',
        HydrateFallback: AppLoading,
        lazy: async () => (await import('../../app/app-routes.tsx')).appRoute,
      },
    ],
  },
];
