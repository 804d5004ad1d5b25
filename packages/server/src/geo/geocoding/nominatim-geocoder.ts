/**
 * Nominatim (OpenStreetMap) geocoder, for any Nominatim-compatible server (NOMINATIM_URL): the public instance,
 * a self-hosted one, or a commercial host of the same API.
 *
 * Usage policy of the public instance (https://operations.osmfoundation.org/policies/nominatim/): at most one
 * request per second, an identifying User-Agent, results cached (the caching decorator does that). The throttle
 * defaults to 1 request/s for nominatim.openstreetmap.org and to none for other hosts.
 *
 * Request: GET {base}/search?q=...&format=jsonv2&limit=5. Answer: an array of places with `lat`/`lon` as strings,
 * `place_rank` (search rank 0-30), `importance` and `display_name`.
 */
import { fetchJson, type FetchJsonOptions } from '../http/fetch-json.js';
import { Throttle } from '../http/throttle.js';
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

export const PUBLIC_NOMINATIM_HOST = 'nominatim.openstreetmap.org';

export interface NominatimGeocoderOptions {
  /** Base URL, e.g. `https://nominatim.openstreetmap.org` or `http://localhost:8080`. */
  baseUrl: string;
  /** Identifies the application, as the usage policy requires. */
  userAgent: string;
  /** Sent as `email=`, recommended by the policy for heavier use. */
  email?: string;
  /** Minimum spacing between requests. Default 1000 for the public instance, else 0. */
  minIntervalMs?: number;
  /** Per request. Default 10000. */
  timeoutMs?: number;
  /** Retries on network errors, timeouts and 5xx. Default 2. */
  retries?: number;
  /** Default 500. */
  backoffMs?: number;
  /** `accept-language`, for display names. Default `en`. */
  language?: string;
  /** ISO 3166-1 alpha-2 codes to restrict results to (`countrycodes=`). */
  countryCodes?: string[];
  /** Injectable for tests. */
  throttle?: Throttle;
}

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  place_rank?: number;
  importance?: number;
}

/** An equally important result this close to the best one makes the text ambiguous. */
const RIVAL_IMPORTANCE_RATIO = 0.9;

/** Search rank -> precision (rank table: https://nominatim.org/release-docs/latest/customize/Ranking/). */
export function nominatimPrecision(placeRank: number): GeocodePrecision {
  if (placeRank >= 28) return 'address';
  if (placeRank >= 26) return 'street';
  if (placeRank >= 13) return 'city';
  return 'region';
}

const CONFIDENCE: Record<GeocodePrecision, number> = {
  coordinates: 1,
  address: 0.9,
  street: 0.8,
  city: 0.7,
  region: 0.4,
};

export class NominatimGeocoder implements Geocoder {
  readonly provider = 'nominatim' as const;
  private readonly base: string;
  private readonly throttle: Throttle;
  private readonly http: Omit<FetchJsonOptions, 'signal'>;

  constructor(private readonly options: NominatimGeocoderOptions) {
    const url = new URL(options.baseUrl);
    this.base = url.href.replace(/\/+$/, '');
    const isPublic = url.hostname === PUBLIC_NOMINATIM_HOST;
    this.throttle = options.throttle ?? new Throttle(options.minIntervalMs ?? (isPublic ? 1000 : 0));
    this.http = {
      headers: { 'User-Agent': options.userAgent },
      timeoutMs: options.timeoutMs ?? 10_000,
      retries: options.retries ?? 2,
      backoffMs: options.backoffMs ?? 500,
    };
  }

  async geocode(address: string, signal?: AbortSignal, bias?: GeocodeBias): Promise<GeocodeOutcome> {
    const literal = parseLiteralCoordinates(address, this.provider);
    if (literal) return literal;
    if (address.trim() === '') return failure('NOT_FOUND', 'The address is empty.');

    const params = new URLSearchParams({ q: address.trim(), format: 'jsonv2', limit: '5' });
    params.set('accept-language', this.options.language ?? 'en');
    if (this.options.email) params.set('email', this.options.email);
    if (this.options.countryCodes?.length) params.set('countrycodes', this.options.countryCodes.join(','));
    // A preference, not a filter (bounded=0): places within reach of the route's start rank first.
    const box = reachBox(bias, DEFAULT_REACH_KM);
    if (box) params.set('viewbox', box.map((x) => x.toFixed(4)).join(','));

    await this.throttle.wait(signal);
    let res;
    try {
      res = await fetchJson(`${this.base}/search?${params}`, { ...this.http, signal });
    } catch (err) {
      return httpFailure('Nominatim', err);
    }
    if (res.status === 429) {
      return failure(
        'RATE_LIMITED',
        'The Nominatim server is rate-limiting requests.',
        retryAfterSeconds(res.headers),
      );
    }
    if (res.status === 403) {
      return failure(
        'PROVIDER_ERROR',
        'The Nominatim server refused the request (HTTP 403); check its usage policy and the User-Agent.',
      );
    }
    if (res.status !== 200 || !Array.isArray(res.body)) {
      return failure(
        'PROVIDER_ERROR',
        `The Nominatim server answered HTTP ${res.status}${errorText(res.body)}.`,
      );
    }
    const places = (res.body as unknown[]).filter(isPlace);
    if (places.length === 0) {
      return failure('NOT_FOUND', `No place matching "${address.trim()}" was found by Nominatim.`);
    }

    const importance = places.map((p) => p.importance ?? 0);
    return chooseCandidate(
      this.provider,
      address,
      places.map(toCandidate),
      (i, chosen) => importance[i] >= RIVAL_IMPORTANCE_RATIO * importance[chosen],
      bias,
    );
  }
}

function toCandidate(place: NominatimPlace): Candidate {
  const precision = nominatimPrecision(place.place_rank ?? 30);
  return {
    lat: Number(place.lat),
    lng: Number(place.lon),
    precision,
    confidence: CONFIDENCE[precision],
    displayName: place.display_name,
  };
}

function isPlace(value: unknown): value is NominatimPlace {
  const v = value as NominatimPlace;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.lat === 'string' &&
    typeof v.lon === 'string' &&
    typeof v.display_name === 'string'
  );
}

/** Nominatim errors: `{ error: "..." }` or `{ error: { code, message } }`. */
function errorText(body: unknown): string {
  const error = (body as { error?: unknown } | undefined)?.error;
  if (typeof error === 'string') return `: ${error}`;
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? `: ${message}` : '';
}
