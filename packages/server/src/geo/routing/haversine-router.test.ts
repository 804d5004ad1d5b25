import { describe, expect, it } from 'vitest';
import { RoutingError } from '../errors.js';
import { HaversineRouter } from './haversine-router.js';
import { HAVERSINE_SPEED_KMH, ROAD_FACTOR } from './vehicle-profiles.js';

const PARIS = { lat: 48.8566, lng: 2.3522 };
const LONDON = { lat: 51.5074, lng: -0.1278 };
const BERLIN = { lat: 52.52, lng: 13.405 };
/** Great-circle Paris-London, metres (mean-radius sphere). */
const PARIS_LONDON_M = 343_923;

describe('HaversineRouter', () => {
  const router = new HaversineRouter();

  it('answers great-circle distance x 1.3, in metres', async () => {
    const m = await router.matrix([PARIS, LONDON], 'default');
    expect(m.n).toBe(2);
    expect(ROAD_FACTOR).toBe(1.3);
    expect(m.distancesM[1]).toBeCloseTo(PARIS_LONDON_M * 1.3, -3);
    expect(m.distancesM[2]).toBe(m.distancesM[1]);
    expect(m.distancesM[0]).toBe(0);
    expect(m.distancesM[3]).toBe(0);
  });

  it('answers durations at the profile speed, in seconds', async () => {
    for (const profile of ['cargo_van', 'standard_truck', 'heavy_duty', 'default'] as const) {
      const m = await router.matrix([PARIS, LONDON], profile);
      expect(m.durationsS[1]).toBeCloseTo(m.distancesM[1] / (HAVERSINE_SPEED_KMH[profile] / 3.6), 6);
    }
    const van = await router.matrix([PARIS, LONDON], 'cargo_van');
    const heavy = await router.matrix([PARIS, LONDON], 'heavy_duty');
    expect(heavy.durationsS[1]).toBeGreaterThan(van.durationsS[1]);
  });

  it('fills a symmetric row-major matrix with a zero diagonal', async () => {
    const points = [PARIS, LONDON, BERLIN];
    const m = await router.matrix(points, 'standard_truck');
    expect(m.distancesM).toHaveLength(9);
    for (let i = 0; i < 3; i++) {
      expect(m.distancesM[i * 3 + i]).toBe(0);
      for (let j = 0; j < 3; j++) expect(m.distancesM[i * 3 + j]).toBe(m.distancesM[j * 3 + i]);
    }
    expect(m.distancesM[0 * 3 + 2]).toBeGreaterThan(m.distancesM[0 * 3 + 1]);
  });

  it('takes a custom road factor and speeds', async () => {
    const custom = new HaversineRouter({ roadFactor: 1, speedsKmh: { default: 36 } });
    const m = await custom.matrix([PARIS, LONDON], 'default');
    expect(m.distancesM[1]).toBeCloseTo(PARIS_LONDON_M, -3);
    expect(m.durationsS[1]).toBeCloseTo(m.distancesM[1] / 10, 6);
  });

  it('answers empty and single-point matrices', async () => {
    expect((await router.matrix([], 'default')).n).toBe(0);
    expect(Array.from((await router.matrix([PARIS], 'default')).durationsS)).toEqual([0]);
  });

  it('refuses invalid points, naming the first', async () => {
    const error = await router.matrix([PARIS, { lat: 91, lng: 0 }], 'default').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RoutingError);
    expect(error).toMatchObject({ code: 'INVALID_POINTS', details: { from: 1 } });
  });

  it('has no road geometry', async () => {
    expect(await router.geometry()).toBeNull();
  });
});
