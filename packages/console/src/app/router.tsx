/**
 * The route table of document 1, section 2. Public pages render on their own; protected pages render
 * inside the application shell once the current user is known (ProtectedLayout). `/` is the landing
 * page signed out and the dashboard signed in; `/api-docs` is public and sits in the shell when signed in.
 */
import { useRoutes, type RouteObject } from 'react-router-dom';
import { HomeRoute } from './HomeRoute.js';
import { ApiDocsRoute } from './ApiDocsRoute.js';
import { PageRoute } from './PageRoute.js';
import { ProtectedLayout } from './ProtectedLayout.js';
import { RootLayout } from './RootLayout.js';
import { pages } from './pages.js';

const protectedPages: RouteObject[] = [
  { path: '/dashboard', element: <PageRoute page={pages.dashboard} /> },
  { path: '/route-planning', element: <PageRoute page={pages.routePlanning} /> },
  { path: '/routes', element: <PageRoute page={pages.routePlanning} /> },
  { path: '/fleet', element: <PageRoute page={pages.fleet} /> },
  { path: '/scheduling', element: <PageRoute page={pages.scheduling} /> },
  { path: '/multi-day-planning', element: <PageRoute page={pages.multiDayPlanning} /> },
  { path: '/dashboard-pricing', element: <PageRoute page={pages.upgrade} /> },
  { path: '/analytics', element: <PageRoute page={pages.analytics} /> },
  { path: '/settings', element: <PageRoute page={pages.settings} /> },
  { path: '/subscribe', element: <PageRoute page={pages.subscribe} /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/features', element: <PageRoute page={pages.features} /> },
      { path: '/pricing', element: <PageRoute page={pages.pricing} /> },
      { path: '/blog', element: <PageRoute page={pages.blog} /> },
      { path: '/privacy-policy', element: <PageRoute page={pages.privacy} /> },
      { path: '/terms-of-service', element: <PageRoute page={pages.terms} /> },
      { path: '/auth', element: <PageRoute page={pages.auth} /> },
      { path: '/api-docs', element: <ApiDocsRoute /> },
      { element: <ProtectedLayout />, children: protectedPages },
      { path: '*', element: <PageRoute page={pages.notFound} /> },
    ],
  },
];

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the console loads its data
 * with TanStack Query, and the declarative mode keeps about 10 kB gzip out of the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
