/**
 * Conversions from the API's answers to what the map draws (`MapRoute`, lib/map). Colours follow the
 * position in the list (the 8-colour palette); stop numbers are the visiting order.
 */
import type {
  AdvancedOptimizeResponse,
  BasicOptimizeResponse,
  FleetOptimizeResponse,
  GeocodedRoute,
  Priority,
  ScheduleStop,
} from '@routier/sdk';
import type { MapRoute, MapStop } from '../../map/map-model.js';

type Coordinates = ReadonlyArray<readonly [number, number]>;

function geometryOf(line: { coordinates: number[][] } | null | undefined): Coordinates | null {
  if (!line || line.coordinates.length < 2) return null;
  return line.coordinates.map((c) => [c[0]!, c[1]!] as const);
}

/** Saved routes with coordinates (GET /api/routes/geocoded). */
export function mapRoutesOfGeocoded(routes: readonly GeocodedRoute[]): MapRoute[] {
  return routes.map((route, i) => ({
    id: String(route.id),
    name: route.name,
    colorIndex: i,
    start: route.start,
    stops: route.stops.map((stop) => ({
      lat: stop.lat,
      lng: stop.lng,
      address: stop.address,
      name: stop.name ?? null,
      order: stop.order,
      priority: stop.priority,
      arrival: stop.arrivalClock ?? null,
      approximate: stop.geocode?.approximate === true,
      approximateNote: stop.geocode?.note ?? null,
    })),
    returnToStart: route.returnToStart,
    geometry: geometryOf(route.geometry),
  }));
}

/** A basic optimisation answer, before it is saved (drawn as one route). */
export function mapRouteOfBasic(
  result: BasicOptimizeResponse,
  name: string,
  priorities: readonly Priority[] = [],
): MapRoute {
  return {
    id: 'preview',
    name,
    colorIndex: 0,
    start: result.start,
    stops: result.stops.map((stop) => ({
      lat: stop.lat,
      lng: stop.lng,
      address: stop.address,
      order: stop.order,
      priority: priorities[stop.index - 1] ?? 'medium',
      arrival: `${stop.arrivalOffset} min after departure`,
    })),
    returnToStart: result.optimizedRoute.returnToStart,
    geometry: geometryOf(result.optimizedRoute.geometry),
  };
}

function scheduledStops(schedule: readonly ScheduleStop[], priorities: readonly Priority[]): MapStop[] {
  return schedule.map((stop, i) => ({
    lat: stop.lat,
    lng: stop.lng,
    address: stop.address,
    order: i + 1,
    priority: priorities[stop.locationIndex - 1] ?? 'medium',
    arrival: stop.arrivalClock,
  }));
}

/** A fleet plan: one route per vehicle used, named after the vehicle. */
export function mapRoutesOfFleet(
  result: FleetOptimizeResponse,
  priorities: readonly Priority[] = [],
): MapRoute[] {
  return mapRoutesOfFleetSolution(result.solution, result.start, result.returnToStart, priorities);
}

/**
 * A fleet solution, also a saved one (which keeps the solution but not the depot's coordinates: its
 * routes are then drawn from their first stop).
 */
export function mapRoutesOfFleetSolution(
  solution: FleetOptimizeResponse['solution'],
  start: FleetOptimizeResponse['start'] | null,
  returnToStart: boolean,
  priorities: readonly Priority[] = [],
): MapRoute[] {
  return solution.routes.map((route, i) => ({
    id: `vehicle-${route.vehicleId}`,
    name: route.vehicleName,
    colorIndex: i,
    start,
    stops: scheduledStops(route.schedule, priorities),
    returnToStart: start !== null && returnToStart,
    geometry: geometryOf(route.geometry),
  }));
}

/** An advanced (constrained) plan: its route with the schedule's arrival times. */
export function mapRoutesOfAdvanced(
  result: AdvancedOptimizeResponse,
  name: string,
  priorities: readonly Priority[] = [],
): MapRoute[] {
  return result.routes.map((route, i) => ({
    id: `advanced-${i}`,
    name: name || route.vehicleName,
    colorIndex: i,
    start: result.start,
    stops: scheduledStops(route.schedule, priorities),
    returnToStart: result.returnToStart,
    geometry: geometryOf(route.geometry),
  }));
}
