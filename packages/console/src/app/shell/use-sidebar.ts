import { useCallback, useSyncExternalStore } from 'react';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query.js';
import { setSidebarOpen, sidebarChoice, subscribeSidebar } from './sidebar-state.js';

export function useSidebar() {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const choice = useSyncExternalStore(subscribeSidebar, sidebarChoice, () => null);
  const open = choice ?? !small;
  const toggle = useCallback(() => setSidebarOpen(!open), [open]);
  const close = useCallback(() => setSidebarOpen(false), []);
  return { open, small, toggle, close };
}
