// Route table of the dating site (hostname contains the dating marker, or any non-company host).
import type { RouteObject } from 'react-router';
import { AppFallback } from '../../app/app-fallback.tsx';
import { RouteErrorScreen } from '../../components/error-screen.tsx';
import { NotFoundPage, notFoundHandle } from '../../components/not-found-page.tsx';
import { withChunkReload } from '../../lib/chunk-reload.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { DatingLayout } from './dating-layout.tsx';
import { DatingRoot } from './dating-root.tsx';
import { LandingPage } from './landing/landing-page.tsx';

const loadApp = withChunkReload(() => import('../../app/app-routes.tsx'));

export const datingRoutes: RouteObject[] = [
  {
    Component: DatingRoot,
    // A page that fails (its code did not load, or it threw) shows the friendly error screen and is reported.
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        Component: DatingLayout,
        children: [
          { index: true, Component: LandingPage },
          // The guideline, the team, the legal texts and the forms are most of the site's code: they load
          // when visited, so the landing page and the web app (/app, which shares this chunk) do not download
          // them (they are prerendered all the same).
          {
            path: 'safedating',
            ...lazyPage(
              'src/sites/dating/pages/safe-dating-page.tsx',
              () => import('./pages/safe-dating-page.tsx'),
              (m) => m.SafeDatingPage,
              'Safe Dating',
            ),
          },
          {
            path: 'theteam',
            ...lazyPage(
              'src/sites/dating/pages/team-page.tsx',
              () => import('./pages/team-page.tsx'),
              (m) => m.TeamPage,
              'The Team',
            ),
          },
          {
            path: 'eula',
            ...lazyPage(
              'src/sites/dating/pages/eula-page.tsx',
              () => import('./pages/eula-page.tsx'),
              (m) => m.EulaPage,
              'EULA',
            ),
          },
          {
            path: 'terms',
            ...lazyPage(
              'src/sites/dating/pages/terms-page.tsx',
              () => import('./pages/terms-page.tsx'),
              (m) => m.TermsPage,
              'Terms of Use',
            ),
          },
          {
            path: 'privacy',
            ...lazyPage(
              'src/sites/dating/pages/privacy-page.tsx',
              () => import('./pages/privacy-page.tsx'),
              (m) => m.PrivacyPage,
              'Privacy Policy',
            ),
          },
          {
            path: 'delete',
            ...lazyPage(
              'src/sites/dating/pages/delete-page.tsx',
              () => import('./pages/delete-page.tsx'),
              (m) => m.DeletePage,
              'Delete Your Data',
            ),
          },
          {
            // Where the link in a deletion request's confirmation mail leads (?token=…).
            path: 'delete/confirm',
            ...lazyPage(
              'src/sites/dating/pages/delete-confirm-page.tsx',
              () => import('./pages/delete-confirm-page.tsx'),
              (m) => m.DeleteConfirmPage,
              'Confirm the Deletion',
            ),
          },
          {
            path: 'contact',
            ...lazyPage(
              'src/sites/dating/pages/contact-page.tsx',
              () => import('./pages/contact-page.tsx'),
              (m) => m.ContactPage,
              'Contact',
            ),
          },
          { path: '*', Component: NotFoundPage, handle: notFoundHandle },
        ],
      },
    ],
  },
  // The web app has its own root (titles, scroll, loading bar) and routes among its screens itself.
  {
    path: 'app/*',
    HydrateFallback: AppFallback,
    lazy: async () => (await loadApp()).appRoute,
  },
];
