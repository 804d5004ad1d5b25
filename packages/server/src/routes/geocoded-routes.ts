/**
 * GET /api/routes/geocoded: routes ready for the map. The start and every stop get coordinates (stored ones
 * first, then the optimisation's, then the geocoder and its cache); stops come in visiting order (the stored
 * optimisation's sequence when there is one) with their arrival time when the optimisation has a schedule;
 * the road geometry stored with an optimised route is passed on. A place that cannot be located is listed
 * in `unresolved` instead of failing the call.
 */
import type { GeoPoint, GeocodedRoute, GeocodedStop, StopGeocode } from '@routier/contract';
import { geocodeMany, normalizeAddress, type Geocoder } from '../geo/index.js';
import { placeOf, startFailureMessage, type Place } from './route-geocoding.js';
import type { RouteRecord } from './route-repository.js';
import type { StoredStop } from './stops.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLat = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 90;
const isLng = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 180;

/** `HH:MM` of minutes after midnight (hours go past 23 after midnight, as the contract's ClockText). */
export function clockText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The first (only) vehicle route of a stored advanced answer, if that is what was stored. */
function advancedRoute(optimized: Json): Json | undefined {
  const routes = optimized.routes;
  return Array.isArray(routes) && isObject(routes[0]) ? routes[0] : undefined;
}

/**
 * The visiting order stored with the route, as 1-based destination indices: the basic answer's
 * `optimizedRoute.sequence`, else the advanced answer's schedule. Invalid or stale orders (an index out of
 * range, a repeat) are ignored.
 */
export function storedSequence(optimized: Json | null, stopCount: number): number[] | null {
  if (!optimized) return null;
  let sequence: unknown[] | undefined;
  const basic = optimized.optimizedRoute;
  if (isObject(basic) && Array.isArray(basic.sequence)) sequence = basic.sequence;
  else {
    const schedule = advancedRoute(optimized)?.schedule;
    if (Array.isArray(schedule)) sequence = schedule.map((s) => (isObject(s) ? s.locationIndex : undefined));
  }
  if (!sequence) return null;
  const seen = new Set<number>();
  for (const i of sequence) {
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 1 || i > stopCount || seen.has(i)) return null;
    seen.add(i);
  }
  return sequence as number[];
}

/** Arrival minutes by 1-based destination index, from a stored schedule. */
function arrivals(optimized: Json | null): Map<number, number> {
  const out = new Map<number, number>();
  const schedule = optimized ? advancedRoute(optimized)?.schedule : undefined;
  if (!Array.isArray(schedule)) return out;
  for (const s of schedule) {
    if (isObject(s) && typeof s.locationIndex === 'number' && typeof s.arrivalTime === 'number') {
      out.set(s.locationIndex, Math.round(s.arrivalTime));
    }
  }
  return out;
}

/** A stored GeoJSON LineString (basic answer, top level, or the advanced route's), else null. */
function storedGeometry(optimized: Json | null): GeocodedRoute['geometry'] {
  if (!optimized) return null;
  const basic = optimized.optimizedRoute;
  for (const candidate of [
    isObject(basic) ? basic.geometry : undefined,
    optimized.geometry,
    advancedRoute(optimized)?.geometry,
  ]) {
    if (
      isObject(candidate) &&
      candidate.type === 'LineString' &&
      Array.isArray(candidate.coordinates) &&
      candidate.coordinates.every(
        (p) =>
          Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === 'number' && Number.isFinite(x)),
      )
    ) {
      return { type: 'LineString', coordinates: candidate.coordinates as number[][] };
    }
  }
  return null;
}

/**
 * Whether the stored optimisation ends back at the start: the basic answer's `optimizedRoute.returnToStart`,
 * else the advanced or fleet answer's `returnToStart`; true when nothing says otherwise (the default of every
 * optimisation, and batch always returns).
 */
export function storedReturnToStart(optimized: Json | null): boolean {
  if (!optimized) return true;
  const basic = optimized.optimizedRoute;
  const flag = isObject(basic) ? basic.returnToStart : optimized.returnToStart;
  return flag !== false;
}

