/**
 * Builds the configured geocoder and router from already-parsed configuration (config.ts owns reading and
 * validating the environment). Online geocoders are wrapped in the database cache when a database is given;
 * the offline geocoder never is (a lookup in memory is cheaper than a query).
 */
import type { Knex } from 'knex';
import { CachingGeocoder } from './cache/caching-geocoder.js';
import { KnexGeocodeCacheStore } from './cache/geocode-cache-repository.js';
import { GeoConfigError } from './errors.js';
import { warmUpSharedGazetteer, type GazetteerStats } from './gazetteer/gazetteer.js';
import { GoogleGeocoder } from './geocoding/google-geocoder.js';
import { NominatimGeocoder } from './geocoding/nominatim-geocoder.js';
import { OfflineGeocoder } from './geocoding/offline-geocoder.js';
import { HaversineRouter } from './routing/haversine-router.js';
import { OsrmRouter } from './routing/osrm-router.js';
import type { GeocodeProviderName, Geocoder, Router, RoutingProviderName } from './types.js';

/** The fields of the server's AppConfig this module reads (AppConfig satisfies it structurally). */
export interface GeoConfig {
  geocoder: GeocodeProviderName;
  /** Required for `nominatim`. */
  nominatimUrl?: string;
  /** Required for `google`. */
  googleMapsApiKey?: string;
  routing: RoutingProviderName;
  /** Required for `osrm`. */
  osrmUrl?: string;
  /** Put in the User-Agent sent to Nominatim, so the service can tell who is calling. */
  publicUrl?: string;
  /** Contact address for Nominatim's usage policy (User-Agent and `email=`). */
  contactEmail?: string;
  /** Block size of OSRM /table requests; at most the server's --max-table-size. Default 100. */
  osrmMaxTableSize?: number;
}

export interface GeoProviders {
  geocoder: Geocoder;
  router: Router;
  /** What is active, for `GET /api/config/map` and logs. */
  describe(): GeoDescription;
  /**
   * Loads the offline gazetteer now, in slices between which requests are served (about 0.5 s of CPU in all),
   * so the first geocode does not pay it; answers its stats. Online geocoders have nothing to load: undefined.
   */
  warmUp(signal?: AbortSignal): Promise<GazetteerStats | undefined>;
}

export interface GeoDescription {
  geocoder: GeocodeProviderName;
  /** Whether geocodes are cached in the database. */
  geocodeCache: boolean;
  routing: RoutingProviderName;
  /** True when `router.geometry` follows roads (OSRM); false: straight segments. */
  roadGeometry: boolean;
}

export interface CreateGeoProvidersOptions {
  /** Called when the cache fails (the provider still answers). */
  onCacheError?: (error: unknown) => void;
  /** Application version for the User-Agent. */
  version?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createGeoProviders(
  config: GeoConfig,
  knex?: Knex,
  options: CreateGeoProvidersOptions = {},
): GeoProviders {
  // Nominatim's usage policy asks for a User-Agent naming the application, with a way to reach its operator.
  const contact = [config.publicUrl, config.contactEmail].filter(Boolean).join('; ');
  const userAgent = `Routier/${options.version ?? '0.1'}${contact ? ` (${contact})` : ''}`;

  let geocoder: Geocoder;
  let cacheTtlMs = 0;
  switch (config.geocoder) {
    case 'offline':
      geocoder = new OfflineGeocoder();
      break;
    case 'nominatim':
      if (!config.nominatimUrl)
        throw new GeoConfigError('NOMINATIM_URL', 'NOMINATIM_URL is required when GEOCODER=nominatim.');
      geocoder = new NominatimGeocoder({
        baseUrl: config.nominatimUrl,
        userAgent,
        email: config.contactEmail,
      });
      // OpenStreetMap data may be kept; refresh yearly so moved addresses heal.
      cacheTtlMs = 365 * DAY_MS;
      break;
    case 'google':
      if (!config.googleMapsApiKey) {
        throw new GeoConfigError(
          'GOOGLE_MAPS_API_KEY',
          'GOOGLE_MAPS_API_KEY is required when GEOCODER=google.',
        );
      }
      geocoder = new GoogleGeocoder({ apiKey: config.googleMapsApiKey });
      // Google Maps Platform terms: coordinates may be cached for at most 30 consecutive days.
      cacheTtlMs = 30 * DAY_MS;
      break;
    default:
      throw new GeoConfigError('GEOCODER', `Unknown GEOCODER "${String(config.geocoder)}".`);
  }
  const cached = Boolean(knex) && cacheTtlMs > 0;
  if (knex && cached) {
    geocoder = new CachingGeocoder(geocoder, new KnexGeocodeCacheStore(knex), {
      ttlMs: cacheTtlMs,
      onCacheError: options.onCacheError,
    });
  }

  let router: Router;
  switch (config.routing) {
    case 'haversine':
      router = new HaversineRouter();
      break;
    case 'osrm':
      if (!config.osrmUrl) throw new GeoConfigError('OSRM_URL', 'OSRM_URL is required when ROUTING=osrm.');
      router = new OsrmRouter({ baseUrl: config.osrmUrl, maxTableSize: config.osrmMaxTableSize, userAgent });
      break;
    default:
      throw new GeoConfigError('ROUTING', `Unknown ROUTING "${String(config.routing)}".`);
  }

  return {
    geocoder,
    router,
    describe: () => ({
      geocoder: config.geocoder,
      geocodeCache: cached,
      routing: config.routing,
      roadGeometry: config.routing === 'osrm',
    }),
    warmUp: async (signal) =>
      config.geocoder === 'offline' ? (await warmUpSharedGazetteer(signal)).stats : undefined,
  };
}
