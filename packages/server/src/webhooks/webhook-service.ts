import type { Knex } from 'knex';
import type { WebhookEndpointCreate, WebhookEndpointUpdate } from '@routier/contract';
import { conflict, notFound, validationFailed } from '../kernel/errors.js';
import type { EventSink, EventType } from '../kernel/events.js';
import { eventPayload } from './webhook-events.js';
import {
  countEndpoints,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  requeueDelivery,
  rotateSecret,
  updateEndpoint,
  type DeliveryRecord,
  type EndpointRecord,
} from './webhook-repository.js';
import { newSecret } from './webhook-signature.js';
import { refusedUrl, type PrivateUrlPolicy } from './webhook-url.js';

/** Endpoints a user may have (docs/webhooks.md). */
export const MAX_ENDPOINTS = 10;
/** How long deliveries keep a signature made with the secret before a rotation. */
const PREVIOUS_SECRET_MS = 24 * 3600e3;

export interface WebhookDeps {
  knex: Knex;
  /** The app's events: `start()` sends what is due now. */
  events: EventSink;
  privateUrls: PrivateUrlPolicy;
}

export const webhookNotFound = (id: number) =>
  notFound(`Webhook endpoint ${id} not found`, 'WEBHOOK_NOT_FOUND');

async function checkUrl(deps: WebhookDeps, url: string): Promise<void> {
  let refused: string | null;
  try {
    refused = await refusedUrl(url, deps.privateUrls);
  } catch {
    refused = `${new URL(url).hostname} could not be resolved`;
  }
  if (refused)
    throw validationFailed([{ field: 'url', message: `Routier cannot send events there: ${refused}` }]);
}

export async function createEndpoint(
  deps: WebhookDeps,
  userId: number,
  body: WebhookEndpointCreate,
): Promise<EndpointRecord> {
  await checkUrl(deps, body.url);
  return deps.knex.transaction(async (trx) => {
    // Counted in the transaction that inserts, under a lock on the user's row: two requests at once cannot
    // both take the last place.
    await trx('users').where({ id: userId }).forUpdate().first();
    if ((await countEndpoints(trx, userId)) >= MAX_ENDPOINTS)
      throw conflict(`You already have ${MAX_ENDPOINTS} webhook endpoints; delete one to add another`);
    return insertEndpoint(
      trx,
      userId,
      {
        url: body.url,
        description: body.description?.trim() || null,
        events: body.events as EventType[],
        isActive: body.isActive ?? true,
      },
      newSecret(),
    );
  });
}

export async function getEndpoint(deps: Pick<WebhookDeps, 'knex'>, userId: number, id: number) {
  const endpoint = await findEndpoint(deps.knex, userId, id);
  if (!endpoint) throw webhookNotFound(id);
  return endpoint;
}

export async function changeEndpoint(
  deps: WebhookDeps,
  userId: number,
  id: number,
  body: WebhookEndpointUpdate,
): Promise<EndpointRecord> {
  await getEndpoint(deps, userId, id);
  if (body.url !== undefined) await checkUrl(deps, body.url);
  const updated = await updateEndpoint(deps.knex, userId, id, {
    url: body.url,
    description: body.description === undefined ? undefined : body.description?.trim() || null,
    events: body.events as EventType[] | undefined,
    isActive: body.isActive,
  });
  if (!updated) throw webhookNotFound(id);
  return updated;
}

export async function rotateEndpointSecret(deps: WebhookDeps, userId: number, id: number) {
  const rotated = await rotateSecret(
    deps.knex,
    userId,
    id,
    newSecret(),
    new Date(Date.now() + PREVIOUS_SECRET_MS),
  );
  if (!rotated) throw webhookNotFound(id);
  return rotated;
}

/** A `webhook.test` event for this endpoint only, paused or not. */
export async function sendTestEvent(deps: WebhookDeps, userId: number, id: number): Promise<DeliveryRecord> {
  const endpoint = await getEndpoint(deps, userId, id);
  const payload = eventPayload('webhook.test', {
    message: 'A test event from Routier: your endpoint receives and can verify events.',
    endpointId: endpoint.id,
  });
  const [delivery] = await insertDeliveries(deps.knex, [
    { endpointId: endpoint.id, userId, eventId: payload.id, event: payload.type, payload },
  ]);
  deps.events.start();
  return delivery;
}

export async function retryDelivery(
  deps: WebhookDeps,
  userId: number,
  endpointId: number,
  deliveryId: number,
): Promise<DeliveryRecord> {
  await getEndpoint(deps, userId, endpointId);
  if (!(await findDelivery(deps.knex, userId, endpointId, deliveryId)))
    throw notFound(`Delivery ${deliveryId} not found`, 'WEBHOOK_DELIVERY_NOT_FOUND');
  const queued = await requeueDelivery(deps.knex, deliveryId);
  deps.events.start();
  return queued;
}
