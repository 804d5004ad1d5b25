import type { Queryable } from '../db/queryable.js';
import type { EventSink, EventType } from '../kernel/events.js';
import { insertDeliveries, subscribedEndpoints, type DeliveryRecord } from './webhook-repository.js';
import type { WebhookDispatcher } from './webhook-dispatcher.js';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `evt_` and 26 Crockford base32 characters: 10 of milliseconds (ids sort by time), 16 random. */
export function newEventId(now = Date.now()): string {
  let time = '';
  for (let t = now, i = 0; i < 10; i += 1, t = Math.floor(t / 32)) time = CROCKFORD[t % 32] + time;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => CROCKFORD[b % 32]).join('');
  return `evt_${time}${random}`;
}

export function eventPayload(type: string, object: object): DeliveryRecord['payload'] {
  return {
    id: newEventId(),
    type,
    createdAt: new Date().toISOString(),
    data: { object: object as Record<string, unknown> },
  };
}

/**
 * The `EventSink` capabilities record into (kernel/events.ts): one delivery per active endpoint of the user
 * that subscribes to the event, written with the caller's handle (in its transaction), and the dispatcher
 * woken once that handle's work is committed.
 */
export class WebhookOutbox implements EventSink {
  constructor(private readonly dispatcher: WebhookDispatcher) {}

  async record(
    db: Queryable,
    userId: number,
    type: EventType,
    object: object | (() => Promise<object>),
  ): Promise<void> {
    const endpoints = await subscribedEndpoints(db, userId, type);
    if (!endpoints.length) return;
    const payload = eventPayload(type, typeof object === 'function' ? await object() : object);
    await insertDeliveries(
      db,
      endpoints.map((e) => ({ endpointId: e.id, userId, eventId: payload.id, event: type, payload })),
    );
    // In a transaction, the deliveries are visible to the dispatcher once it commits.
    const transaction = db as Partial<{ isTransaction: boolean; executionPromise: Promise<unknown> }>;
    if (transaction.isTransaction && transaction.executionPromise)
      transaction.executionPromise.then(
        () => this.dispatcher.start(),
        () => undefined,
      );
    else this.dispatcher.start();
  }

  start(): void {
    this.dispatcher.start();
  }

  stop(): Promise<void> {
    return this.dispatcher.stop();
  }
}
