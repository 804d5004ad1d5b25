import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveryStatus, WebhookEndpointCreate, WebhookEndpointUpdate } from '@routier/sdk';
import { api, unwrap } from '../../lib/api-client.js';

const WEBHOOKS = '/api/webhooks';
const DELIVERIES = 'webhook-deliveries';

export const useWebhooks = () =>
  useQuery({
    queryKey: [WEBHOOKS],
    queryFn: () => unwrap(api.GET('/api/webhooks', { params: { query: { limit: 100 } } })),
  });

/** The delivery log of one endpoint, refreshed every few seconds while shown (attempts happen meanwhile). */
export const useWebhookDeliveries = (id: number, status: WebhookDeliveryStatus | undefined) =>
  useQuery({
    queryKey: [DELIVERIES, id, status ?? 'all'],
    queryFn: () =>
      unwrap(
        api.GET('/api/webhooks/{id}/deliveries', {
          params: { path: { id }, query: { limit: 100, ...(status ? { status } : {}) } },
        }),
      ),
    refetchInterval: 3000,
  });

function useWebhookMutation<V, R>(run: (vars: V) => Promise<R>, refresh: 'endpoints' | 'deliveries') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [refresh === 'endpoints' ? WEBHOOKS : DELIVERIES] }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation(
    (body: WebhookEndpointCreate) => unwrap(api.POST('/api/webhooks', { body })),
    'endpoints',
  );
export const useUpdateWebhook = () =>
  useWebhookMutation(
    ({ id, body }: { id: number; body: WebhookEndpointUpdate }) =>
      unwrap(api.PUT('/api/webhooks/{id}', { params: { path: { id } }, body })),
    'endpoints',
  );
export const useDeleteWebhook = () =>
  useWebhookMutation(
    (id: number) => unwrap(api.DELETE('/api/webhooks/{id}', { params: { path: { id } } })),
    'endpoints',
  );
export const useRotateWebhookSecret = () =>
  useWebhookMutation(
    (id: number) => unwrap(api.POST('/api/webhooks/{id}/rotate-secret', { params: { path: { id } } })),
    'endpoints',
  );
export const useTestWebhook = () =>
  useWebhookMutation(
    (id: number) => unwrap(api.POST('/api/webhooks/{id}/test', { params: { path: { id } } })),
    'deliveries',
  );
export const useRetryDelivery = () =>
  useWebhookMutation(
    ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      unwrap(
        api.POST('/api/webhooks/{id}/deliveries/{deliveryId}/retry', {
          params: { path: { id, deliveryId } },
        }),
      ),
    'deliveries',
  );
