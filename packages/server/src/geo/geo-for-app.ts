/**
 * The app's geo providers (the configured geocoder behind the database cache, and the router), built once
 * per app from its configuration and shared by all that geocodes or routes: the routes resource,
 * optimisation and POST /api/geocode (each through the memory layer, cache/memory-geocoder.ts), and the
 * server's warm-up after it starts listening.
 */
import type { AppServices } from '../kernel/services.js';
import { createGeoProviders, type GeoProviders } from './index.js';

const built = new WeakMap<AppServices, GeoProviders>();

export function geoFor(services: AppServices): GeoProviders {
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
        osrmMaxTableSize: config.osrmMaxTableSize,
        publicUrl: config.publicUrl,
        contactEmail: config.nominatimEmail,
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
