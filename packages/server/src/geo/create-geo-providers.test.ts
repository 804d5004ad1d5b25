import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { CachingGeocoder } from './cache/caching-geocoder.js';
import { createGeoProviders } from './create-geo-providers.js';
import { GeoConfigError } from './errors.js';
import { GoogleGeocoder } from './geocoding/google-geocoder.js';
import { NominatimGeocoder } from './geocoding/nominatim-geocoder.js';
import { OfflineGeocoder } from './geocoding/offline-geocoder.js';
import { HaversineRouter } from './routing/haversine-router.js';
import { OsrmRouter } from './routing/osrm-router.js';

// A knex instance that never connects (building providers must not touch the database).
const knex = knexFactory({ client: 'pg' });

describe('createGeoProviders', () => {
  it('defaults to the offline geocoder and haversine, with nothing cached', () => {
    const geo = createGeoProviders({ geocoder: 'offline', routing: 'haversine' }, knex);
    expect(geo.geocoder).toBeInstanceOf(OfflineGeocoder);
    expect(geo.router).toBeInstanceOf(HaversineRouter);
    expect(geo.describe()).toEqual({
      geocoder: 'offline',
      geocodeCache: false,
      routing: 'haversine',
      roadGeometry: false,
    });
  });

  it('wraps Nominatim in the database cache and identifies itself in the User-Agent', () => {
    const geo = createGeoProviders(
      {
        geocoder: 'nominatim',
        nominatimUrl: 'https://nominatim.openstreetmap.org',
        routing: 'osrm',
        osrmUrl: 'http://osrm.local:5000',
        publicUrl: 'https://routes.example.com',
        contactEmail: 'ops@example.com',
        osrmMaxTableSize: 50,
      },
      knex,
      { version: '1.2.3' },
    );
    expect(geo.geocoder).toBeInstanceOf(CachingGeocoder);
    expect(geo.geocoder.provider).toBe('nominatim');
    const inner = (geo.geocoder as CachingGeocoder)['inner'] as NominatimGeocoder;
    expect(inner).toBeInstanceOf(NominatimGeocoder);
    expect(inner['http'].headers).toEqual({
      'User-Agent': 'Routier/1.2.3 (https://routes.example.com; ops@example.com)',
    });
    expect(geo.router).toBeInstanceOf(OsrmRouter);
    expect((geo.router as OsrmRouter).maxTableSize).toBe(50);
    expect(geo.describe()).toMatchObject({ geocodeCache: true, routing: 'osrm', roadGeometry: true });
  });

  it('uses Google without a cache when no database is given', () => {
    const geo = createGeoProviders({ geocoder: 'google', googleMapsApiKey: 'k', routing: 'haversine' });
    expect(geo.geocoder).toBeInstanceOf(GoogleGeocoder);
    expect(geo.describe().geocodeCache).toBe(false);
  });

  it('names the missing variable', () => {
    const missing = (config: Parameters<typeof createGeoProviders>[0]) => {
      try {
        createGeoProviders(config);
      } catch (e) {
        return e instanceof GeoConfigError ? e.variable : e;
      }
      return 'no error';
    };
    expect(missing({ geocoder: 'google', routing: 'haversine' })).toBe('GOOGLE_MAPS_API_KEY');
    expect(missing({ geocoder: 'nominatim', routing: 'haversine' })).toBe('NOMINATIM_URL');
    expect(missing({ geocoder: 'offline', routing: 'osrm' })).toBe('OSRM_URL');
  });
});
