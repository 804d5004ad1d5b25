import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../test-support/index.js';
import { addVehicle, planningTestServer, signedIn } from '../test-support/planning-server.js';
import { today } from './route-service.js';

interface StopBody {
  address: string;
  priority: string;
  demand: number;
  lat: number | null;
  lng: number | null;
  notes: string | null;
  serviceTime: number;
  timeWindow: { start: number; end: number } | null;
  specialRequirements: string[];
  geocode: { precision: string; approximate: boolean; confidence: number; note: string | null } | null;
}

interface RouteBody {
  id: number;
  name: string;
  vehicleId: number | null;
  startLocation: string;
  destinations: StopBody[];
  optimizedRoute: Record<string, unknown> | null;
  constraints: Record<string, unknown> | null;
  scheduledDate: string;
  totalDistance: number | null;
  estimatedTime: number | null;
  totalCost: number | null;
  status: string;
}

interface ErrorBody {
  code: string;
  message: string;
  details?: Array<{ field?: string; message: string; code?: string; index?: number }>;
}

const AUSTIN = '30.2672,-97.7431';
const ROUND_ROCK = '30.5083,-97.6789';

async function createRoute(client: TestClient, body: Record<string, unknown> = {}) {
  const response = await client.post<RouteBody>('/api/routes', {
    name: 'Route',
    startLocation: AUSTIN,
    destinations: [ROUND_ROCK],
    ...body,
  });
  if (response.status !== 201) throw new Error(`route: ${response.status} ${response.text}`);
  return response.body;
}

