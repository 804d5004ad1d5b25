import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** The browser tab's title while the page is shown ("Route Planning · Routier"). */
  title: string;
  /** Starts loading the page's chunk now (used for the 2 s prefetch of /pricing and /features). */
  preload: () => void;
}

/**
 * A route-level code-split page. Pages are named exports (one component per file), so `pick` selects
 * the component from the loaded module.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  name: string | null,
): LazyPage {
  let loading: Promise<M> | null = null;
  const loadOnce = () => (loading ??= load());
  return {
    title: name ? `${name} · Routier` : 'Routier · Route optimisation and fleet management',
    Component: lazy(() => loadOnce().then((module) => ({ default: pick(module) }))),
    preload: () => {
      loadOnce().catch(() => {
        // A failed prefetch is retried when the page is actually opened.
        loading = null;
      });
    },
  };
}
