import { describe, expect, it } from 'vitest';
import { place, ScriptedGeocoder } from '../../test-support/geo/scripted-geocoder.js';
import type { GeocodeOutcome } from '../types.js';
import { CachingGeocoder } from './caching-geocoder.js';
import { MemoryGeocodeCacheStore, type GeocodeCacheStore } from './geocode-cache-store.js';

const DAY = 24 * 60 * 60 * 1000;

function setup(answers: (a: string) => GeocodeOutcome = (a) => place(30.27, -97.74, a)) {
  let now = Date.UTC(2026, 0, 1);
  const inner = new ScriptedGeocoder(answers);
  const store = new MemoryGeocodeCacheStore();
  const cached = new CachingGeocoder(inner, store, { ttlMs: 30 * DAY, failureTtlMs: 60_000, now: () => now });
  return { inner, store, cached, advance: (ms: number) => (now += ms) };
}

describe('CachingGeocoder', () => {
  it('asks the provider on a miss and answers the same result from the cache on a hit', async () => {
    const { inner, cached, store } = setup();
    const first = await cached.geocode('1100 Congress Ave, Austin, TX');
    const second = await cached.geocode('1100 congress ave.,  AUSTIN, tx');
    expect(inner.calls).toEqual(['1100 Congress Ave, Austin, TX']);
    expect(first.ok && first.cached).toBeFalsy();
    expect(second).toEqual({ ...first, cached: true });
    expect(cached.stats).toEqual({ hits: 1, misses: 1, failureHits: 0 });
    expect(store.size).toBe(1);
  });

  it('keys the cache per provider', async () => {
    const store = new MemoryGeocodeCacheStore();
    const a = new CachingGeocoder(new ScriptedGeocoder(() => place(1, 1), 'nominatim'), store);
    const googleInner = new ScriptedGeocoder(() => ({ ...place(2, 2), provider: 'google' }), 'google');
    const b = new CachingGeocoder(googleInner, store);
    await a.geocode('Austin');
    expect(await b.geocode('Austin')).toMatchObject({ lat: 2, provider: 'google' });
    expect(googleInner.calls).toEqual(['Austin']);
  });

  it('asks again once the entry has expired', async () => {
    const { inner, cached, advance } = setup();
    await cached.geocode('Austin');
    advance(31 * DAY);
    await cached.geocode('Austin');
    expect(inner.calls).toEqual(['Austin', 'Austin']);
  });

  it('remembers NOT_FOUND briefly, in memory only', async () => {
    const { inner, cached, store, advance } = setup(() => ({
      ok: false,
      code: 'NOT_FOUND',
      message: 'none',
    }));
    await cached.geocode('Xyzzyville');
    expect(await cached.geocode('xyzzyville')).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(inner.calls).toHaveLength(1);
    expect(store.size).toBe(0);
    advance(61_000);
    await cached.geocode('Xyzzyville');
    expect(inner.calls).toHaveLength(2);
  });

  it('never caches provider errors or rate limits', async () => {
    let answer: GeocodeOutcome = { ok: false, code: 'PROVIDER_ERROR', message: 'down' };
    const { inner, cached, store } = setup(() => answer);
    await cached.geocode('Austin');
    answer = { ok: false, code: 'RATE_LIMITED', message: 'slow' };
    await cached.geocode('Austin');
    answer = place(30.27, -97.74);
    expect(await cached.geocode('Austin')).toMatchObject({ ok: true });
    expect(inner.calls).toHaveLength(3);
    expect(store.size).toBe(1);
  });

  it('does not cache literal coordinates', async () => {
    const { inner, cached, store } = setup(() => place(1, 2));
    await cached.geocode('1, 2');
    await cached.geocode('1, 2');
    expect(inner.calls).toHaveLength(2);
    expect(store.size).toBe(0);
  });

  it('does not cache addresses longer than 1000 bytes', async () => {
    const { inner, cached, store } = setup();
    const long = `${'Ünter den Linden '.repeat(80)}, Berlin`;
    await cached.geocode(long);
    await cached.geocode(long);
    expect(inner.calls).toHaveLength(2);
    expect(store.size).toBe(0);
  });

  it('keeps answering when the cache store fails', async () => {
    const errors: unknown[] = [];
    const broken: GeocodeCacheStore = {
      get: async () => {
        throw new Error('database down');
      },
      set: async () => {
        throw new Error('database down');
      },
      purgeExpired: async () => 0,
    };
    const cached = new CachingGeocoder(new ScriptedGeocoder(() => place(1, 1)), broken, {
      onCacheError: (e) => errors.push(e),
    });
    expect(await cached.geocode('Austin')).toMatchObject({ ok: true, lat: 1 });
    expect(errors).toHaveLength(2);
  });
});

describe('MemoryGeocodeCacheStore', () => {
  it('purges expired entries', async () => {
    const store = new MemoryGeocodeCacheStore();
    const value = { lat: 1, lng: 2, confidence: 0.9, precision: 'address' as const, displayName: 'x' };
    await store.set('google', 'a', value, new Date(1000));
    await store.set('google', 'b', value, new Date(3000));
    expect(await store.purgeExpired(new Date(2000))).toBe(1);
    expect(await store.get('google', 'a', new Date(0))).toBeUndefined();
    expect(await store.get('google', 'b', new Date(2000))).toEqual(value);
  });
});