describe('routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('creates a route from strings and objects, stops normalised with the defaults and located', async () => {
    const client = await signedIn(server);
    const response = await client.post<RouteBody>('/api/routes', {
      name: 'Route 2025-03-04',
      startLocation: 'Austin, TX',
      destinations: [
        ROUND_ROCK,
        { address: 'Georgetown, TX', priority: 'urgent', demand: 40.456, notes: 'Dock 4' },
        {
          address: 'Pflugerville, TX',
          serviceTime: 30,
          timeWindow: { start: 540, end: 720 },
          specialRequirements: ['refrigerated'],
          lat: 30.4394,
          lng: -97.62,
        },
      ],
    });
    expect(response.status).toBe(201);
    const route = response.body;
    expect(route).toMatchObject({
      name: 'Route 2025-03-04',
      status: 'pending',
      scheduledDate: today(),
      vehicleId: null,
      optimizedRoute: null,
      constraints: null,
      totalDistance: null,
    });
    const [first, second, third] = route.destinations;
    expect(first).toEqual({
      address: ROUND_ROCK,
      priority: 'medium',
      demand: 0,
      lat: 30.5083,
      lng: -97.6789,
      notes: null,
      serviceTime: 15,
      timeWindow: null,
      specialRequirements: [],
      geocode: expect.objectContaining({ precision: 'coordinates', approximate: false, confidence: 1 }),
    });
    expect(second).toMatchObject({ priority: 'urgent', demand: 40.46, notes: 'Dock 4' });
    expect(second.lat).toBeCloseTo(30.63, 1);
    // A city-level point is usable but flagged (ADR 0010).
    expect(second.geocode).toMatchObject({ precision: 'city', approximate: true });
    expect(second.geocode!.note).toMatch(/Georgetown/);
    // Coordinates given by the client are kept as they are.
    expect(third).toMatchObject({ lat: 30.4394, lng: -97.62, geocode: null, serviceTime: 30 });
    expect(third.timeWindow).toEqual({ start: 540, end: 720 });
  });

  it("takes absent service times and priorities from the user's route defaults", async () => {
    const client = await signedIn(server);
    await client.put('/api/user/preferences', { defaultServiceTime: 45, defaultPriority: 'high' });
    const route = await createRoute(client, {
      destinations: [ROUND_ROCK, { address: AUSTIN, priority: 'low' }],
    });
    expect(route.destinations.map((s) => [s.serviceTime, s.priority])).toEqual([
      [45, 'high'],
      [45, 'low'],
    ]);
  });

  it('answers 400 GEOCODE_FAILED naming each place that cannot be located, and writes nothing', async () => {
    const client = await signedIn(server);
    const response = await client.post<ErrorBody>('/api/routes', {
      name: 'Bad',
      startLocation: 'Austin, TX',
      destinations: ['Round Rock, TX', 'Qwxzzy Nowhereville', 'Texas', '0,0'],
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('GEOCODE_FAILED');
    expect(response.body.message).toMatch(/^Stop 2 \("Qwxzzy Nowhereville"\) could not be located/);
    expect(response.body.details!.map((d) => [d.field, d.index])).toEqual([
      ['destinations.1.address', 1],
      ['destinations.2.address', 2],
      ['destinations.3.address', 3],
    ]);
    const start = await client.post<ErrorBody>('/api/routes', {
      name: 'Bad start',
      startLocation: 'Qwxzzy Nowhereville',
      destinations: [ROUND_ROCK],
    });
    expect(start.body.details).toEqual([
      expect.objectContaining({ field: 'startLocation', code: 'GEOCODE_FAILED' }),
    ]);
    expect((await client.get<RouteBody[]>('/api/routes')).body).toEqual([]);
  });

  it("answers the spec's validation messages", async () => {
    const client = await signedIn(server);
    const empty = await client.post<ErrorBody>('/api/routes', {
      name: ' ',
      startLocation: '',
      destinations: [],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.details!.map((d) => d.message)).toEqual(
      expect.arrayContaining([
        'Route name is required',
        'Starting location is required',
        'At least one destination is required',
      ]),
    );
    const missing = await client.post<ErrorBody>('/api/routes', { name: 'X', startLocation: AUSTIN });
    expect(missing.body.details!.map((d) => d.message)).toContain('At least one destination is required');
    const tooMany = await client.post<ErrorBody>('/api/routes', {
      name: 'X',
      startLocation: AUSTIN,
      destinations: Array.from({ length: 201 }, () => ROUND_ROCK),
    });
    expect(tooMany.body.details!.map((d) => d.message)).toContain(
      'A route can have at most 200 destinations',
    );
    const stops = await client.post<ErrorBody>('/api/routes', {
      name: 'X',
      startLocation: AUSTIN,
      scheduledDate: '03/04/2025',
      destinations: [{ address: ROUND_ROCK, serviceTime: 0, demand: -1 }],
    });
    expect(stops.body.details!.map((d) => d.message)).toEqual(
      expect.arrayContaining([
        'Scheduled date is required',
        'Service time must be between 1 and 480 minutes',
        'Demand must be 0 or more',
      ]),
    );
    const window = await client.post<ErrorBody>('/api/routes', {
      name: 'X',
      startLocation: AUSTIN,
      destinations: [{ address: ROUND_ROCK, timeWindow: { start: 700, end: 600 } }],
    });
    expect(window.body.details).toEqual([
      expect.objectContaining({
        field: 'destinations.0.timeWindow',
        message: 'Stop 1: the time window ends before it starts',
      }),
    ]);
    const huge = await client.post<ErrorBody>('/api/routes', {
      name: 'X',
      startLocation: AUSTIN,
      destinations: [ROUND_ROCK],
      totalCost: 1e12,
    });
    expect(huge.status).toBe(400);
    expect(huge.body.details![0].field).toBe('totalCost');
  });

  it('reports the complaint of the destinations form the value has, not the other form (regression: "must be a string" for a list)', async () => {
    const client = await signedIn(server);
    const post = (destinations: unknown) =>
      client.post<ErrorBody>('/api/routes', { name: 'X', startLocation: AUSTIN, destinations });
    const badLat = await post([ROUND_ROCK, ROUND_ROCK, { address: 'Pflugerville, TX', lat: 100, lng: 0 }]);
    expect(badLat.status).toBe(400);
    expect(badLat.body.message).toBe('lat must be at most 90');
    expect(badLat.body.details).toEqual([
      { field: 'destinations.2.lat', code: 'maximum', message: 'lat must be at most 90' },
    ]);
    const noAddress = await post([{ priority: 'high' }]);
    expect(noAddress.body.details).toEqual([
      { field: 'destinations.0.address', code: 'required', message: 'Address is required' },
    ]);
    const shortText = await post('x');
    expect(shortText.body.details).toEqual([
      { field: 'destinations', code: 'minLength', message: 'destinations must be at least 2 characters' },
    ]);
    // A value of neither form: one complaint naming both.
    const number = await post(5);
    expect(number.body.details).toEqual([
      { field: 'destinations', code: 'type', message: 'destinations must be an array or a string' },
    ]);
  });

  it("answers 404 VEHICLE_NOT_FOUND naming vehicleId for another user's or a missing vehicle, on create and update", async () => {
    const owner = await signedIn(server);
    const other = await signedIn(server);
    const vehicle = await addVehicle(owner);
    const theirs = await createRoute(other);
    const missingId = vehicle.id + 1_000_000;
    const create = (vehicleId: number) =>
      other.post<ErrorBody>('/api/routes', {
        name: 'X',
        startLocation: AUSTIN,
        destinations: [ROUND_ROCK],
        vehicleId,
      });
    const update = (vehicleId: number) => other.put<ErrorBody>(`/api/routes/${theirs.id}`, { vehicleId });
    for (const id of [vehicle.id, missingId]) {
      for (const response of [await create(id), await update(id)]) {
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({
          code: 'VEHICLE_NOT_FOUND',
          message: `Vehicle ${id} not found`,
        });
        expect(response.body.details).toEqual([
          expect.objectContaining({ field: 'vehicleId', code: 'VEHICLE_NOT_FOUND' }),
        ]);
      }
    }
    expect((await other.get<RouteBody>(`/api/routes/${theirs.id}`)).body.vehicleId).toBeNull();
    expect((await other.get<RouteBody[]>('/api/routes')).body).toHaveLength(1);
    const mine = await createRoute(owner, { vehicleId: vehicle.id });
    expect(mine.vehicleId).toBe(vehicle.id);
  });

  it('keeps a route when its vehicle is deleted, with vehicleId null', async () => {
    const client = await signedIn(server);
    const vehicle = await addVehicle(client);
    const route = await createRoute(client, { vehicleId: vehicle.id });
    expect((await client.delete(`/api/vehicles/${vehicle.id}`)).status).toBe(204);
    const after = await client.get<RouteBody>(`/api/routes/${route.id}`);
    expect(after.status).toBe(200);
    expect(after.body.vehicleId).toBeNull();
  });

  it('lists newest first, filtered by scheduled date range, statuses and vehicle, paged with X-Total-Count', async () => {
    const client = await signedIn(server);
    const vehicle = await addVehicle(client);
    const a = await createRoute(client, { name: 'A', scheduledDate: '2025-03-03', status: 'planned' });
    const b = await createRoute(client, { name: 'B', scheduledDate: '2025-03-05', vehicleId: vehicle.id });
    const c = await createRoute(client, { name: 'C', scheduledDate: '2025-03-09', status: 'completed' });
    const d = await createRoute(client, { name: 'D', scheduledDate: '2025-03-10', status: 'planned' });
    const names = (response: { body: RouteBody[] }) => response.body.map((r) => r.name);

    const all = await client.get<RouteBody[]>('/api/routes');
    expect(names(all)).toEqual(['D', 'C', 'B', 'A']);
    expect(all.headers.get('x-total-count')).toBe('4');
    const week = await client.get<RouteBody[]>('/api/routes?from=2025-03-03&to=2025-03-09');
    expect(names(week)).toEqual(['C', 'B', 'A']);
    expect(names(await client.get<RouteBody[]>('/api/routes?from=2025-03-05'))).toEqual(['D', 'C', 'B']);
    const statuses = await client.get<RouteBody[]>('/api/routes?status=planned&status=pending');
    expect(names(statuses)).toEqual(['D', 'B', 'A']);
    expect(names(await client.get<RouteBody[]>(`/api/routes?vehicleId=${vehicle.id}`))).toEqual(['B']);
    const page = await client.get<RouteBody[]>('/api/routes?limit=2&offset=1');
    expect(page.body.map((r) => r.id)).toEqual([c.id, b.id]);
    expect(page.headers.get('x-total-count')).toBe('4');
    // The total whether the page is full, the last one, exactly the rest, or past the end.
    for (const [query, count, total] of [
      ['limit=3&offset=0', 3, '4'],
      ['limit=3&offset=3', 1, '4'],
      ['limit=4&offset=0', 4, '4'],
      ['limit=2&offset=2', 2, '4'],
      ['limit=2&offset=9', 0, '4'],
      ['from=2030-01-01', 0, '0'],
    ] as const) {
      const answer = await client.get<RouteBody[]>(`/api/routes?${query}`);
      expect(answer.body.length, query).toBe(count);
      expect(answer.headers.get('x-total-count'), query).toBe(total);
    }
    expect(d.id).toBeGreaterThan(a.id);
    const bad = await client.get<ErrorBody>('/api/routes?status=flying');
    expect(bad.status).toBe(400);

    const pending = await client.get<RouteBody[]>('/api/routes/pending');
    expect(names(pending)).toEqual(['B']);
    expect(pending.headers.get('x-total-count')).toBe('1');
  });

  it("updates with the spec's JSON string of destinations, keeping known coordinates", async () => {
    const client = await signedIn(server);
    const route = await createRoute(client, {
      startLocation: 'Austin, TX',
      destinations: ['Round Rock, TX', 'Georgetown, TX'],
    });
    const georgetown = route.destinations[1];
    const updated = await client.put<RouteBody>(`/api/routes/${route.id}`, {
      name: 'Renamed',
      status: 'in_progress',
      scheduledDate: '2025-03-04',
      destinations: JSON.stringify([
        { address: 'Georgetown, TX', priority: 'high', demand: 1 },
        { address: 'Pflugerville, TX', priority: 'low', demand: 2 },
      ]),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Renamed',
      status: 'in_progress',
      scheduledDate: '2025-03-04',
    });
    expect(updated.body.startLocation).toBe('Austin, TX');
    expect(updated.body.destinations.map((s) => [s.address, s.priority, s.demand])).toEqual([
      ['Georgetown, TX', 'high', 1],
      ['Pflugerville, TX', 'low', 2],
    ]);
    expect(updated.body.destinations[0]).toMatchObject({
      lat: georgetown.lat,
      lng: georgetown.lng,
      geocode: georgetown.geocode,
    });
    expect(updated.body.destinations[1].lat).not.toBeNull();

    // Every status may be set, in any order.
    for (const status of ['completed', 'planned', 'cancelled', 'optimized', 'pending']) {
      const changed = await client.put<RouteBody>(`/api/routes/${route.id}`, { status });
      expect(changed.body.status).toBe(status);
    }
  });

  it('refuses a destinations string that is not a valid list, naming the field', async () => {
    const client = await signedIn(server);
    const route = await createRoute(client);
    const notJson = await client.put<ErrorBody>(`/api/routes/${route.id}`, { destinations: '[{"address":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(notJson.body.details![0].field).toBe('destinations');
    const badItem = await client.put<ErrorBody>(`/api/routes/${route.id}`, {
      destinations: JSON.stringify([{ address: ROUND_ROCK }, { priority: 'high' }]),
    });
    expect(badItem.status).toBe(400);
    expect(badItem.body.details!.map((d) => d.field)).toContain('destinations.1.address');
    const blanks = await client.put<ErrorBody>(`/api/routes/${route.id}`, {
      name: ' ',
      startLocation: '',
      scheduledDate: '2025-02-30',
    });
    expect(blanks.status).toBe(400);
    expect(blanks.body.details!.map((d) => d.message)).toEqual(
      expect.arrayContaining([
        'Route name is required',
        'Starting location is required',
        'Scheduled date is required',
      ]),
    );
    expect((await client.put<ErrorBody>(`/api/routes/${route.id}`, {})).status).toBe(400);
    const emptyList = await client.put<ErrorBody>(`/api/routes/${route.id}`, { destinations: '[]' });
    expect(emptyList.body.message).toBe('At least one destination is required');
    const badStart = await client.put<ErrorBody>(`/api/routes/${route.id}`, {
      startLocation: 'Qwxzzy Nowhereville',
    });
    expect(badStart.body.code).toBe('GEOCODE_FAILED');
    expect((await client.get<RouteBody>(`/api/routes/${route.id}`)).body.startLocation).toBe(AUSTIN);
  });

  it('stores constraints sent as an object or as the JSON string, and refuses bad ones', async () => {
    const client = await signedIn(server);
    const constraints = { maxRouteTime: 480, maxStops: 20, balanceWorkload: false, respectTimeWindows: true };
    const asObject = await createRoute(client, { constraints });
    expect(asObject.constraints).toEqual(constraints);
    const asText = await createRoute(client, { constraints: JSON.stringify(constraints) });
    expect(asText.constraints).toEqual(constraints);
    const bad = await client.post<ErrorBody>('/api/routes', {
      name: 'X',
      startLocation: AUSTIN,
      destinations: [ROUND_ROCK],
      constraints: '{"maxStops": 0}',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details![0].field).toBe('constraints.maxStops');
  });

  it("answers 404 ROUTE_NOT_FOUND for another user's route on read, update and delete", async () => {
    const owner = await signedIn(server);
    const other = await signedIn(server);
    const route = await createRoute(owner, { name: 'Private' });
    for (const response of [
      await other.get<ErrorBody>(`/api/routes/${route.id}`),
      await other.put<ErrorBody>(`/api/routes/${route.id}`, { name: 'Mine now' }),
      await other.delete<ErrorBody>(`/api/routes/${route.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('ROUTE_NOT_FOUND');
    }
    expect((await other.get<RouteBody[]>('/api/routes')).body).toEqual([]);
    expect((await other.get<unknown[]>('/api/routes/geocoded')).body).toEqual([]);
    expect((await owner.get<RouteBody>(`/api/routes/${route.id}`)).body.name).toBe('Private');
    expect((await owner.delete(`/api/routes/${route.id}`)).status).toBe(204);
    expect((await owner.get(`/api/routes/${route.id}`)).status).toBe(404);
  });

  it('creates once per Idempotency-Key', async () => {
    const client = await signedIn(server);
    const headers = { 'Idempotency-Key': `route-${Date.now()}` };
    const body = { name: 'Once', startLocation: AUSTIN, destinations: [ROUND_ROCK] };
    const first = await client.post<RouteBody>('/api/routes', body, { headers });
    const again = await client.post<RouteBody>('/api/routes', body, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect((await client.get<RouteBody[]>('/api/routes')).body).toHaveLength(1);
  });
});
