import type { AdvancedConstraints, RouteStatus } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { deletedAny, toCount, toDateString, toIso, toNumberOrNull } from '../db/rows.js';
import { NEWEST_FIRST, type Page, type Paged } from '../kernel/paging.js';
import { storedStopsOf, type StoredStop } from './stops.js';

/** A saved route: distances km, time minutes, money dollars (numeric in storage). */
export interface RouteRecord {
  id: number;
  userId: number;
  name: string;
  vehicleId: number | null;
  startLocation: string;
  destinations: StoredStop[];
  /** The stored optimisation answer (basic shape: start, stops, optimizedRoute, pricing, baseline). */
  optimizedRoute: Record<string, unknown> | null;
  constraints: AdvancedConstraints | null;
  scheduledDate: string;
  totalDistance: number | null;
  estimatedTime: number | null;
  totalCost: number | null;
  status: RouteStatus;
  /** The stops, start or vehicle changed after the totals and plan were computed. */
  totalsStale: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What a create sets (the service normalised and rounded it). */
export interface RouteFields {
  name: string;
  vehicleId: number | null;
  startLocation: string;
  destinations: StoredStop[];
  optimizedRoute: Record<string, unknown> | null;
  constraints: AdvancedConstraints | null;
  /** Null: the database's CURRENT_DATE. */
  scheduledDate: string | null;
  totalDistance: number | null;
  estimatedTime: number | null;
  totalCost: number | null;
  status: RouteStatus;
  /** Absent on create: false. */
  totalsStale?: boolean;
}

export interface RouteFilter {
  /** Inclusive `YYYY-MM-DD` bounds on scheduledDate. */
  from?: string;
  to?: string;
  statuses?: readonly RouteStatus[];
  vehicleId?: number;
}

interface RouteRow {
  id: number;
  user_id: number;
  name: string;
  vehicle_id: number | null;
  start_location: string;
  destinations: unknown;
  optimized_route: Record<string, unknown> | string | null;
  constraints: AdvancedConstraints | string | null;
  scheduled_date: string | null;
  total_distance: string | null;
  estimated_time: number | null;
  total_cost: string | null;
  status: string;
  totals_stale: boolean;
  created_at: Date;
  updated_at: Date;
}

const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

export function toRoute(row: RouteRow): RouteRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    vehicleId: row.vehicle_id,
    startLocation: row.start_location,
    destinations: storedStopsOf(row.destinations),
    optimizedRoute: json(row.optimized_route),
    constraints: json(row.constraints),
    // Rows written by hand may lack a date; the API's Route always has one (the creation day).
    scheduledDate: row.scheduled_date ? toDateString(row.scheduled_date) : toIso(row.created_at).slice(0, 10),
    totalDistance: toNumberOrNull(row.total_distance),
    estimatedTime: row.estimated_time,
    totalCost: toNumberOrNull(row.total_cost),
    status: row.status as RouteStatus,
    totalsStale: row.totals_stale,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Columns for the fields present; jsonb columns as JSON text (pg would send arrays as array literals). */
function toColumns(fields: Partial<RouteFields>, db: Queryable): Record<string, unknown> {
  const jsonText = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const columns: Record<string, unknown> = {
    name: fields.name,
    vehicle_id: fields.vehicleId,
    start_location: fields.startLocation,
    destinations: fields.destinations === undefined ? undefined : JSON.stringify(fields.destinations),
    optimized_route: fields.optimizedRoute === undefined ? undefined : jsonText(fields.optimizedRoute),
    constraints: fields.constraints === undefined ? undefined : jsonText(fields.constraints),
    scheduled_date:
      fields.scheduledDate === undefined ? undefined : (fields.scheduledDate ?? db.raw('CURRENT_DATE')),
    total_distance: fields.totalDistance,
    estimated_time: fields.estimatedTime,
    total_cost: fields.totalCost,
    status: fields.status,
    totals_stale: fields.totalsStale,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

export async function insertRoute(db: Queryable, userId: number, fields: RouteFields): Promise<RouteRecord> {
  const [row] = (await db('routes')
    .insert({ user_id: userId, ...toColumns(fields, db) })
    .returning('*')) as RouteRow[];
  return toRoute(row);
}

/** Rows per INSERT statement of a bulk import (well under PostgreSQL's 65,535 bind parameters). */
const INSERT_CHUNK = 500;

/** Inserts many routes (run it inside a transaction for all-or-nothing); answers their ids in order. */
export async function insertRoutes(
  db: Queryable,
  userId: number,
  routes: readonly RouteFields[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < routes.length; i += INSERT_CHUNK) {
    const rows = routes.slice(i, i + INSERT_CHUNK).map((r) => ({ user_id: userId, ...toColumns(r, db) }));
    const inserted = (await db('routes').insert(rows).returning('id')) as Array<{ id: number }>;
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

function filtered(db: Queryable, userId: number, filter: RouteFilter) {
  const query = db('routes').where({ user_id: userId });
  if (filter.from) query.where('scheduled_date', '>=', filter.from);
  if (filter.to) query.where('scheduled_date', '<=', filter.to);
  if (filter.statuses?.length) query.whereIn('status', [...filter.statuses]);
  if (filter.vehicleId !== undefined) query.where({ vehicle_id: filter.vehicleId });
  return query;
}

/** The user's routes matching `filter`, newest first, and how many match. */
export async function listRoutes(
  db: Queryable,
  userId: number,
  filter: RouteFilter,
  page: Page,
): Promise<Paged<RouteRecord>> {
  const base = filtered(db, userId, filter);
  // One row past the page tells whether more match: when none do, the total is known without counting
  // (most lists fit one page), saving a query on the busiest read of the API.
  const rows = (await base
    .clone()
    .select('*')
    .orderBy(NEWEST_FIRST)
    .limit(page.limit + 1)
    .offset(page.offset)) as RouteRow[];
  const more = rows.length > page.limit;
  const items = (more ? rows.slice(0, page.limit) : rows).map(toRoute);
  if (!more && (rows.length > 0 || page.offset === 0)) return { items, total: page.offset + rows.length };
  const countRow = (await base.clone().count({ count: '*' }).first()) as { count: unknown } | undefined;
  return { items, total: toCount(countRow) };
}

export async function findRoute(db: Queryable, userId: number, id: number): Promise<RouteRecord | undefined> {
  const row = (await db('routes').where({ id, user_id: userId }).first()) as RouteRow | undefined;
  return row ? toRoute(row) : undefined;
}

/** The user's routes among `ids` (others' and unknown ids are left out), in the order of `ids`. */
export async function findRoutesByIds(
  db: Queryable,
  userId: number,
  ids: readonly number[],
): Promise<RouteRecord[]> {
  if (ids.length === 0) return [];
  const rows = (await db('routes')
    .where({ user_id: userId })
    .whereIn('id', [...new Set(ids)])) as RouteRow[];
  const byId = new Map(rows.map((row) => [row.id, toRoute(row)]));
  return ids.map((id) => byId.get(id)).filter((r): r is RouteRecord => r !== undefined);
}

export async function updateRoute(
  db: Queryable,
  userId: number,
  id: number,
  fields: Partial<RouteFields>,
): Promise<RouteRecord | undefined> {
  const [row] = (await db('routes')
    .where({ id, user_id: userId })
    .update({ ...toColumns(fields, db), updated_at: db.fn.now() })
    .returning('*')) as RouteRow[];
  return row ? toRoute(row) : undefined;
}

/** Deletes one of the user's routes (its multi-day plan assignments go with it: ON DELETE CASCADE). */
export async function deleteRoute(db: Queryable, userId: number, id: number): Promise<boolean> {
  return deletedAny(db('routes').where({ id, user_id: userId }).delete());
}

/**
 * The user's routes whose (case-insensitive, trimmed) name and scheduled date are among `keys`
 * (`name.toLowerCase()` + '|' + date): what a CSV import would duplicate.
 */
export async function findRoutesByNameAndDate(
  db: Queryable,
  userId: number,
  keys: readonly { name: string; date: string }[],
): Promise<RouteRecord[]> {
  if (keys.length === 0) return [];
  const names = [...new Set(keys.map((k) => k.name.trim().toLowerCase()))];
  const dates = [...new Set(keys.map((k) => k.date))];
  const rows = (await db('routes')
    .where({ user_id: userId })
    .whereRaw(`lower(trim(name)) in (${names.map(() => '?').join(', ')})`, names)
    .whereIn('scheduled_date', dates)
    .orderBy('id')) as RouteRow[];
  const wanted = new Set(keys.map((k) => `${k.name.trim().toLowerCase()}|${k.date}`));
  return rows.map(toRoute).filter((r) => wanted.has(`${r.name.trim().toLowerCase()}|${r.scheduledDate}`));
}
