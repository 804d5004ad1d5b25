/**
 * Shared pieces of the online geocoders' answers: failures built the same way, and the checks that keep a
 * provider's bad point (NaN, out of range, the (0, 0) some services answer for "unknown") out of the product.
 */
import { isLocal, withDistances } from '../bias.js';
import { greatCircleM } from '../great-circle.js';
import type {
  GeocodeBias,
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

export function ambiguous(address: string, places: readonly Candidate[], bias?: GeocodeBias): GeocodeFailure {
  const names = places.map((p) => p.displayName);
  return {
    ...failure(
      'AMBIGUOUS',
      `"${address.trim()}" matches several places: ${names.slice(0, 3).join('; ')}. Add a city, region or country.`,
    ),
    candidates: withDistances([...places], bias).slice(0, MAX_CANDIDATES),
  };
}

const MAX_CANDIDATES = 5;

/**
 * A provider's answer under a bias. The provider's results (in its order) compete; with a start to be near, the
 * ones within reach of it compete first. `isRival(i, chosen)` says whether result `i` is as good a match as the
 * chosen one; a rival that is a different place makes the text AMBIGUOUS. The other results come back as the
 * answer's candidates, nearest to the start first.
 */
export function chooseCandidate(
  provider: GeocodeProviderName,
  address: string,
  results: readonly Candidate[],
  isRival: (index: number, chosen: number) => boolean,
  bias?: GeocodeBias,
): GeocodeOutcome {
  let pool = results.map((_, i) => i);
  if (bias?.near) {
    const local = pool.filter((i) => isLocal(results[i], bias));
    if (local.length > 0) pool = local;
  }
  const [chosen, ...rest] = pool;
  const rivals = rest.filter((i) => isRival(i, chosen)).map((i) => results[i]);
  const distant = distantRivals(results[chosen], rivals);
  if (distant.length > 0) return ambiguous(address, [results[chosen], ...distant], bias);
  const outcome = toOutcome(provider, results[chosen]);
  if (!outcome.ok) return outcome;
  const others = withDistances(distinctPlaces(results, chosen), bias).slice(0, MAX_CANDIDATES);
  return others.length > 0 ? { ...outcome, candidates: others } : outcome;
}

/** Two answers closer than this are one place given twice (a city's node and its boundary, say). */
const SAME_PLACE_M = 2_000;

/** The results other than `chosen` that are places of their own (not within SAME_PLACE_M of one listed before). */
function distinctPlaces(results: readonly Candidate[], chosen: number): Candidate[] {
  const kept: Candidate[] = [results[chosen]];
  for (const [i, r] of results.entries()) {
    if (i !== chosen && kept.every((k) => greatCircleM(k, r) > SAME_PLACE_M)) kept.push(r);
  }
  return kept.slice(1);
}

/** The box of `withinKm` around the bias's start: [west, south, east, north] in degrees. */
export function reachBox(
  bias: GeocodeBias | undefined,
  defaultKm: number,
): [number, number, number, number] | undefined {
  if (!bias?.near) return undefined;
  const km = bias.withinKm ?? defaultKm;
  const dLat = Math.min(89, km / 111.32);
  const dLng = Math.min(179, km / (111.32 * Math.max(0.01, Math.cos((bias.near.lat * Math.PI) / 180))));
  const clamp = (x: number, m: number) => Math.max(-m, Math.min(m, x));
  return [
    clamp(bias.near.lng - dLng, 180),
    clamp(bias.near.lat - dLat, 90),
    clamp(bias.near.lng + dLng, 180),
    clamp(bias.near.lat + dLat, 90),
  ];
}
