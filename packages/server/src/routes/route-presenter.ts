import type { Route, RouteAssignment } from '@routier/contract';
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
