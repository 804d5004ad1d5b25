/**
 * Plans as drawable paths, the common ground of the GeoJSON and GPX exports: a stored route (its plan read by
 * planned-route.ts) or a fleet plan (one path per vehicle route). Stops without coordinates are left out of
 * the geometry (they cannot be drawn) but never out of the CSV exports.
 */
import type { LineString } from '../types.js';
import { plannedRoute, type PlannableRoute } from './planned-route.js';

export interface PathStop {
  order: number | null;
  lat: number;
  lng: number;
  address: string;
  name: string | null;
  /** Minutes after midnight, when planned. */
  arrival: number | null;
}

export interface PlanPath {
  /** Shown as the path's name: the route name, or the plan's name and the vehicle. */
  name: string;
  start: { lat: number; lng: number; address: string } | null;
  stops: PathStop[];
  /** [lng, lat] pairs; empty when fewer than two points are known. */
  line: [number, number][];
}

export function routePath(route: PlannableRoute): PlanPath {
  const planned = plannedRoute(route);
  return {
    name: route.name,
    start: planned.start ? { ...planned.start, address: route.startLocation } : null,
    stops: planned.stops.flatMap(({ stop, order, arrival }) =>
      stop.lat === null || stop.lng === null
        ? []
        : [{ order, lat: stop.lat, lng: stop.lng, address: stop.address, name: stop.name ?? null, arrival }],
    ),
    line: planned.line,
  };
}

/** The fields of a fleet plan the exports read (a saved `FleetOptimization` or a `FleetOptimizeResponse`). */
export interface PlannableFleet {
  name: string;
  startLocation: string;
  start?: { lat: number; lng: number } | null;
  returnToStart?: boolean;
  routes: ReadonlyArray<{
    vehicleName?: string | null;
    vehicleId?: number;
    schedule: ReadonlyArray<{ address: string; lat: number; lng: number; arrivalTime?: number | null }>;
    geometry?: LineString | null;
  }>;
}

export function fleetPaths(plan: PlannableFleet): PlanPath[] {
  const start = plan.start ? { ...plan.start, address: plan.startLocation } : null;
  return plan.routes.map((route) => {
    const stops = route.schedule.map((s, k) => ({
      order: k + 1,
      lat: s.lat,
      lng: s.lng,
      address: s.address,
      name: null,
      arrival: s.arrivalTime ?? null,
    }));
    let line: [number, number][] = route.geometry?.coordinates?.map(([lng, lat]) => [lng, lat]) ?? [];
    if (line.length < 2) {
      line = [
        ...(start ? [[start.lng, start.lat] as [number, number]] : []),
        ...stops.map((s) => [s.lng, s.lat] as [number, number]),
        ...(start && plan.returnToStart !== false ? [[start.lng, start.lat] as [number, number]] : []),
      ];
      if (line.length < 2) line = [];
    }
    const vehicle =
      route.vehicleName ?? (route.vehicleId === undefined ? 'vehicle' : `vehicle ${route.vehicleId}`);
    return { name: `${plan.name} - ${vehicle}`, start, stops, line };
  });
}
