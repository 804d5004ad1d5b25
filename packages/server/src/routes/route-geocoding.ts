/**
 * Coordinates for saved routes (ADR 0010): stops without `lat`/`lng` are geocoded through the configured
 * geocoder (and its cache); approximate points are stored with `geocode.approximate`; a place that cannot be
 * located is a failure naming it, never a silent (0, 0). The start location is checked the same way (it is
 * not stored with coordinates; the map resolves it again through the cache).
 *
 * Many routes are located in one pass (CSV import): each distinct address is geocoded once.
 */
import type { StopGeocode } from '@routier/sdk';
import {
  apiGeocodeErrorCode,
  classifyStopGeocode,
  geocodeMany,
  normalizeAddress,
  stopFailureMessage,
  type GeocodeFailure,
  type GeocodeOutcome,
  type Geocoder,
} from '../geo/index.js';
import { HttpError, type ErrorDetail } from '../http/errors.js';
import type { StoredStop } from './stops.js';

/** A located place: coordinates and how they were found. */
export interface Place {
  lat: number;
  lng: number;
  geocode: StopGeocode;
}

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

/** A place of one route that could not be located. */
export interface LocateFailure {
  /** `startLocation` or `destinations.<i>.address`. */
  field: string;
  /** 0-based stop index; undefined for the start. */
  index?: number;
  message: string;
  /** The provider failed (502), rather than the address (400). */
  upstream: boolean;
}

export interface RouteToLocate {
  startLocation: string;
  stops: StoredStop[];
}

export interface LocatedRoute {
  /** The stops with coordinates filled in (stops that had them are unchanged). */
  stops: StoredStop[];
  /** The start's place, when it could be located. */
  start?: Place;
  failures: LocateFailure[];
}

export interface LocateOptions {
  signal?: AbortSignal;
  /** Places already known by normalised address (the route's previous stops): no lookup for them. */
  known?: ReadonlyMap<string, Place>;
  /** Field prefix of the stops in failures (default `destinations`). */
  field?: string;
  /** Whether to check the start location (default true). */
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

/** Locates the starts and the stops without coordinates of many routes; each distinct address once. */
export async function locateRoutes(
  geocoder: Geocoder,
  routes: readonly RouteToLocate[],
  options: LocateOptions = {},
): Promise<LocatedRoute[]> {
  const field = options.field ?? 'destinations';
  const checkStart = options.checkStart ?? true;
  const known = options.known ?? new Map<string, Place>();
  // Files repeat the same texts: normalise each distinct text once.
  const keys = new Map<string, string>();
  const keyOf = (address: string) => {
    let key = keys.get(address);
    if (key === undefined) {
      key = normalizeAddress(address);
      keys.set(address, key);
    }
    return key;
  };
  const wanted = new Map<string, string>();
  const want = (address: string) => {
    const key = keyOf(address);
    if (!wanted.has(key) && !known.has(key)) wanted.set(key, address);
  };
  for (const route of routes) {
    if (checkStart) want(route.startLocation);
    for (const stop of route.stops) if (stop.lat === null || stop.lng === null) want(stop.address);
  }
  const addresses = [...wanted.values()];
  const outcomes = await geocodeMany(geocoder, addresses, { signal: options.signal });
  const places = new Map<string, PlaceOutcome>();
  addresses.forEach((address, i) => places.set(keyOf(address), placeOf(outcomes[i])));
  const placeFor = (address: string): PlaceOutcome => {
    const key = keyOf(address);
    const place = known.get(key);
    return place ? { ok: true, ...place } : places.get(key)!;
  };

  return routes.map((route) => {
    const failures: LocateFailure[] = [];
    let start: Place | undefined;
    if (checkStart) {
      const place = placeFor(route.startLocation);
      if (place.ok) start = { lat: place.lat, lng: place.lng, geocode: place.geocode };
      else {
        failures.push({
          field: 'startLocation',
          message: startFailureMessage(route.startLocation, place.failure),
          upstream: place.upstream,
        });
      }
    }
    const stops = route.stops.map((stop, index) => {
      if (stop.lat !== null && stop.lng !== null) return stop;
      const place = placeFor(stop.address);
      if (!place.ok) {
        failures.push({
          field: `${field}.${index}.address`,
          index,
          message: stopFailureMessage(index + 1, stop.address, place.failure),
          upstream: place.upstream,
        });
        return stop;
      }
      return { ...stop, lat: place.lat, lng: place.lng, geocode: place.geocode };
    });
    return { stops, start, failures };
  });
}

/** The API error for one route's failures: 502 when a provider failed, else 400 GEOCODE_FAILED. */
export function locateError(failures: readonly LocateFailure[]): HttpError {
  const details: ErrorDetail[] = failures.map((f) => ({
    field: f.field,
    index: f.index,
    code: f.upstream ? 'UPSTREAM_ERROR' : 'GEOCODE_FAILED',
    message: f.message,
  }));
  const upstream = failures.find((f) => f.upstream);
  if (upstream) {
    return new HttpError(502, 'UPSTREAM_ERROR', `The geocoding service failed: ${upstream.message}`, {
      details,
    });
  }
  return new HttpError(400, 'GEOCODE_FAILED', failures[0].message, { details });
}

/** Locates one route's start and stops, or throws its 400 GEOCODE_FAILED / 502 UPSTREAM_ERROR. */
export async function locateRoute(
  geocoder: Geocoder,
  route: RouteToLocate,
  options: LocateOptions = {},
): Promise<LocatedRoute> {
  const [located] = await locateRoutes(geocoder, [route], options);
  if (located.failures.length) throw locateError(located.failures);
  return located;
}
