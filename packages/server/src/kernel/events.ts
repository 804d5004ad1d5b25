import type { Queryable } from '../db/queryable.js';

/** What capabilities announce to the user's own systems (openapi `WebhookEventType`). */
export type EventType = 'job.succeeded' | 'job.failed' | 'route.updated';

/**
 * Where capabilities announce what happened: `AppServices.events`, implemented by `webhooks/` and wired in
 * `app/create-app.ts`, so routes and jobs never import the webhooks that deliver their events (the floors run
 * one way, as with `plan-limits.ts`). `record` writes into the caller's database handle — pass the transaction
 * of the change, and the event exists exactly when the change was committed (an outbox).
 */
export interface EventSink {
  /**
   * `object` is the record as the API shows it (a route, a job), or a function building it: called only
   * when some endpoint subscribes, so a change nobody listens to costs one query, not a presentation.
   */
  record(
    db: Queryable,
    userId: number,
    type: EventType,
    object: object | (() => Promise<object>),
  ): Promise<void>;
  /** Begins delivering in the background (the server calls it once it listens; recording also starts it). */
  start(): void;
  /** Stops delivering; resolves once the attempts under way have ended. */
  stop(): Promise<void>;
}
