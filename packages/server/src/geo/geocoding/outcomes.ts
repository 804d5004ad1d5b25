/**
 * Shared pieces of the online geocoders' answers: failures built the same way, and the checks that keep a
 * provider's bad point (NaN, out of range, the (0, 0) some services answer for "unknown") out of the product.
 */
import { greatCircleM } from '../great-circle.js';
import type {
  GeocodeFailure,
  GeocodeOutcome,
  GeocodePrecision,
  GeocodeProviderName,
  LatLng,
} from '../types.js';
import { HttpFailure } from '../http/fetch-json.js';

/** Two answers further apart than this are different places (a city's own results stay well within it). */
export const AMBIGUITY_DISTANCE_M = 50_000;

export function failure(code: GeocodeFailure['code'], message: string, retryAfterS?: number): GeocodeFailure {
  return retryAfterS === undefined ? { ok: false, code, message } : { ok: false, code, message, retryAfterS };
}

/** Maps a fetchJson failure (network, timeout, 5xx after retries) to PROVIDER_ERROR. */
export function httpFailure(provider: string, err: unknown): GeocodeFailure {
  if (err instanceof HttpFailure)
    return failure('PROVIDER_ERROR', `The ${provider} geocoder failed: ${err.message}.`);
  throw err;
}

/** Seconds from a Retry-After header (delta-seconds or HTTP date), when present and sensible. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export interface Candidate extends LatLng {
  precision: GeocodePrecision;
  confidence: number;
  displayName: string;
}

/** The outcome for a provider's best candidate, refusing impossible points. */
export function toOutcome(provider: GeocodeProviderName, best: Candidate): GeocodeOutcome {
  const { lat, lng } = best;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return failure(
      'PROVIDER_ERROR',
      `The ${provider} geocoder answered an invalid coordinate (${lat}, ${lng}).`,
    );
  }
  if (lat === 0 && lng === 0) {
    return failure(
      'PROVIDER_ERROR',
      `The ${provider} geocoder answered (0, 0), which is taken as "unknown".`,
    );
  }
  return {
    ok: true,
    lat,
    lng,
    provider,
    confidence: Math.round(Math.min(1, Math.max(0, best.confidence)) * 100) / 100,
    precision: best.precision,
    displayName: best.displayName,
  };
}

/** Rivals of `best` that are a different place (further than AMBIGUITY_DISTANCE_M). */
export function distantRivals<T extends LatLng>(best: T, rivals: readonly T[]): T[] {
  return rivals.filter((r) => greatCircleM(best, r) > AMBIGUITY_DISTANCE_M);
}

export function ambiguous(address: string, names: readonly string[]): GeocodeFailure {
  return failure(
    'AMBIGUOUS',
    `"${address.trim()}" matches several places: ${names.slice(0, 3).join('; ')}. Add a city, region or country.`,
  );
}
