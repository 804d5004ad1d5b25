/**
 * The app's geo providers (the configured geocoder behind the database cache, and the router), built once
 * per app from its configuration, for the routes resource. (The optimisation half builds the same from
 * src/geocoding/geo-services.ts; both read the same configuration and share the database cache.)
 */
import type { AppServices } from '../app/services.js';
import { createGeoProviders, type GeoProviders } from '../geo/index.js';

const built = new WeakMap<AppServices, GeoProviders>();

export function planningGeo(services: AppServices): GeoProviders {
  let geo = built.get(services);
  if (!geo) {
    const { config, knex, logger } = services;
    geo = createGeoProviders(
      {
        geocoder: config.geocoder,
        nominatimUrl: config.nominatimUrl,
        googleMapsApiKey: config.googleMapsApiKey,
        routing: config.routing,
        osrmUrl: config.osrmUrl,
        publicUrl: config.publicUrl,
        supportEmail: config.supportEmail,
      },
      knex,
      {
        version: config.version,
        onCacheError: (error) => logger.warn({ err: error }, 'geocode cache unavailable'),
      },
    );
    built.set(services, geo);
  }
  return geo;
}
