/**
 * Coordinates for saved routes (ADR 0010) through the one placement check (geo/placement): stops without
 * `lat`/`lng` are geocoded with their route's start as a bias; approximate points are stored with
 * `geocode.approximate`; a place that cannot be located or trusted is a problem naming it, never a silent (0, 0)
 * nor a stop on another continent. The start location is checked the same way (it is not stored with
 * coordinates; the map resolves it again through the cache). Many routes are placed in one pass (CSV import).
 */
import type { StopGeocode } from '@routier/contract';
import {
  apiGeocodeErrorCode,
  classifyStopGeocode,
  normalizeAddress,
  type GeocodeFailure,
  type GeocodeOutcome,
  type Geocoder,
} from '../geo/index.js';
import {
  placementError,
  placeRoutes,
  type Place,
  type PlacementPolicy,
  type PlacementProblem,
} from '../geo/placement/index.js';
import type { StoredStop } from './stops.js';

export type { Place };

export type PlaceOutcome = ({ ok: true } & Place) | { ok: false; failure: GeocodeFailure; upstream: boolean };

/** One geocoder answer under the stop policy: a usable place, or a failure (region-only is one). */
export function placeOf(outcome: GeocodeOutcome): PlaceOutcome {
  const verdict = classifyStopGeocode(outcome);
  if (verdict.status === 'rejected') {
    return {
      ok: false,
      failure: verdict.failure,
      upstream: apiGeocodeErrorCode(verdict.failure) === 'UPSTREAM_ERROR',
    };
  }
  const r = verdict.result;
  return {
    ok: true,
    lat: r.lat,
    lng: r.lng,
    geocode: {
      provider: r.provider,
      // classifyStopGeocode rejects region-only matches.
      precision: r.precision as StopGeocode['precision'],
      confidence: r.confidence,
      approximate: verdict.status === 'approximate',
      displayName: r.displayName.slice(0, 500),
      note: verdict.status === 'approximate' ? verdict.reason.slice(0, 500) : null,
    },
  };
}

export interface RouteToLocate {
  startLocation: string;
  stops: StoredStop[];
}

export interface LocatedRoute {
  /** The stops with coordinates filled in (stops that had them are unchanged unless re-judged). */
  stops: StoredStop[];
  /** The start's place, when it could be located. */
  start?: Place;
  problems: PlacementProblem[];
}

export interface LocateOptions {
  signal?: AbortSignal;
  /** Places already known by normalised address (the route's previous stops): no lookup for them. */
  known?: ReadonlyMap<string, Place>;
  /** Whether to report the start location's problems (default true). */
  checkStart?: boolean;
}

export function startFailureMessage(address: string, failure: GeocodeFailure): string {
  return `The starting location ("${address.trim()}") could not be located: ${failure.message}`;
}

/** Places of stops that have coordinates, by normalised address (to reuse when a list is sent again). */
export function knownPlaces(stops: readonly StoredStop[]): Map<string, Place> {
  const known = new Map<string, Place>();
  for (const stop of stops) {
    if (stop.lat !== null && stop.lng !== null && stop.geocode) {
      known.set(normalizeAddress(stop.address), { lat: stop.lat, lng: stop.lng, geocode: stop.geocode });
    }
  }
  return known;
}

/** Places the starts and the stops of many routes (each distinct address once) under `policy`. */
export async function locateRoutes(
  geocoder: Geocoder,
  routes: readonly RouteToLocate[],
  policy: PlacementPolicy,
  options: LocateOptions = {},
): Promise<LocatedRoute[]> {
  const placed = await placeRoutes(geocoder, routes, policy, options);
  return placed.map((route, r) => ({
    start: route.start,
    problems: route.problems,
    stops: routes[r].stops.map((stop, i) => {
      const place = route.stops[i];
      return place ? { ...stop, lat: place.lat, lng: place.lng, geocode: place.geocode } : stop;
    }),
  }));
}

/** Places one route's start and stops, or throws the placement error (400, 422 or 502) naming each problem. */
export async function locateRoute(
  geocoder: Geocoder,
  route: RouteToLocate,
  policy: PlacementPolicy,
  options: LocateOptions = {},
): Promise<LocatedRoute> {
  const [located] = await locateRoutes(geocoder, [route], policy, options);
  if (located.problems.length) throw placementError(located.problems);
  return located;
}
