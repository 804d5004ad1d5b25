import { OverlaysProvider } from '@blueprintjs/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * TanStack Query and Blueprint's overlay stack (dialogs, popovers) around the whole console. Only the
 * overlays part of BlueprintProvider is used: its hotkeys provider would pull the hotkeys dialog into the
 * landing page's bundle. A screen that needs hotkeys adds HotkeysProvider around itself.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <OverlaysProvider>{children}</OverlaysProvider>
    </QueryClientProvider>
  );
}
