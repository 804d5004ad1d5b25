/**
 * What the map draws, independent of where it comes from (saved routes, an optimisation answer, a fleet
 * plan). Feature folders convert their data to `MapRoute`s; the map module turns them into features.
 * Coordinates are WGS84 degrees; `geometry` is GeoJSON order `[lng, lat]`.
 */
import type { Priority } from '@routier/sdk';

export interface MapPoint {
  lat: number;
  lng: number;
  address: string;
}

export interface MapStop extends MapPoint {
  /** 1-based visiting order: the number on the marker. */
  order: number;
  priority: Priority;
  /** Customer name shown above the address, when the stop has one. */
  name?: string | null;
  /** When the vehicle gets there: 'HH:MM' from a schedule, or '48 min after departure'. */
  arrival?: string | null;
  /** The point is only city- or street-level (offline geocoding); shown in the stop's details. */
  approximate?: boolean;
  approximateNote?: string | null;
}

export interface MapRoute {
  /** Unique among the routes drawn together (route id, vehicle id, 'preview'). */
  id: string;
  name: string;
  /** Index into the route palette (usually the route's position in its list). */
  colorIndex: number;
  start: MapPoint | null;
  /** In visiting order. */
  stops: MapStop[];
  /** The route ends back at its start (its distance includes the way back): the line closes there. */
  returnToStart: boolean;
  /** Road path when the travel-time provider gives one; else the line joins the stops straight. */
  geometry: ReadonlyArray<readonly [number, number]> | null;
}

/** What the map says about the stop under the pointer. */
export interface StopInfo {
  routeId: string;
  routeName: string;
  address: string;
  name: string | null;
  order: number;
  stopCount: number;
  priority: Priority;
  arrival: string | null;
  approximate: boolean;
  approximateNote: string | null;
  depot: boolean;
}

/**
 * The line of a route as `[lng, lat]` pairs: the road geometry when there is one (the server's includes the
 * way back), else straight segments from the start through the stops in order, and back to the start when
 * the route returns there. Fewer than two points draw no line.
 */
export function routeLineCoordinates(route: MapRoute): [number, number][] {
  if (route.geometry && route.geometry.length >= 2) return route.geometry.map(([lng, lat]) => [lng, lat]);
  const points: [number, number][] = [];
  if (route.start) points.push([route.start.lng, route.start.lat]);
  for (const stop of route.stops) points.push([stop.lng, stop.lat]);
  if (route.start && route.returnToStart && route.stops.length > 0)
    points.push([route.start.lng, route.start.lat]);
  return points.length >= 2 ? points : [];
}

export function countStops(routes: readonly MapRoute[]): number {
  let n = 0;
  for (const route of routes) n += route.stops.length;
  return n;
}

/** Bounds `[minLng, minLat, maxLng, maxLat]` of every start and stop, or null when there is none. */
export function boundsOf(routes: readonly MapRoute[]): [number, number, number, number] | null {
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  const add = (p: { lat: number; lng: number }) => {
    if (p.lng < minLng) minLng = p.lng;
    if (p.lng > maxLng) maxLng = p.lng;
    if (p.lat < minLat) minLat = p.lat;
    if (p.lat > maxLat) maxLat = p.lat;
  };
  for (const route of routes) {
    if (route.start) add(route.start);
    for (const stop of route.stops) add(stop);
  }
  return minLng === Infinity ? null : [minLng, minLat, maxLng, maxLat];
}
