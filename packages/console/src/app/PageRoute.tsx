import { useEffect } from 'react';
import type { LazyPage } from './lazy-page.js';

/**
 * Renders a lazily loaded page (the nearest Suspense boundary shows the loading view meanwhile) and names
 * the browser tab after it.
 */
export function PageRoute({ page }: { page: LazyPage }) {
  const { Component, title } = page;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Component />;
}
