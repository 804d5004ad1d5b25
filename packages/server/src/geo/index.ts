/**
 * Geo providers: where coordinates and travel times come from. Planning code imports from here only.
 * Overview, units and limits: docs/geo.md.
 */
export type {
  GeocodeBias,
  GeocodeCandidate,
  GeocodeFailure,
  GeocodeFailureCode,
  GeocodeOutcome,
  GeocodePrecision,
  GeocodeProviderName,
  GeocodeResult,
  Geocoder,
  LatLng,
  Router,
  RoutingProviderName,
  TravelMatrix,
  VehicleProfile,
} from './types.js';
export { PRECISION_ORDER, VEHICLE_PROFILES } from './types.js';
export { biasKey, DEFAULT_REACH_KM, distanceKm, isLocal, withDistances } from './bias.js';
export { GeoConfigError, RoutingError, type RoutingErrorCode } from './errors.js';
export {
  createGeoProviders,
  type CreateGeoProvidersOptions,
  type GeoConfig,
  type GeoDescription,
  type GeoProviders,
} from './create-geo-providers.js';
export { geocodeMany, type GeocodeManyOptions } from './geocoding/geocode-many.js';
export {
  APPROXIMATE_BELOW,
  apiGeocodeErrorCode,
  classifyStopGeocode,
  stopFailureMessage,
  type StopGeocodeVerdict,
} from './geocoding/stop-policy.js';
export { OfflineGeocoder, type OfflineGeocoderOptions } from './geocoding/offline-geocoder.js';
export { NominatimGeocoder, type NominatimGeocoderOptions } from './geocoding/nominatim-geocoder.js';
export { GoogleGeocoder, type GoogleGeocoderOptions } from './geocoding/google-geocoder.js';
export { CachingGeocoder, type CachingGeocoderOptions } from './cache/caching-geocoder.js';
export {
  MemoryGeocodeCacheStore,
  type CachedGeocode,
  type GeocodeCacheStore,
} from './cache/geocode-cache-store.js';
export { KnexGeocodeCacheStore } from './cache/geocode-cache-repository.js';
export { geocodeCache as geocodeCacheMigration } from '../db/migrations/0009-geocode-cache.js';
export {
  sharedGazetteer,
  warmUpSharedGazetteer,
  Gazetteer,
  type GazetteerStats,
} from './gazetteer/gazetteer.js';
export { HaversineRouter, type HaversineRouterOptions } from './routing/haversine-router.js';
export { OsrmRouter, type OsrmRouterOptions } from './routing/osrm-router.js';
export { depotAndStopsLocations, toMatrixLocations, type DepotAndStops } from './routing/engine-locations.js';
export {
  HAVERSINE_SPEED_KMH,
  OSRM_DURATION_FACTOR,
  ROAD_FACTOR,
  profileOf,
} from './routing/vehicle-profiles.js';
export { greatCircleM } from './great-circle.js';
export { normalizeAddress, normalizeName } from './normalize.js';
