/**
 * The reads and writes batch optimisation needs on routes, and the user's default service time. Kept to
 * the columns planning owns the meaning of (optimisation results); the routes resource owns the rest.
 */
import type { Stop } from '@routier/sdk';
import type { Queryable } from '../db/queryable.js';
import { toNumberOrNull } from '../db/rows.js';
import { DEFAULT_SERVICE_MINUTES } from './constants.js';
import type { PlanningRoute, RouteOptimizationUpdate } from './ports.js';

interface RouteRow {
  id: number;
  name: string;
  vehicle_id: number | null;
  start_location: string;
  destinations: Stop[] | string;
  total_cost: string | null;
}

export async function findRoutesByIds(
  db: Queryable,
  userId: number,
  ids: readonly number[],
): Promise<PlanningRoute[]> {
  if (ids.length === 0) return [];
  const rows = (await db('routes')
    .where({ user_id: userId })
    .whereIn('id', [...new Set(ids)])
    .select('id', 'name', 'vehicle_id', 'start_location', 'destinations', 'total_cost')) as RouteRow[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    vehicleId: row.vehicle_id,
    startLocation: row.start_location,
    destinations: typeof row.destinations === 'string' ? JSON.parse(row.destinations) : row.destinations,
    totalCost: toNumberOrNull(row.total_cost),
  }));
}

export async function storeRouteOptimization(
  db: Queryable,
  userId: number,
  routeId: number,
  update: RouteOptimizationUpdate,
): Promise<boolean> {
  const changed = await db('routes')
    .where({ id: routeId, user_id: userId })
    .update({
      optimized_route: JSON.stringify(update.optimizedRoute),
      destinations: JSON.stringify(update.destinations),
      total_distance: update.totalDistance,
      estimated_time: update.estimatedTime,
      total_cost: update.totalCost,
      status: 'optimized',
      updated_at: db.fn.now(),
    });
  return changed > 0;
}

export async function readDefaultServiceMinutes(db: Queryable, userId: number): Promise<number> {
  const row = await db('user_preferences').where({ user_id: userId }).first('default_service_time');
  return typeof row?.default_service_time === 'number' ? row.default_service_time : DEFAULT_SERVICE_MINUTES;
}
