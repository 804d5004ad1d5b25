import { lazy } from 'react';

/**
 * The shell (top bar, sidebar, user menu with their popovers and tooltips) loads with the first signed-in
 * page, keeping it out of the landing page's initial JavaScript.
 */
export const LazyAppShell = lazy(() => import('./AppShell.js').then((m) => ({ default: m.AppShell })));
