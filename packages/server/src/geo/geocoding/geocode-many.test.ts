import { describe, expect, it } from 'vitest';
import { place, ScriptedGeocoder } from '../../test-support/geo/scripted-geocoder.js';
import { geocodeMany } from './geocode-many.js';

describe('geocodeMany', () => {
  it('answers in input order and asks once per distinct normalised address', async () => {
    const geocoder = new ScriptedGeocoder((a) => place(a.length, 1, a), 'nominatim', 5);
    const outcomes = await geocodeMany(geocoder, ['Paris', 'Lyon', '  PARIS ', 'Nice', 'lyon']);
    expect(geocoder.calls).toEqual(['Paris', 'Lyon', 'Nice']);
    expect(outcomes.map((o) => o.ok && o.displayName)).toEqual(['Paris', 'Lyon', 'Paris', 'Nice', 'Lyon']);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const geocoder = new ScriptedGeocoder((a) => place(1, 1, a), 'nominatim', 10);
    const addresses = Array.from({ length: 12 }, (_, i) => `Stop ${i}`);
    await geocodeMany(geocoder, addresses, { concurrency: 3 });
    expect(geocoder.calls).toHaveLength(12);
    expect(geocoder.maxInFlight).toBe(3);
  });

  it('stops asking a rate-limited provider and answers RATE_LIMITED for the rest', async () => {
    const geocoder = new ScriptedGeocoder((a) =>
      a === 'B' ? { ok: false, code: 'RATE_LIMITED', message: 'slow down', retryAfterS: 5 } : place(1, 1, a),
    );
    const outcomes = await geocodeMany(geocoder, ['A', 'B', 'C', 'D'], { concurrency: 1 });
    expect(geocoder.calls).toEqual(['A', 'B']);
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.code))).toEqual([
      'ok',
      'RATE_LIMITED',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
  });

  it('answers an empty list without calling the provider', async () => {
    const geocoder = new ScriptedGeocoder(() => place(1, 1));
    expect(await geocodeMany(geocoder, [])).toEqual([]);
    expect(geocoder.calls).toEqual([]);
  });

  it('rejects when the signal aborts', async () => {
    const geocoder = new ScriptedGeocoder(() => place(1, 1));
    await expect(
      geocodeMany(geocoder, ['A'], { signal: AbortSignal.abort(new Error('client gone')) }),
    ).rejects.toThrow('client gone');
  });
});
