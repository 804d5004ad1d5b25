import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/index.js';
import { planningTestServer, signedIn } from '../test-support/planning-server.js';
import { clockText, storedReturnToStart, storedSequence } from './geocoded-routes.js';

interface GeocodedBody {
  id: number;
  name: string;
  optimized: boolean;
  start: { address: string; lat: number; lng: number } | null;
  returnToStart: boolean;
  stops: Array<{
    index: number;
    order: number;
    address: string;
    lat: number;
    lng: number;
    arrivalTime: number | null;
    arrivalClock: string | null;
    geocode: { approximate: boolean } | null;
  }>;
  geometry: { type: string; coordinates: number[][] } | null;
  unresolved: Array<{ index: number; address: string; message: string }>;
}

const A = '30.2672,-97.7431';
const B = '30.5083,-97.6789';
const C = '30.6333,-97.6779';
const D = '30.4394,-97.6200';

describe('routes for the map', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('answers the start and the stops with coordinates, in entered order when not optimised', async () => {
    const client = await signedIn(server);
    await client.post('/api/routes', {
      name: 'Plain',
      startLocation: 'Austin, TX',
      destinations: [B, 'Georgetown, TX'],
    });
    const response = await client.get<GeocodedBody[]>('/api/routes/geocoded');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('1');
    const [route] = response.body;
    expect(route.optimized).toBe(false);
    expect(route.start).toMatchObject({ address: 'Austin, TX' });
    expect(route.start!.lat).toBeCloseTo(30.27, 1);
    expect(route.stops.map((s) => [s.index, s.order, s.address])).toEqual([
      [1, 1, B],
      [2, 2, 'Georgetown, TX'],
    ]);
    expect(route.stops[1].geocode?.approximate).toBe(true);
    expect(route.geometry).toBeNull();
    expect(route.returnToStart).toBe(true);
    expect(route.unresolved).toEqual([]);
  });

  it('follows the stored optimisation: its sequence, start, geometry and schedule', async () => {
    const client = await signedIn(server);
    const geometry = {
      type: 'LineString',
      coordinates: [
        [-97.7431, 30.2672],
        [-97.62, 30.4394],
        [-97.6789, 30.5083],
      ],
    };
    const created = await client.post<{ id: number }>('/api/routes', {
      name: 'Basic optimised',
      startLocation: A,
      destinations: [B, C, D],
      status: 'optimized',
      optimizedRoute: {
        start: { address: A, lat: 30.2672, lng: -97.7431 },
        optimizedRoute: {
          sequence: [3, 1, 2],
          totalDistance: 60,
          estimatedTime: 80,
          returnToStart: false,
          geometry,
        },
      },
    });
    expect(created.status).toBe(201);
    await client.post('/api/routes', {
      name: 'Advanced',
      startLocation: A,
      destinations: [B, C, D],
      optimizedRoute: {
        feasibilityScore: 100,
        routes: [
          {
            schedule: [
              { locationIndex: 2, arrivalTime: 512 },
              { locationIndex: 1, arrivalTime: 545 },
            ],
          },
        ],
        unassignedLocations: [{ index: 2, reason: 'time window' }],
      },
    });
    const [advanced, basic] = (await client.get<GeocodedBody[]>('/api/routes/geocoded')).body;
    expect(basic.optimized).toBe(true);
    expect(basic.stops.map((s) => [s.index, s.order, s.address])).toEqual([
      [3, 1, D],
      [1, 2, B],
      [2, 3, C],
    ]);
    expect(basic.geometry).toEqual(geometry);
    expect(basic.returnToStart).toBe(false);
    expect(advanced.returnToStart).toBe(true);
    expect(advanced.stops.map((s) => [s.index, s.arrivalTime, s.arrivalClock])).toEqual([
      [2, 512, '08:32'],
      [1, 545, '09:05'],
      [3, null, null],
    ]);
  });

  it('lists places that cannot be located in unresolved instead of failing', async () => {
    const client = await signedIn(server);
    const created = await client.post<{ id: number }>('/api/routes', {
      name: 'Old',
      startLocation: A,
      destinations: [B, C],
    });
    // A row written before coordinates were stored, with a place the geocoder cannot find.
    await server
      .knex('routes')
      .where({ id: created.body.id })
      .update({
        start_location: 'Qwxzzy Nowhereville',
        destinations: JSON.stringify([{ address: B }, { address: 'Springfield' }]),
      });
    const [route] = (await client.get<GeocodedBody[]>('/api/routes/geocoded')).body;
    expect(route.start).toBeNull();
    expect(route.stops.map((s) => s.index)).toEqual([1]);
    expect(route.unresolved.map((u) => [u.index, u.address])).toEqual([
      [0, 'Qwxzzy Nowhereville'],
      [2, 'Springfield'],
    ]);
    expect(route.unresolved[1].message).toMatch(/^Stop 2 \("Springfield"\) could not be located/);
  });

  it('filters by date range and status like the route list', async () => {
    const client = await signedIn(server);
    await client.post('/api/routes', {
      name: 'Mon',
      startLocation: A,
      destinations: [B],
      scheduledDate: '2025-03-03',
    });
    await client.post('/api/routes', {
      name: 'Next',
      startLocation: A,
      destinations: [B],
      scheduledDate: '2025-03-10',
      status: 'planned',
    });
    const week = await client.get<GeocodedBody[]>('/api/routes/geocoded?from=2025-03-03&to=2025-03-09');
    expect(week.body.map((r) => r.name)).toEqual(['Mon']);
    const planned = await client.get<GeocodedBody[]>('/api/routes/geocoded?status=planned');
    expect(planned.body.map((r) => r.name)).toEqual(['Next']);
  });
});

describe('stored optimisation readers', () => {
  it('accept only a valid order of the stored stops', () => {
    expect(storedSequence({ optimizedRoute: { sequence: [2, 1] } }, 2)).toEqual([2, 1]);
    expect(storedSequence({ optimizedRoute: { sequence: [2, 2] } }, 2)).toBeNull();
    expect(storedSequence({ optimizedRoute: { sequence: [3] } }, 2)).toBeNull();
    expect(storedSequence(null, 2)).toBeNull();
    expect(clockText(480)).toBe('08:00');
    expect(clockText(1500)).toBe('25:00');
  });

  it('read whether the stored optimisation returns to its start (true unless it says otherwise)', () => {
    expect(storedReturnToStart(null)).toBe(true);
    expect(storedReturnToStart({ optimizedRoute: { sequence: [1] } })).toBe(true);
    expect(storedReturnToStart({ optimizedRoute: { returnToStart: false } })).toBe(false);
    expect(storedReturnToStart({ returnToStart: false, routes: [] })).toBe(false);
    expect(storedReturnToStart({ returnToStart: true, routes: [] })).toBe(true);
  });
});
