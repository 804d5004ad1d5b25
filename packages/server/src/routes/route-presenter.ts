import type { Route, RouteAssignment } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { assignmentsOf } from './route-assignments.js';
import type { RouteRecord } from './route-repository.js';

/** A route as the API shows it, with the shift it is assigned to (or null). */
export function presentRoute(route: RouteRecord, assignment: RouteAssignment | null = null): Route {
  return {
    id: route.id,
    name: route.name,
    vehicleId: route.vehicleId,
    startLocation: route.startLocation,
    destinations: route.destinations,
    optimizedRoute: route.optimizedRoute,
    constraints: route.constraints,
    scheduledDate: route.scheduledDate,
    totalDistance: route.totalDistance,
    estimatedTime: route.estimatedTime,
    totalCost: route.totalCost,
    totalsStale: route.totalsStale,
    status: route.status,
    assignment,
    createdAt: route.createdAt,
    updatedAt: route.updatedAt,
  };
}

/** Routes as the API shows them, each with the shift it is assigned to. */
export async function presentRoutes(db: Queryable, userId: number, routes: RouteRecord[]): Promise<Route[]> {
  const assignments = await assignmentsOf(
    db,
    userId,
    routes.map((r) => r.id),
  );
  return routes.map((r) => presentRoute(r, assignments.get(r.id) ?? null));
}
