import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReoptimizeRequest, RouteCreate, RouteUpdate } from '@routier/sdk';
import { api, unwrap } from '../../lib/api-client.js';
import { invalidateRouteData } from './route-queries.js';

export function useCreateRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteCreate) => unwrap(api.POST('/api/routes', { body })),
    onSuccess: () => invalidateRouteData(queryClient),
  });
}

export function useUpdateRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RouteUpdate }) =>
      unwrap(api.PUT('/api/routes/{id}', { params: { path: { id } }, body })),
    onSuccess: () => invalidateRouteData(queryClient),
  });
}

export function useDeleteRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/routes/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidateRouteData(queryClient),
  });
}

/** Re-plans a route in progress (`save: false`: a preview, nothing stored). */
export function useReoptimizeRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReoptimizeRequest }) =>
      unwrap(api.POST('/api/routes/{id}/reoptimize', { params: { path: { id } }, body })),
    onSuccess: (answer) => {
      if (answer.saved) void invalidateRouteData(queryClient);
    },
  });
}
