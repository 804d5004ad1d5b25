import type { RouteStatus } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { toCount, toNumberOrNull } from '../db/rows.js';

export interface RouteTotals {
  byStatus: Map<RouteStatus, number>;
  /** Mean estimatedTime (minutes) of routes that have one; null when none has. */
  meanMinutes: number | null;
  /** Sums over routes that have the figure: km and dollars. */
  totalDistance: number;
  totalCost: number;
}

/** One pass over the user's routes: counts by status, mean time, distance and cost sums. */
export async function routeTotals(db: Queryable, userId: number): Promise<RouteTotals> {
  const rows = (await db('routes')
    .where({ user_id: userId })
    .groupBy('status')
    .select(
      'status',
      db.raw('count(*) as count'),
      db.raw('count(estimated_time) as timed'),
      db.raw('coalesce(sum(estimated_time), 0) as minutes'),
      db.raw('coalesce(sum(total_distance), 0) as distance'),
      db.raw('coalesce(sum(total_cost), 0) as cost'),
    )) as Array<{
    status: string;
    count: unknown;
    timed: unknown;
    minutes: unknown;
    distance: unknown;
    cost: unknown;
  }>;
  const byStatus = new Map<RouteStatus, number>();
  let timed = 0;
  let minutes = 0;
  let totalDistance = 0;
  let totalCost = 0;
  for (const row of rows) {
    byStatus.set(row.status as RouteStatus, toCount(row));
    timed += toCount({ count: row.timed });
    minutes += toNumberOrNull(row.minutes) ?? 0;
    totalDistance += toNumberOrNull(row.distance) ?? 0;
    totalCost += toNumberOrNull(row.cost) ?? 0;
  }
  return { byStatus, meanMinutes: timed ? minutes / timed : null, totalDistance, totalCost };
}

/** What the savings need of an optimised route (only the parts of the stored answer it reads). */
export interface OptimisedRouteFigures {
  id: number;
  totalCost: number | null;
  baseline: unknown;
  pricing: unknown;
  start: unknown;
  optimizedRoute: unknown;
  /** Only read when the route has no stored baseline. */
  destinations?: unknown;
}

/**
 * The user's routes with a stored optimisation. The answer's parts are read separately so that routes with
 * a stored baseline (the usual case) do not load their stops.
 */
export async function optimisedRouteFigures(db: Queryable, userId: number): Promise<OptimisedRouteFigures[]> {
  const rows = (await db('routes')
    .where({ user_id: userId })
    .whereNotNull('optimized_route')
    .select(
      'id',
      'total_cost',
      db.raw(`optimized_route -> 'baseline' as baseline`),
      db.raw(`optimized_route -> 'pricing' as pricing`),
      db.raw(`optimized_route -> 'start' as start`),
      db.raw(`optimized_route -> 'optimizedRoute' as basic`),
      db.raw(`case when optimized_route -> 'baseline' is null then destinations end as destinations`),
    )) as Array<{
    id: number;
    total_cost: unknown;
    baseline: unknown;
    pricing: unknown;
    start: unknown;
    basic: unknown;
    destinations: unknown;
  }>;
  const parse = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
  return rows.map((row) => ({
    id: row.id,
    totalCost: toNumberOrNull(row.total_cost),
    baseline: parse(row.baseline),
    pricing: parse(row.pricing),
    start: parse(row.start),
    optimizedRoute: parse(row.basic),
    destinations: parse(row.destinations) ?? undefined,
  }));
}
