import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { RoutingError } from '../errors.js';
import { fakeOsrmDistance, fakeOsrmTable } from '../../test-support/geo/fake-osrm.js';
import { fixture } from '../../test-support/geo/fixtures.js';
import { useNock } from '../../test-support/geo/nock.js';
import type { LatLng } from '../types.js';
import { OsrmRouter } from './osrm-router.js';

const BASE = 'http://osrm.test:5000';
useNock();

const DOWNTOWN = { lat: 30.2672, lng: -97.7431 };
const CAMPUS = { lat: 30.2849, lng: -97.7341 };
const SOUTH = { lat: 30.2241, lng: -97.7697 };
const AUSTIN = [DOWNTOWN, CAMPUS, SOUTH];
const AUSTIN_PATH = '/table/v1/driving/-97.7431,30.2672;-97.7341,30.2849;-97.7697,30.2241';

function router(options: Partial<ConstructorParameters<typeof OsrmRouter>[0]> = {}) {
  return new OsrmRouter({ baseUrl: BASE, backoffMs: 1, ...options });
}

async function rejection(promise: Promise<unknown>): Promise<RoutingError> {
  const error = await promise.catch((e: unknown) => e);
  if (!(error instanceof RoutingError)) throw new Error(`expected a RoutingError, got ${String(error)}`);
  return error;
}

describe('OSRM router: table', () => {
  it('asks /table for durations and distances and fills the row-major matrix', async () => {
    const scope = nock(BASE)
      .get(AUSTIN_PATH)
      .query({ annotations: 'duration,distance' })
      .reply(200, fixture('osrm/table-austin-3'));
    const m = await router().matrix(AUSTIN, 'cargo_van');
    expect(scope.isDone()).toBe(true);
    expect(m.n).toBe(3);
    expect(Array.from(m.distancesM)).toEqual([0, 2618.4, 6123.9, 2701.2, 0, 8512.7, 6042.1, 8644.5, 0]);
    expect(Array.from(m.durationsS)).toEqual([0, 420.3, 610.8, 435.1, 0, 842.6, 598.2, 861.7, 0]);
  });

  it("slows car times down for trucks by the profile's factor", async () => {
    nock(BASE).get(AUSTIN_PATH).query(true).reply(200, fixture('osrm/table-austin-3'));
    const m = await router().matrix(AUSTIN, 'heavy_duty');
    expect(m.durationsS[1]).toBeCloseTo(420.3 * 1.3, 9);
    expect(m.distancesM[1]).toBe(2618.4);
  });

  it('uses the configured OSRM profile path', async () => {
    nock(BASE)
      .get(AUSTIN_PATH.replace('driving', 'truck'))
      .query(true)
      .reply(200, fixture('osrm/table-austin-3'));
    await router({ osrmProfile: 'truck' }).matrix(AUSTIN, 'standard_truck');
  });

  it('answers 0 and 1 points without a request', async () => {
    expect((await router().matrix([], 'default')).n).toBe(0);
    expect(Array.from((await router().matrix([DOWNTOWN], 'default')).distancesM)).toEqual([0]);
  });

  it('names the pair that has no road between them', async () => {
    nock(BASE).get(AUSTIN_PATH).query(true).reply(200, fixture('osrm/table-unreachable'));
    const error = await rejection(router().matrix(AUSTIN, 'default'));
    expect(error).toMatchObject({ code: 'NO_ROUTE', details: { from: 0, to: 2 } });
    expect(error.message).toBe('No road route from point 0 to point 2.');
  });

  it('names the point OSRM cannot snap to a road', async () => {
    nock(BASE).get(AUSTIN_PATH).query(true).reply(400, fixture('osrm/error-no-segment'));
    const error = await rejection(router().matrix(AUSTIN, 'default'));
    expect(error).toMatchObject({
      code: 'ROUTING_REJECTED',
      details: { from: 1, providerCode: 'NoSegment' },
    });
    expect(error.message).toMatch(/point 1 \(30.2849, -97.7341\) is not near a road/);
  });

  it('reports a table larger than the server allows', async () => {
    nock(BASE).get(AUSTIN_PATH).query(true).reply(400, fixture('osrm/error-too-big'));
    const error = await rejection(router().matrix(AUSTIN, 'default'));
    expect(error).toMatchObject({
      code: 'ROUTING_REJECTED',
      details: { providerCode: 'TooBig', status: 400 },
    });
  });

  it('refuses an answer without distances (OSRM older than 5.19)', async () => {
    nock(BASE)
      .get('/table/v1/driving/-97.7431,30.2672;-97.7341,30.2849')
      .query(true)
      .reply(200, fixture('osrm/table-durations-only'));
    const error = await rejection(router().matrix([DOWNTOWN, CAMPUS], 'default'));
    expect(error).toMatchObject({ code: 'ROUTING_REJECTED', message: expect.stringMatching(/5\.19/) });
  });

  it('retries 5xx with backoff', async () => {
    nock(BASE).get(AUSTIN_PATH).query(true).reply(503, 'overloaded');
    nock(BASE).get(AUSTIN_PATH).query(true).reply(200, fixture('osrm/table-austin-3'));
    expect((await router().matrix(AUSTIN, 'default')).durationsS[1]).toBe(420.3);
  });

  it('is ROUTING_UNAVAILABLE when the server keeps failing or stays silent', async () => {
    nock(BASE).get(AUSTIN_PATH).query(true).times(3).reply(502, 'bad gateway');
    expect(await rejection(router().matrix(AUSTIN, 'default'))).toMatchObject({
      code: 'ROUTING_UNAVAILABLE',
      details: { status: 502 },
    });
    nock(BASE).get(AUSTIN_PATH).query(true).delay(300).reply(200, fixture('osrm/table-austin-3'));
    const timeout = await rejection(router({ timeoutMs: 30, retries: 0 }).matrix(AUSTIN, 'default'));
    expect(timeout).toMatchObject({
      code: 'ROUTING_UNAVAILABLE',
      message: expect.stringMatching(/within 30 ms/),
    });
    nock.abortPendingRequests();
  });
});

