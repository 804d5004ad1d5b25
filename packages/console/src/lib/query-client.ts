import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * Client data defaults of document 1, section 9: no automatic retries, no refetch on window focus, no
 * polling, cached data never stale (screens invalidate what they change).
 */
export function createQueryClient(onMutationError?: (error: unknown) => void): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: (error) => onMutationError?.(error) }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
