import type { Queryable } from '../db/queryable.js';
import { deletedAny, fromJsonb, toCount, toIso, toIsoOrNull, toNumber } from '../db/rows.js';
import { NEWEST_FIRST, type Page, type Paged } from '../kernel/paging.js';
import type { EventType } from '../kernel/events.js';

export interface EndpointRecord {
  id: number;
  userId: number;
  url: string;
  description: string | null;
  events: EventType[];
  isActive: boolean;
  secret: string;
  /** The secret before the last rotation, while deliveries still carry its signature. */
  previousSecret: string | null;
  previousSecretExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type DeliveryStatus = 'pending' | 'retrying' | 'succeeded' | 'failed';

export interface DeliveryRecord {
  id: number;
  endpointId: number;
  userId: number;
  eventId: string;
  event: string;
  payload: { id: string; type: string; createdAt: string; data: { object: Record<string, unknown> } };
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

type Row = Record<string, unknown>;

function toEndpoint(row: Row): EndpointRecord {
  return {
    id: row.id as number,
    userId: row.user_id as number,
    url: row.url as string,
    description: (row.description as string | null) ?? null,
    events: fromJsonb<EventType[]>(row.events),
    isActive: row.is_active as boolean,
    secret: row.secret as string,
    previousSecret: (row.previous_secret as string | null) ?? null,
    previousSecretExpiresAt: toIsoOrNull(row.previous_secret_expires_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function toDelivery(row: Row): DeliveryRecord {
  return {
    id: toNumber(row.id),
    endpointId: row.endpoint_id as number,
    userId: row.user_id as number,
    eventId: row.event_id as string,
    event: row.event as string,
    payload: fromJsonb(row.payload),
    status: row.status as DeliveryStatus,
    attempts: row.attempts as number,
    nextAttemptAt: toIsoOrNull(row.next_attempt_at),
    lastAttemptAt: toIsoOrNull(row.last_attempt_at),
    responseStatus: (row.response_status as number | null) ?? null,
    durationMs: (row.duration_ms as number | null) ?? null,
    error: (row.error as string | null) ?? null,
    createdAt: toIso(row.created_at),
    deliveredAt: toIsoOrNull(row.delivered_at),
  };
}

export interface EndpointFields {
  url: string;
  description: string | null;
  events: EventType[];
  isActive: boolean;
}

function endpointColumns(fields: Partial<EndpointFields>): Row {
  const out: Row = {};
  if (fields.url !== undefined) out.url = fields.url;
  if (fields.description !== undefined) out.description = fields.description;
  // jsonb takes JSON text: pg would send a JS array as a PostgreSQL array literal.
  if (fields.events !== undefined) out.events = JSON.stringify(fields.events);
  if (fields.isActive !== undefined) out.is_active = fields.isActive;
  return out;
}

export async function insertEndpoint(
  db: Queryable,
  userId: number,
  fields: EndpointFields,
  secret: string,
): Promise<EndpointRecord> {
  const [row] = await db('webhook_endpoints')
    .insert({ ...endpointColumns(fields), user_id: userId, secret })
    .returning('*');
  return toEndpoint(row);
}

export async function countEndpoints(db: Queryable, userId: number): Promise<number> {
  return toCount(await db('webhook_endpoints').where({ user_id: userId }).count('* as count').first());
}

export async function listEndpoints(
  db: Queryable,
  userId: number,
  page: Page,
): Promise<Paged<EndpointRecord>> {
  const [rows, total] = await Promise.all([
    db('webhook_endpoints')
      .where({ user_id: userId })
      .orderBy(NEWEST_FIRST)
      .limit(page.limit)
      .offset(page.offset),
    countEndpoints(db, userId),
  ]);
  return { items: rows.map(toEndpoint), total };
}

export async function findEndpoint(
  db: Queryable,
  userId: number,
  id: number,
): Promise<EndpointRecord | undefined> {
  const row = await db('webhook_endpoints').where({ id, user_id: userId }).first();
  return row ? toEndpoint(row) : undefined;
}

/** The user's active endpoints that subscribe to `event`. */
export async function subscribedEndpoints(
  db: Queryable,
  userId: number,
  event: EventType,
): Promise<EndpointRecord[]> {
  const rows = await db('webhook_endpoints')
    .where({ user_id: userId, is_active: true })
    .whereRaw('events @> ?::jsonb', [JSON.stringify([event])]);
  return rows.map(toEndpoint);
}

export async function updateEndpoint(
  db: Queryable,
  userId: number,
  id: number,
  fields: Partial<EndpointFields>,
): Promise<EndpointRecord | undefined> {
  const [row] = await db('webhook_endpoints')
    .where({ id, user_id: userId })
    .update({ ...endpointColumns(fields), updated_at: db.fn.now() })
    .returning('*');
  return row ? toEndpoint(row) : undefined;
}

export async function rotateSecret(
  db: Queryable,
  userId: number,
  id: number,
  secret: string,
  previousUntil: Date,
): Promise<EndpointRecord | undefined> {
  const [row] = await db('webhook_endpoints')
    .where({ id, user_id: userId })
    .update({
      previous_secret: db.ref('secret'),
      previous_secret_expires_at: previousUntil,
      secret,
      updated_at: db.fn.now(),
    })
    .returning('*');
  return row ? toEndpoint(row) : undefined;
}

export async function deleteEndpoint(db: Queryable, userId: number, id: number): Promise<boolean> {
  return deletedAny(db('webhook_endpoints').where({ id, user_id: userId }).delete());
}

export interface NewDelivery {
  endpointId: number;
  userId: number;
  eventId: string;
  event: string;
  payload: DeliveryRecord['payload'];
}

export async function insertDeliveries(db: Queryable, deliveries: NewDelivery[]): Promise<DeliveryRecord[]> {
  if (!deliveries.length) return [];
  const rows = await db('webhook_deliveries')
    .insert(
      deliveries.map((d) => ({
        endpoint_id: d.endpointId,
        user_id: d.userId,
        event_id: d.eventId,
        event: d.event,
        payload: JSON.stringify(d.payload),
        status: 'pending',
        next_attempt_at: db.fn.now(),
      })),
    )
    .returning('*');
  return rows.map(toDelivery);
}

export async function listDeliveries(
  db: Queryable,
  userId: number,
  endpointId: number,
  filter: { status?: DeliveryStatus },
  page: Page,
): Promise<Paged<DeliveryRecord>> {
  const base = () => {
    const query = db('webhook_deliveries').where({ user_id: userId, endpoint_id: endpointId });
    if (filter.status) query.where({ status: filter.status });
    return query;
  };
  const [rows, count] = await Promise.all([
    base().orderBy(NEWEST_FIRST).limit(page.limit).offset(page.offset),
    base().count('* as count').first(),
  ]);
  return { items: rows.map(toDelivery), total: toCount(count) };
}

export async function findDelivery(
  db: Queryable,
  userId: number,
  endpointId: number,
  id: number,
): Promise<DeliveryRecord | undefined> {
  const row = await db('webhook_deliveries').where({ id, user_id: userId, endpoint_id: endpointId }).first();
  return row ? toDelivery(row) : undefined;
}

/** Queues one more attempt now (a failed or delivered delivery too). */
export async function requeueDelivery(db: Queryable, id: number): Promise<DeliveryRecord> {
  const [row] = await db('webhook_deliveries')
    .where({ id })
    .update({ status: 'retrying', next_attempt_at: db.fn.now(), locked_until: null })
    .returning('*');
  return toDelivery(row);
}

/**
 * Claims up to `limit` deliveries that are due, for `leaseMs`: no other process claims them meanwhile
 * (SKIP LOCKED), and a process that dies mid-attempt releases them when the lease ends.
 */
export async function claimDue(db: Queryable, limit: number, leaseMs: number): Promise<DeliveryRecord[]> {
  const due = db('webhook_deliveries')
    .select('id')
    .whereIn('status', ['pending', 'retrying'])
    .where('next_attempt_at', '<=', db.fn.now())
    .where((q) => q.whereNull('locked_until').orWhere('locked_until', '<', db.fn.now()))
    .orderBy('next_attempt_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = await db('webhook_deliveries')
    .whereIn('id', due)
    .update({ locked_until: db.raw(`now() + make_interval(secs => ?)`, [leaseMs / 1000]) })
    .returning('*');
  return rows.map(toDelivery);
}

/** When the next delivery is due (null when none waits). */
export async function nextDueAt(db: Queryable): Promise<Date | null> {
  const row = await db('webhook_deliveries')
    .whereIn('status', ['pending', 'retrying'])
    .min('next_attempt_at as at')
    .first();
  return row?.at ? new Date(row.at as string | Date) : null;
}

export interface AttemptOutcome {
  status: Exclude<DeliveryStatus, 'pending'>;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  nextAttemptAt: Date | null;
}

export async function saveAttempt(db: Queryable, id: number, outcome: AttemptOutcome): Promise<void> {
  await db('webhook_deliveries')
    .where({ id })
    .update({
      status: outcome.status,
      attempts: db.raw('attempts + 1'),
      last_attempt_at: db.fn.now(),
      response_status: outcome.responseStatus,
      duration_ms: outcome.durationMs,
      error: outcome.error?.slice(0, 500) ?? null,
      next_attempt_at: outcome.nextAttemptAt,
      locked_until: null,
      delivered_at: outcome.status === 'succeeded' ? db.fn.now() : null,
    });
}

/** Deletes deliveries created before `before` (the log keeps 30 days). */
export async function purgeDeliveries(db: Queryable, before: Date): Promise<void> {
  await db('webhook_deliveries').where('created_at', '<', before).delete();
}

/** The endpoints claimed deliveries go to, by id (any user: the dispatcher works for all). */
export async function endpointsByIds(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, EndpointRecord>> {
  const rows = await db('webhook_endpoints').whereIn('id', [...new Set(ids)]);
  return new Map(rows.map((row: Row) => [row.id as number, toEndpoint(row)]));
}
