import type { Route } from '@routier/contract';
import type { RouteRecord } from './route-repository.js';

export function presentRoute(route: RouteRecord): Route {
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
    createdAt: route.createdAt,
    updatedAt: route.updatedAt,
  };
}
