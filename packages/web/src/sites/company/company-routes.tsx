// Route table of the company site (hostname contains the company marker, or is localhost).
import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '../../components/error-screen.tsx';
import { NotFoundPage, notFoundHandle } from '../../components/not-found-page.tsx';
import type { RouteHandle } from '../../lib/route-title.ts';
import { CompanyLayout } from './company-layout.tsx';
import { HomePage } from './home/home-page.tsx';
import { AboutPage } from './pages/about-page.tsx';
import { JobsPage } from './pages/jobs-page.tsx';
import { PortfolioPage } from './pages/portfolio-page.tsx';
import { PressPage } from './press/press-page.tsx';

const titled = (title: string): RouteHandle => ({ title });

export const companyRoutes: RouteObject[] = [
  {
    Component: CompanyLayout,
    ErrorBoundary: RouteErrorScreen,
    children: [
      { index: true, Component: HomePage },
      { path: 'about', Component: AboutPage, handle: titled('About') },
      { path: 'jobs', Component: JobsPage, handle: titled('Jobs') },
      { path: 'press', Component: PressPage, handle: titled('Press') },
      { path: 'portfolio', Component: PortfolioPage, handle: titled('Portfolio') },
      { path: '*', Component: NotFoundPage, handle: notFoundHandle },
    ],
  },
];
