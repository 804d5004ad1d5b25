import { describe, expect, it } from 'vitest';
import type { GeocodeOutcome, Geocoder } from '../index.js';
import { MemoryGeocoder } from './memory-geocoder.js';

class CountingGeocoder implements Geocoder {
  readonly provider = 'nominatim' as const;
  calls: string[] = [];
  async geocode(address: string): Promise<GeocodeOutcome> {
    this.calls.push(address);
    if (address.includes('nowhere')) return { ok: false, code: 'NOT_FOUND', message: 'No match' };
    return {
      ok: true,
      provider: 'nominatim',
      lat: 1,
      lng: 2,
      confidence: 0.9,
      precision: 'address',
      displayName: address,
    };
  }
}

describe('MemoryGeocoder', () => {
  it('answers a repeated address (after normalisation) from memory, marked cached', async () => {
    const inner = new CountingGeocoder();
    const memo = new MemoryGeocoder(inner);
    expect(await memo.geocode('1 Main St, Austin')).toMatchObject({ ok: true, lat: 1 });
    expect((await memo.geocode('1 main st,  austin')) as { cached?: boolean }).toMatchObject({
      ok: true,
      cached: true,
    });
    expect(inner.calls).toEqual(['1 Main St, Austin']);
  });

  it('never keeps failures, and forgets after the TTL and beyond the size limit (least recently used first)', async () => {
    let now = 0;
    const inner = new CountingGeocoder();
    const memo = new MemoryGeocoder(inner, { maxEntries: 2, ttlMs: 1000, now: () => now });
    await memo.geocode('nowhere');
    await memo.geocode('nowhere');
    expect(inner.calls).toEqual(['nowhere', 'nowhere']);
    await memo.geocode('a');
    await memo.geocode('b');
    await memo.geocode('a'); // a is now the most recently used
    await memo.geocode('c'); // evicts b
    await memo.geocode('a');
    await memo.geocode('b');
    expect(inner.calls.slice(2)).toEqual(['a', 'b', 'c', 'b']);
    now = 5000;
    await memo.geocode('b');
    expect(inner.calls.at(-1)).toBe('b');
    expect(inner.calls).toHaveLength(7);
  });
});
