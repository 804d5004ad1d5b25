import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/index.js';
import { place, ScriptedGeocoder } from '../../test-support/geo/scripted-geocoder.js';
import { CachingGeocoder } from './caching-geocoder.js';
import { KnexGeocodeCacheStore } from './geocode-cache-repository.js';

// The file's own migrated database: embedded PGlite, or PostgreSQL with TEST_DATABASE_URL.
let db: TestDatabase;
let store: KnexGeocodeCacheStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new KnexGeocodeCacheStore(db.database.knex);
});
afterAll(async () => {
  await db?.drop();
});

const capitol = {
  lat: 30.2746652,
  lng: -97.7403505,
  confidence: 0.9,
  precision: 'address' as const,
  displayName: 'Texas State Capitol, 1100, Congress Avenue, Austin, Texas, United States',
};

describe('KnexGeocodeCacheStore', () => {
  it('stores an answer per provider and normalised address and reads it back exactly', async () => {
    await store.set('nominatim', '1100 congress ave, austin, tx', capitol, new Date('2030-01-01T00:00:00Z'));
    expect(
      await store.get('nominatim', '1100 congress ave, austin, tx', new Date('2029-12-31T00:00:00Z')),
    ).toEqual(capitol);
    expect(
      await store.get('google', '1100 congress ave, austin, tx', new Date('2029-12-31T00:00:00Z')),
    ).toBeUndefined();
  });

  it('does not answer an expired entry, and replaces an entry on set', async () => {
    await store.set('google', 'austin', { ...capitol, precision: 'city' }, new Date('2030-01-01T00:00:00Z'));
    expect(await store.get('google', 'austin', new Date('2030-01-01T00:00:01Z'))).toBeUndefined();
    await store.set('google', 'austin', { ...capitol, lat: 30.2672 }, new Date('2031-01-01T00:00:00Z'));
    expect(await store.get('google', 'austin', new Date('2030-06-01T00:00:00Z'))).toMatchObject({
      lat: 30.2672,
    });
  });

  it('purges expired entries only', async () => {
    await store.set('google', 'old', capitol, new Date('2020-01-01T00:00:00Z'));
    await store.set('google', 'new', capitol, new Date('2040-01-01T00:00:00Z'));
    expect(await store.purgeExpired(new Date('2021-01-01T00:00:00Z'))).toBe(1);
    expect(await store.get('google', 'new', new Date('2021-01-01T00:00:00Z'))).toBeDefined();
  });
});

describe('CachingGeocoder on the database', () => {
  it('misses once, then answers from the geocode_cache table', async () => {
    const inner = new ScriptedGeocoder((a) => place(48.8566, 2.3522, `${a} (looked up)`), 'nominatim');
    const cached = new CachingGeocoder(inner, store);
    const first = await cached.geocode('Paris, France');
    // A second decorator on the same table: the hit comes from the database, not from memory.
    const second = await new CachingGeocoder(inner, store).geocode('paris,  FRANCE');
    expect(inner.calls).toEqual(['Paris, France']);
    expect(second).toEqual({ ...first, cached: true });
    const rows = await db.database
      .knex('geocode_cache')
      .where({ provider: 'nominatim', address_key: 'paris, france' });
    expect(rows).toHaveLength(1);
  });
});
