import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@routier/sdk';
import { api, unwrap } from './api-client.js';

export const PUBLIC_CONFIG_QUERY_KEY = ['/api/config'] as const;

/**
 * What the server has switched on (GET /api/config): sign-in providers, contact addresses, billing,
 * map sources. Read once per page load.
 */
export function usePublicConfig() {
  return useQuery<PublicConfig>({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: () => unwrap(api.GET('/api/config')),
  });
}
