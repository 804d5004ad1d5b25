import type { LazyPage } from './lazy-page.js';

/** Renders a lazily loaded page; the nearest Suspense boundary shows the loading view meanwhile. */
export function PageRoute({ page }: { page: LazyPage }) {
  const { Component } = page;
  return <Component />;
}
