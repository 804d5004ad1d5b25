/**
 * Puts the start and the stops on the map: stops that carry coordinates keep them, the others are geocoded
 * (through the configured geocoder and its cache). A place that cannot be resolved is a 400 GEOCODE_FAILED
 * naming the stop (1-based, as the screens number stops) with one detail per failure; a provider that fails
 * is a 502 UPSTREAM_ERROR. Nothing is ever placed at (0, 0).
 */
import type { GeoPoint } from '@routier/sdk';
import {
  apiGeocodeErrorCode,
  classifyStopGeocode,
  geocodeMany,
  stopFailureMessage,
  type GeocodeFailure,
  type Geocoder,
  type LatLng,
} from '../geo/index.js';
import { HttpError, type ErrorDetail } from '../http/errors.js';
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

const isUpstream = (failure: GeocodeFailure) => apiGeocodeErrorCode(failure) === 'UPSTREAM_ERROR';

export async function locate(
  geocoder: Geocoder,
  startLocation: string,
  stops: readonly PlannedStop[],
  options: LocateOptions,
): Promise<Located> {
  const pending = stops.flatMap((stop, index) => (stop.lat === null || stop.lng === null ? [index] : []));
  const outcomes = await geocodeMany(geocoder, [startLocation, ...pending.map((i) => stops[i].address)], {
    signal: options.signal,
  });

  const details: ErrorDetail[] = [];
  let upstream: GeocodeFailure | undefined;
  const verdicts = outcomes.map(classifyStopGeocode);
  const startVerdict = verdicts[0];
  let start: GeoPoint | undefined;
  if (startVerdict.status === 'rejected') {
    if (isUpstream(startVerdict.failure)) upstream ??= startVerdict.failure;
    details.push({
      field: 'startLocation',
      code: 'GEOCODE_FAILED',
      message: `The starting location ("${startLocation.trim()}") could not be located: ${startVerdict.failure.message}`,
    });
  } else {
    start = { address: startLocation, lat: startVerdict.result.lat, lng: startVerdict.result.lng };
  }

  const points: (LatLng | undefined)[] = stops.map((stop) =>
    stop.lat !== null && stop.lng !== null ? { lat: stop.lat, lng: stop.lng } : undefined,
  );
  pending.forEach((stopIndex, k) => {
    const verdict = verdicts[k + 1];
    if (verdict.status === 'rejected') {
      if (isUpstream(verdict.failure)) upstream ??= verdict.failure;
      details.push({
        field: options.stopField(stopIndex),
        index: stopIndex,
        code: 'GEOCODE_FAILED',
        message: stopFailureMessage(stopIndex + 1, stops[stopIndex].address, verdict.failure),
      });
    } else {
      points[stopIndex] = { lat: verdict.result.lat, lng: verdict.result.lng };
    }
  });

  if (upstream) {
    throw new HttpError(502, 'UPSTREAM_ERROR', `The geocoding service failed: ${upstream.message}`, {
      details,
    });
  }
  if (details.length || !start) throw new HttpError(400, 'GEOCODE_FAILED', details[0].message, { details });
  return { start, points: points as LatLng[] };
}
