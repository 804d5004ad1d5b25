import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api, unwrap } from '../api-client.js';
import { CURRENT_USER_QUERY_KEY } from './current-user.js';

/**
 * Sign Out (document 1, section 4): the browser goes to `/` whether the call succeeds or fails; on
 * failure through GET /api/logout, which ends the session server-side and redirects to `/`.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/auth/logout')),
    onSuccess: () => {
      // Nothing of the previous user may stay in the cache.
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      void navigate('/');
    },
    onError: () => {
      window.location.assign('/api/logout');
    },
  });
}