describe('OSRM router: chunked tables', () => {
  const fakeOsrm = (maxCells: number) => fakeOsrmTable(BASE, maxCells);
  const expectedDistance = fakeOsrmDistance;

  function grid(n: number): LatLng[] {
    return Array.from({ length: n }, (_, k) => ({
      lat: 30.1 + Math.floor(k / 16) * 0.01,
      lng: -97.9 + (k % 16) * 0.01,
    }));
  }

  it('splits 250 points into 3 x 3 blocks of at most 100 x 100 and assembles the same matrix', async () => {
    const requests = fakeOsrm(100 * 100);
    const points = grid(250);
    const m = await router({ maxTableSize: 100 }).matrix(points, 'default');
    expect(requests).toHaveLength(9);
    expect(Math.max(...requests.map((r) => r.cells))).toBeLessThanOrEqual(100 * 100);
    expect(Math.max(...requests.map((r) => r.coordinates))).toBeLessThanOrEqual(200);
    for (let i = 0; i < 250; i += 7) {
      for (let j = 0; j < 250; j += 11) {
        expect(m.distancesM[i * 250 + j]).toBe(expectedDistance(points[i], points[j]));
        expect(m.durationsS[i * 250 + j]).toBeCloseTo(expectedDistance(points[i], points[j]) / 12.5, 9);
      }
    }
  });

  it('follows a smaller configured block size', async () => {
    const requests = fakeOsrm(25 * 25);
    const m = await router({ maxTableSize: 25, concurrency: 3 }).matrix(grid(60), 'default');
    expect(requests).toHaveLength(9);
    expect(m.n).toBe(60);
  });

  it('one request for a matrix within the limit', async () => {
    const requests = fakeOsrm(100 * 100);
    await router().matrix(grid(100), 'default');
    expect(requests).toEqual([{ coordinates: 100, sources: 100, destinations: 100, cells: 10_000 }]);
  });
});

describe('OSRM router: geometry', () => {
  it('answers the road line through the points from polyline6', async () => {
    nock(BASE)
      .get('/route/v1/driving/-97.7431,30.2672;-97.7341,30.2849;-97.7697,30.2241')
      .query({ overview: 'full', steps: 'false', geometries: 'polyline6' })
      .reply(200, fixture('osrm/route-austin-polyline6'));
    const line = await router().geometry(AUSTIN, 'default');
    expect(line).toEqual([
      [-97.743057, 30.267153],
      [-97.741873, 30.270112],
      [-97.739521, 30.276214],
      [-97.734123, 30.284918],
      [-97.751244, 30.262301],
      [-97.769722, 30.224125],
    ]);
  });

  it('joins legs of at most maxRoutePoints waypoints without repeating the shared point (GeoJSON)', async () => {
    nock(BASE)
      .get('/route/v1/driving/-97.7431,30.2672;-97.7341,30.2849')
      .query({ overview: 'full', steps: 'false', geometries: 'geojson' })
      .reply(200, fixture('osrm/route-leg1-geojson'));
    nock(BASE)
      .get('/route/v1/driving/-97.7341,30.2849;-97.7697,30.2241')
      .query(true)
      .reply(200, fixture('osrm/route-leg2-geojson'));
    const line = await router({ maxRoutePoints: 2, geometries: 'geojson' }).geometry(AUSTIN, 'default');
    expect(line).toHaveLength(6);
    expect(line?.[3]).toEqual([-97.734123, 30.284918]);
    expect(line?.[4]).toEqual([-97.751244, 30.262301]);
  });

  it('is NO_ROUTE when OSRM finds none', async () => {
    nock(BASE)
      .get(/^\/route\//)
      .query(true)
      .reply(400, fixture('osrm/error-no-route'));
    expect(await rejection(router().geometry(AUSTIN, 'default'))).toMatchObject({ code: 'NO_ROUTE' });
  });
});
