/**
 * Google Geocoding API (GOOGLE_MAPS_API_KEY).
 *
 * Request: GET {base}/maps/api/geocode/json?address=...&key=... Answer: `{ status, results[], error_message? }`;
 * each result has `formatted_address`, `geometry.location {lat, lng}`, `geometry.location_type` (ROOFTOP,
 * RANGE_INTERPOLATED, GEOMETRIC_CENTER, APPROXIMATE), `types` and `partial_match`. Google answers HTTP 200 for
 * every status; the status string says what happened. Its terms allow caching coordinates for up to 30 days
 * (the factory sets the cache lifetime accordingly).
 */
import { fetchJson, type FetchJsonOptions } from '../http/fetch-json.js';
import { DEFAULT_REACH_KM } from '../bias.js';
import type { GeocodeBias, GeocodeOutcome, GeocodePrecision, Geocoder } from '../types.js';
import { parseLiteralCoordinates } from './literal-coordinates.js';
import {
  chooseCandidate,
  failure,
  httpFailure,
  reachBox,
  retryAfterSeconds,
  type Candidate,
} from './outcomes.js';

export interface GoogleGeocoderOptions {
  apiKey: string;
  /** Default `https://maps.googleapis.com`. */
  baseUrl?: string;
  /** Default 10000. */
  timeoutMs?: number;
  /** Retries on network errors, timeouts and 5xx. Default 2. */
  retries?: number;
  /** Default 500. */
  backoffMs?: number;
  /** `language=`, for formatted addresses. Default `en`. */
  language?: string;
  /** `region=` bias, a ccTLD such as `us` or `uk`. */
  region?: string;
}

interface GoogleResult {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number }; location_type: string };
  types?: string[];
  partial_match?: boolean;
}

const STREET_TYPES = ['route', 'intersection'];
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'establishment', 'point_of_interest'];
const REGION_TYPES = [
  'country',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'administrative_area_level_3',
  'colloquial_area',
];

/** location_type and types -> precision. */
export function googlePrecision(locationType: string, types: readonly string[]): GeocodePrecision {
  if (locationType === 'ROOFTOP' || locationType === 'RANGE_INTERPOLATED') return 'address';
  if (types.some((t) => ADDRESS_TYPES.includes(t))) return 'address';
  if (types.some((t) => STREET_TYPES.includes(t))) return 'street';
  if (types.some((t) => REGION_TYPES.includes(t))) return 'region';
  return 'city';
}

const CONFIDENCE: Record<string, number> = {
  ROOFTOP: 0.95,
  RANGE_INTERPOLATED: 0.85,
  GEOMETRIC_CENTER: 0.75,
  APPROXIMATE: 0.6,
};
/** Google matched only part of the text (a misspelt street, an unknown house number). */
const PARTIAL_MATCH_FACTOR = 0.7;

export class GoogleGeocoder implements Geocoder {
  readonly provider = 'google' as const;
  private readonly base: string;
  private readonly http: Omit<FetchJsonOptions, 'signal'>;

  constructor(private readonly options: GoogleGeocoderOptions) {
    if (!options.apiKey) throw new Error('GoogleGeocoder needs an API key');
    this.base = (options.baseUrl ?? 'https://maps.googleapis.com').replace(/\/+$/, '');
    this.http = {
      timeoutMs: options.timeoutMs ?? 10_000,
      retries: options.retries ?? 2,
      backoffMs: options.backoffMs ?? 500,
    };
  }

  async geocode(address: string, signal?: AbortSignal, bias?: GeocodeBias): Promise<GeocodeOutcome> {
    const literal = parseLiteralCoordinates(address, this.provider);
    if (literal) return literal;
    if (address.trim() === '') return failure('NOT_FOUND', 'The address is empty.');

    const params = new URLSearchParams({ address: address.trim(), key: this.options.apiKey });
    params.set('language', this.options.language ?? 'en');
    // Soft preferences (Google's own semantics): the user's country, then the box of reach around the start.
    const region = this.options.region ?? bias?.region?.toLowerCase();
    if (region) params.set('region', region);
    const box = reachBox(bias, DEFAULT_REACH_KM);
    if (box)
      params.set(
        'bounds',
        `${box[1].toFixed(4)},${box[0].toFixed(4)}|${box[3].toFixed(4)},${box[2].toFixed(4)}`,
      );
    let res;
    try {
      res = await fetchJson(`${this.base}/maps/api/geocode/json?${params}`, { ...this.http, signal });
    } catch (err) {
      return httpFailure('Google', err);
    }
    if (res.status === 429) {
      return failure(
        'RATE_LIMITED',
        'Google Geocoding is rate-limiting requests.',
        retryAfterSeconds(res.headers),
      );
    }
    const body = res.body as { status?: unknown; results?: unknown; error_message?: unknown } | undefined;
    const detail = typeof body?.error_message === 'string' ? `: ${body.error_message}` : '';
    switch (body?.status) {
      case 'OK':
        break;
      case 'ZERO_RESULTS':
        return failure('NOT_FOUND', `No place matching "${address.trim()}" was found by Google.`);
      case 'OVER_QUERY_LIMIT':
      case 'OVER_DAILY_LIMIT':
        return failure('RATE_LIMITED', `Google Geocoding quota exceeded (${body.status})${detail}.`);
      case 'REQUEST_DENIED':
        return failure(
          'PROVIDER_ERROR',
          `Google Geocoding denied the request${detail}; check GOOGLE_MAPS_API_KEY.`,
        );
      case 'INVALID_REQUEST':
        return failure('NOT_FOUND', `Google Geocoding could not read "${address.trim()}"${detail}.`);
      default:
        return failure(
          'PROVIDER_ERROR',
          `Google Geocoding failed (HTTP ${res.status}, status ${String(body?.status ?? 'missing')})${detail}.`,
        );
    }
    const results = Array.isArray(body.results) ? body.results.filter(isResult) : [];
    if (results.length === 0) {
      return failure('PROVIDER_ERROR', 'Google Geocoding answered OK without a usable result.');
    }
    // Every further result of Google's is as good a match as the first (Google ranks, it does not score).
    return chooseCandidate(this.provider, address, results.map(toCandidate), () => true, bias);
  }
}

function toCandidate(result: GoogleResult): Candidate {
  const { location, location_type: locationType } = result.geometry;
  const confidence = (CONFIDENCE[locationType] ?? 0.6) * (result.partial_match ? PARTIAL_MATCH_FACTOR : 1);
  return {
    lat: location.lat,
    lng: location.lng,
    precision: googlePrecision(locationType, result.types ?? []),
    confidence,
    displayName: result.formatted_address,
  };
}

function isResult(value: unknown): value is GoogleResult {
  const v = value as GoogleResult;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.formatted_address === 'string' &&
    typeof v.geometry?.location?.lat === 'number' &&
    typeof v.geometry?.location?.lng === 'number'
  );
}
