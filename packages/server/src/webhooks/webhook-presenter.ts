import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointCreated } from '@routier/contract';
import type { DeliveryRecord, EndpointRecord } from './webhook-repository.js';
import { secretHint } from './webhook-signature.js';

export function presentEndpoint(endpoint: EndpointRecord): WebhookEndpoint {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    isActive: endpoint.isActive,
    secretHint: secretHint(endpoint.secret),
    createdAt: endpoint.createdAt,
    updatedAt: endpoint.updatedAt,
  };
}

/** The endpoint with its secret: only in the answers that create or rotate it. */
export function presentEndpointWithSecret(endpoint: EndpointRecord): WebhookEndpointCreated {
  return { ...presentEndpoint(endpoint), secret: endpoint.secret };
}

export function presentDelivery(delivery: DeliveryRecord): WebhookDelivery {
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    event: delivery.event,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt:
      delivery.status === 'pending' || delivery.status === 'retrying' ? delivery.nextAttemptAt : null,
    lastAttemptAt: delivery.lastAttemptAt,
    responseStatus: delivery.responseStatus,
    durationMs: delivery.durationMs,
    error: delivery.error,
    createdAt: delivery.createdAt,
    deliveredAt: delivery.deliveredAt,
    payload: delivery.payload,
  };
}
