import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's chunk now (used for the 2 s prefetch of /pricing and /features). */
  preload: () => void;
}

/**
 * A route-level code-split page. Pages are named exports (one component per file), so `pick` selects
 * the component from the loaded module.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<M> | null = null;
  const loadOnce = () => (loading ??= load());
  return {
    Component: lazy(() => loadOnce().then((module) => ({ default: pick(module) }))),
    preload: () => {
      loadOnce().catch(() => {
        // A failed prefetch is retried when the page is actually opened.
        loading = null;
      });
    },
  };
}
