import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.js';
import {
  CURRENT_USER_GC_MS,
  CURRENT_USER_QUERY_KEY,
  CURRENT_USER_STALE_MS,
  readCurrentUser,
} from './current-user.js';

/** The signed-in user, null when signed out; see current-user.ts for the rules. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: () => readCurrentUser(() => unwrap(api.GET('/api/auth/user'))),
    staleTime: CURRENT_USER_STALE_MS,
    gcTime: CURRENT_USER_GC_MS,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });
}
