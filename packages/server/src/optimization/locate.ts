/**
 * Puts an optimisation's start and stops on the map through the one placement check (geo/placement): stops
 * that carry coordinates keep them (checked against the reach unless confirmed), the others are geocoded with
 * the start as a bias. Anything not trusted fails the call before any solving: 502 UPSTREAM_ERROR, 400
 * GEOCODE_FAILED or 422 ADDRESS_UNRESOLVED, naming each stop (1-based in messages, 0-based `index`). Nothing is
 * ever placed at (0, 0).
 */
import type { GeoPoint } from '@routier/contract';
import type { LatLng, Geocoder } from '../geo/index.js';
import { placeRoutes, placementError, type PlacementPolicy } from '../geo/placement/index.js';
import type { PlannedStop } from './stops.js';

export interface Located {
  start: GeoPoint;
  /** One point per stop, in stop order. */
  points: LatLng[];
}

export interface LocateOptions {
  /** How a stop's field is named in details: `destinations.2` (strings) or `destinations.2.address`. */
  stopField: (index: number) => string;
  signal?: AbortSignal;
}

export async function locate(
  geocoder: Geocoder,
  startLocation: string,
  stops: readonly PlannedStop[],
  policy: PlacementPolicy,
  options: LocateOptions,
): Promise<Located> {
  const [placed] = await placeRoutes(geocoder, [{ startLocation, stops }], policy, {
    signal: options.signal,
    stopField: options.stopField,
  });
  if (placed.problems.length > 0 || !placed.start) throw placementError(placed.problems);
  const start = { address: startLocation, lat: placed.start.lat, lng: placed.start.lng };
  const points = stops.map((stop, i) => {
    const place = placed.stops[i];
    return place ? { lat: place.lat, lng: place.lng } : { lat: stop.lat as number, lng: stop.lng as number };
  });
  return { start, points };
}
