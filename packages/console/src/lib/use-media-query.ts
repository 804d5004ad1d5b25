import { useSyncExternalStore } from 'react';

/** Small screens: the sidebar overlays the page and starts closed; public menus collapse. */
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
