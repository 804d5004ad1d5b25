import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary.js';
import { CookieConsentGate } from './CookieConsentGate.js';
import { LoadingView } from './LoadingView.js';
import { PageVisitTracker } from './PageVisitTracker.js';
import { ScrollToTop } from './ScrollToTop.js';
import { pages } from './pages.js';

/** Prefetch of /pricing and /features, 2 s after load (document 1, section 2). */
export const PREFETCH_DELAY_MS = 2000;

export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      pages.pricing.preload();
      pages.features.preload();
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <ScrollToTop />
      <PageVisitTracker />
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LoadingView />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <CookieConsentGate />
    </>
  );
}
