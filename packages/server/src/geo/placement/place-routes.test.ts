import { describe, expect, it } from 'vitest';
import { OfflineGeocoder } from '../geocoding/offline-geocoder.js';
import { placeRoutes } from './place-routes.js';
import { placementError } from './placement-error.js';
import { placementPolicy, type PlacementPolicy } from './policy.js';

const geocoder = new OfflineGeocoder();
const policy = (over: Partial<PlacementPolicy> = {}): PlacementPolicy => ({
  ...placementPolicy(undefined, undefined),
  ...over,
});
const stop = (address: string, lat: number | null = null, lng: number | null = null) => ({
  address,
  lat,
  lng,
});

describe('placing routes (the one placement check)', () => {
  it('places stops within reach of the start, with how they were found', async () => {
    const [route] = await placeRoutes(
      geocoder,
      [{ startLocation: 'Austin, TX', stops: [stop('Round Rock, TX'), stop('Depot', 30.5, -97.7)] }],
      policy(),
    );
    expect(route.problems).toEqual([]);
    expect(route.start).toMatchObject({ lat: expect.closeTo(30.27, 1) });
    expect(route.stops[0]).toMatchObject({
      geocode: { provider: 'offline', precision: 'city', approximate: true },
    });
    expect(route.stops[1]).toBeNull(); // given coordinates within reach are kept as they are
  });

  it('refuses a stop matched farther than the reach, naming it with what it matched and how far', async () => {
    const [route] = await placeRoutes(
      geocoder,
      [{ startLocation: 'New York, NY', stops: [stop('Brooklyn, NY'), stop('Van 1')] }],
      policy(),
    );
    expect(route.problems).toHaveLength(1);
    const [problem] = route.problems;
    expect(problem).toMatchObject({ field: 'destinations.1.address', index: 1, kind: 'OUT_OF_REACH' });
    expect(problem.message).toMatch(/^Stop 2 \("Van 1"\) matched .* km from the start \(reach 300 km\)\.$/);
    expect(problem.issue).toMatchObject({ address: 'Van 1', reason: 'OUT_OF_REACH', reachKm: 300 });
    expect(problem.issue!.matched!.distanceKm).toBeGreaterThan(300);
    const error = placementError(route.problems);
    expect(error).toMatchObject({ status: 422, code: 'ADDRESS_UNRESOLVED' });
    expect(error.details![0]).toMatchObject({
      code: 'ADDRESS_OUT_OF_REACH',
      placement: { reason: 'OUT_OF_REACH' },
    });
  });

  it('accepts what it doubts when asked, storing the point as approximate and confirmed', async () => {
    const [route] = await placeRoutes(
      geocoder,
      [{ startLocation: 'New York, NY', stops: [stop('Van 1')] }],
      policy({ acceptApproximate: true }),
    );
    expect(route.problems).toEqual([]);
    expect(route.stops[0]!.geocode).toMatchObject({
      approximate: true,
      confirmed: true,
      note: expect.stringMatching(/accepted$/),
    });
  });

  it('uses the reach it is given (a long-haul plan may set 5,000 km)', async () => {
    const [route] = await placeRoutes(
      geocoder,
      [{ startLocation: 'New York, NY', stops: [stop('Chicago, IL')] }],
      policy({ reachKm: 5000 }),
    );
    expect(route.problems).toEqual([]);
  });

  it('checks given coordinates too (swapped latitude and longitude), unless confirmed before', async () => {
    const swapped = stop('Depot B', -97.7431, 30.2672);
    const [route] = await placeRoutes(
      geocoder,
      [{ startLocation: 'Austin, TX', stops: [stop('Depot A', 30.27, -97.74)] }],
      policy(),
    );
    expect(route.problems).toEqual([]);
    await expect(
      placeRoutes(
        geocoder,
        [{ startLocation: 'Austin, TX', stops: [{ ...swapped, lat: 30.2672, lng: 97.7431 }] }],
        policy(),
      ),
    ).resolves.toMatchObject([{ problems: [{ kind: 'OUT_OF_REACH', field: 'destinations.0.address' }] }]);
    const confirmed = {
      address: 'Far depot',
      lat: 48.85,
      lng: 2.35,
      geocode: {
        provider: 'offline' as const,
        precision: 'coordinates' as const,
        confidence: 1,
        approximate: true,
        displayName: 'Paris',
        note: null,
        confirmed: true,
      },
    };
    const [again] = await placeRoutes(
      geocoder,
      [{ startLocation: 'Austin, TX', stops: [confirmed] }],
      policy(),
    );
    expect(again.problems).toEqual([]);
  });

  it('answers an ambiguous stop with its candidates, and an unknown one as not found (400 wins over 422)', async () => {
    const [route] = await placeRoutes(
      geocoder,
      [{ startLocation: '30.27, -97.74', stops: [stop('Springfield'), stop('Qwxzzy')] }],
      policy({ reachKm: 20000 }),
    );
    const kinds = route.problems.map((p) => p.kind);
    expect(kinds).toContain('NOT_FOUND');
    expect(placementError(route.problems)).toMatchObject({ status: 400, code: 'GEOCODE_FAILED' });
    const [only] = await placeRoutes(
      geocoder,
      [{ startLocation: 'Paris, France', stops: [stop('Springfield')] }],
      policy(),
    );
    expect(only.problems[0]).toMatchObject({ kind: 'AMBIGUOUS' });
    expect(only.problems[0].issue!.candidates.length).toBeGreaterThanOrEqual(2);
  });

  it('questions the start itself when it is ambiguous', async () => {
    const [route] = await placeRoutes(
      geocoder,
      [{ startLocation: 'Springfield', stops: [stop('Chicago, IL')] }],
      policy(),
    );
    expect(route.problems[0]).toMatchObject({ field: 'startLocation', kind: 'AMBIGUOUS' });
    expect(route.problems[0].message).toMatch(/^The starting location \("Springfield"\) could not be placed/);
  });
});
