/**
 * The app's geo providers (configured geocoder behind the database cache, and router), built once per app
 * from its configuration and shared by every planning handler.
 */
import type { AppServices } from '../app/services.js';
import { createGeoProviders, type GeoProviders } from '../geo/index.js';

const built = new WeakMap<AppServices, GeoProviders>();

export function geoProvidersFor(services: AppServices): GeoProviders {
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