/** The start's coordinates stored with the optimisation (the basic answer's `start`). */
function storedStart(optimized: Json | null): GeoPoint | null {
  const start = optimized?.start;
  return isObject(start) && isLat(start.lat) && isLng(start.lng)
    ? { address: String(start.address ?? ''), lat: start.lat, lng: start.lng }
    : null;
}

/** Builds the map view of a page of routes; geocodes what has no coordinates (each address once). */
export async function geocodedRoutes(
  geocoder: Geocoder,
  routes: readonly RouteRecord[],
  signal?: AbortSignal,
): Promise<GeocodedRoute[]> {
  const keys = new Map<string, string>();
  const keyOf = (address: string) => {
    let key = keys.get(address);
    if (key === undefined) {
      key = normalizeAddress(address);
      keys.set(address, key);
    }
    return key;
  };
  const wanted = new Set<string>();
  const addresses: string[] = [];
  const want = (address: string) => {
    const key = keyOf(address);
    if (!wanted.has(key)) {
      wanted.add(key);
      addresses.push(address);
    }
  };
  for (const route of routes) {
    if (!storedStart(route.optimizedRoute)) want(route.startLocation);
    for (const stop of route.destinations) if (stop.lat === null || stop.lng === null) want(stop.address);
  }
  const outcomes = await geocodeMany(geocoder, addresses, { signal });
  const places = new Map(addresses.map((a, i) => [keyOf(a), placeOf(outcomes[i])]));

  return routes.map((route) => {
    const unresolved: GeocodedRoute['unresolved'] = [];
    let start = storedStart(route.optimizedRoute);
    if (start) start = { ...start, address: route.startLocation };
    else {
      const place = places.get(keyOf(route.startLocation))!;
      if (place.ok) start = { address: route.startLocation, lat: place.lat, lng: place.lng };
      else {
        unresolved.push({
          index: 0,
          address: route.startLocation,
          message: startFailureMessage(route.startLocation, place.failure),
        });
      }
    }

    const n = route.destinations.length;
    const sequence = storedSequence(route.optimizedRoute, n);
    const order = sequence ? [...sequence] : [];
    const inSequence = new Set(order);
    for (let i = 1; i <= n; i += 1) if (!inSequence.has(i)) order.push(i);
    const arrivalByIndex = arrivals(route.optimizedRoute);

    const stops: GeocodedStop[] = [];
    for (const index of order) {
      const stop: StoredStop = route.destinations[index - 1];
      let point: Place | { lat: number; lng: number; geocode: StopGeocode | null } | undefined;
      if (stop.lat !== null && stop.lng !== null)
        point = { lat: stop.lat, lng: stop.lng, geocode: stop.geocode };
      else {
        const place = places.get(keyOf(stop.address))!;
        if (place.ok) point = place;
        else {
          unresolved.push({
            index,
            address: stop.address,
            message: `Stop ${index} ("${stop.address}") could not be located: ${place.failure.message}`,
          });
        }
      }
      if (!point) continue;
      const arrival = arrivalByIndex.get(index);
      stops.push({
        index,
        order: stops.length + 1,
        address: stop.address,
        ...(stop.name !== undefined ? { name: stop.name } : {}),
        priority: stop.priority,
        lat: point.lat,
        lng: point.lng,
        arrivalTime: arrival ?? null,
        arrivalClock: arrival === undefined ? null : clockText(arrival),
        geocode: point.geocode,
      });
    }

    return {
      id: route.id,
      name: route.name,
      status: route.status,
      scheduledDate: route.scheduledDate,
      vehicleId: route.vehicleId,
      optimized: route.optimizedRoute !== null,
      totalDistance: route.totalDistance,
      estimatedTime: route.estimatedTime,
      totalCost: route.totalCost,
      start,
      returnToStart: storedReturnToStart(route.optimizedRoute),
      stops,
      geometry: storedGeometry(route.optimizedRoute),
      unresolved,
    };
  });
}
