/**
 * The two provider interfaces the planning API stands on: geocoding (text -> coordinates) and travel times
 * (coordinates -> distance/duration matrices and road geometry). See docs/geo.md.
 *
 * Units at this boundary: degrees (WGS84) for coordinates, metres and seconds for matrices. The API's km and
 * minutes are converted by the handlers, once, at the edge.
 */

export interface LatLng {
  /** Degrees, -90..90. */
  lat: number;
  /** Degrees, -180..180. */
  lng: number;
}

/**
 * How exact a geocoded point is, from finest to coarsest:
 * - `coordinates`: the input was a literal `lat,lng`; the point is exactly what was typed.
 * - `address`: a building / house number (rooftop or interpolated).
 * - `street`: somewhere on the named street.
 * - `city`: the centre of a city, town or village (a street address the provider could only place in its city
 *   gives `city` too).
 * - `region`: a postcode area, county, state or country: too coarse to deliver to.
 */
export type GeocodePrecision = 'coordinates' | 'address' | 'street' | 'city' | 'region';

export const PRECISION_ORDER: readonly GeocodePrecision[] = [
  'coordinates',
  'address',
  'street',
  'city',
  'region',
];

export type GeocodeProviderName = 'offline' | 'nominatim' | 'google';

/**
 * What a geocoder should prefer when a name means several places: the route's start (`near`) and how far
 * from it stops may be (`withinKm`), and the user's default country (`region`, ISO 3166-1 alpha-2). A bias
 * never invents a match; it only orders the places a text may mean.
 */
export interface GeocodeBias {
  near?: LatLng;
  withinKm?: number;
  region?: string | null;
}

/** One place a text may mean (other than the chosen one); `distanceKm` from `bias.near` when given. */
export interface GeocodeCandidate extends LatLng {
  displayName: string;
  confidence: number;
  precision: GeocodePrecision;
  distanceKm?: number;
}

export interface GeocodeResult extends LatLng {
  ok: true;
  provider: GeocodeProviderName;
  /**
   * 0..1: how sure the provider is that this is the place the user meant (not how exact the point is; that is
   * `precision`). 1 for literal coordinates; lowered for ambiguous names, partial matches and street addresses
   * approximated to their city. See docs/geo.md for each provider's scale.
   */
  confidence: number;
  precision: GeocodePrecision;
  /** Human-readable name of what was found ("Austin, TX, United States"), for dispatchers to check. */
  displayName: string;
  /** True when the answer came from the geocode cache rather than the provider (absent: not cached). */
  cached?: boolean;
  /** Other places the text may mean, nearest to the bias's start first (at most 5); absent when none. */
  candidates?: GeocodeCandidate[];
}

export type GeocodeFailureCode = 'NOT_FOUND' | 'AMBIGUOUS' | 'PROVIDER_ERROR' | 'RATE_LIMITED';

export interface GeocodeFailure {
  ok: false;
  code: GeocodeFailureCode;
  /** A sentence a dispatcher can act on ("No place named 'Parsi' was found; check the spelling ..."). */
  message: string;
  /** For RATE_LIMITED: seconds after which a retry may succeed, when the provider said so. */
  retryAfterS?: number;
  /** AMBIGUOUS: the places the text may mean (at most 5). */
  candidates?: GeocodeCandidate[];
}

export type GeocodeOutcome = GeocodeResult | GeocodeFailure;

export interface Geocoder {
  readonly provider: GeocodeProviderName;
  /**
   * Never throws for a bad or unknown address: answers a failure instead. May reject only when `signal` aborts
   * (with the signal's reason). `bias` orders the places an ambiguous text may mean (see GeocodeBias).
   */
  geocode(address: string, signal?: AbortSignal, bias?: GeocodeBias): Promise<GeocodeOutcome>;
}

/**
 * Vehicle profiles: the product's vehicle types (document 2: standard_truck, heavy_duty, cargo_van) plus
 * `default` for requests that name no vehicle type.
 */
export type VehicleProfile = 'standard_truck' | 'heavy_duty' | 'cargo_van' | 'default';

export const VEHICLE_PROFILES: readonly VehicleProfile[] = [
  'standard_truck',
  'heavy_duty',
  'cargo_van',
  'default',
];

/** A square travel matrix, row-major: entry (i, j) at `i * n + j` is the trip from point i to point j. */
export interface TravelMatrix {
  n: number;
  /** Metres. */
  distancesM: Float64Array;
  /** Seconds. */
  durationsS: Float64Array;
}

export type RoutingProviderName = 'haversine' | 'osrm';

export interface Router {
  readonly provider: RoutingProviderName;
  /** Throws a RoutingError when the provider fails or a pair of points has no route. */
  matrix(points: readonly LatLng[], profile: VehicleProfile, signal?: AbortSignal): Promise<TravelMatrix>;
  /**
   * Road geometry through `points` in order, as GeoJSON LineString coordinates (`[lng, lat]` pairs), or null
   * when the provider has no road network (haversine: the map draws straight segments).
   */
  geometry(
    points: readonly LatLng[],
    profile: VehicleProfile,
    signal?: AbortSignal,
  ): Promise<[number, number][] | null>;
}
