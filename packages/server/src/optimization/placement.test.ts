import type {
  BasicOptimizeResponse,
  BatchOptimizeResponse,
  CsvUploadResult,
  ErrorDetail,
  OptimizationJob,
  Route,
} from '@routier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../test-support/index.js';
import { createVehicle, insertRoute, signedIn } from '../test-support/optimization/planning-fixtures.js';

interface ErrorBody {
  code: string;
  message: string;
  details: ErrorDetail[];
}

/**
 * Issue 15: a plan is never silently wrong about where its stops are. Every path that places stops (the three
 * optimisations, jobs, batch, route create/update, CSV import) refuses a stop matched far from its route's start
 * with 422 ADDRESS_UNRESOLVED naming it, unless the request accepts approximate points.
 */
describe('placing stops with the trust a plan needs (over HTTP)', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await createTestServer();
    client = await signedIn(server.client());
  });
  afterAll(() => server.services.jobs.stop(2000));

  const basic = (destinations: string[], extra: Record<string, unknown> = {}) => ({
    startLocation: 'New York, NY',
    vehicleType: 'cargo_van',
    destinations,
    ...extra,
  });

  it('refuses "Van 1" (a vehicle name from a spreadsheet) near New York by name, with what it matched', async () => {
    const response = await client.post<ErrorBody>('/api/routes/optimize', basic(['Brooklyn, NY', 'Van 1']));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('ADDRESS_UNRESOLVED');
    expect(response.body.message).toMatch(/^Stop 2 \("Van 1"\) matched .* km from the start/);
    expect(response.body.details).toEqual([
      expect.objectContaining({
        field: 'destinations.1',
        index: 1,
        code: 'ADDRESS_OUT_OF_REACH',
        placement: expect.objectContaining({
          address: 'Van 1',
          reason: 'OUT_OF_REACH',
          reachKm: 300,
          matched: expect.objectContaining({ distanceKm: expect.any(Number) }),
        }),
      }),
    ]);
    expect(response.body.details[0].placement!.matched!.distanceKm!).toBeGreaterThan(300);
  });

  it('places "Richmond upon Thames" from a London start in London', async () => {
    const response = await client.post<BasicOptimizeResponse>('/api/routes/optimize', {
      ...basic(['Richmond upon Thames', 'Croydon']),
      startLocation: 'London, UK',
    });
    expect(response.status).toBe(200);
    const richmond = response.body.stops.find((s) => s.index === 1)!;
    expect(richmond.lat).toBeCloseTo(51.46, 1);
    expect(richmond.lng).toBeCloseTo(-0.3, 1);
    expect(response.body.optimizedRoute.totalDistance).toBeLessThan(150);
  });

  it('plans an approximate point when the request accepts it', async () => {
    const response = await client.post<BasicOptimizeResponse>(
      '/api/routes/optimize',
      basic(['Brooklyn, NY', 'Van 1'], { placement: { acceptApproximate: true } }),
    );
    expect(response.status).toBe(200);
  });

  it("uses the user's planning reach, and a request's own reach over it", async () => {
    const far = basic(['Chicago, IL']);
    expect((await client.post('/api/routes/optimize', far)).status).toBe(422);
    expect((await client.post('/api/routes/optimize', { ...far, placement: { reachKm: 2000 } })).status).toBe(
      200,
    );
    const other = await signedIn(server.client());
    expect((await other.put('/api/user/preferences', { planningReachKm: 2000 })).status).toBe(200);
    expect((await other.post('/api/routes/optimize', far)).status).toBe(200);
  });

  it('applies the same rule to advanced and fleet optimisation', async () => {
    const vehicle = await createVehicle(client);
    const destinations = [{ address: 'Brooklyn, NY' }, { address: 'Van 1' }];
    const advanced = await client.post<ErrorBody>('/api/routes/optimize-advanced', {
      name: 'Advanced',
      startLocation: 'New York, NY',
      vehicleId: vehicle.id,
      destinations,
    });
    expect(advanced.status).toBe(422);
    expect(advanced.body.details[0]).toMatchObject({ field: 'destinations.1.address', index: 1 });
    const fleet = await client.post<ErrorBody>('/api/fleet-optimizations/optimize', {
      startLocation: 'New York, NY',
      destinations,
      vehicleIds: [vehicle.id],
    });
    expect(fleet.status).toBe(422);
    expect(fleet.body.code).toBe('ADDRESS_UNRESOLVED');
  });

  it('fails a job whose stop is out of reach, naming it', async () => {
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', {
      kind: 'basic',
      input: basic(['Brooklyn, NY', 'Van 1']),
    });
    let current = job;
    for (let i = 0; i < 100 && !['failed', 'succeeded'].includes(current.status); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (await client.get<OptimizationJob>(`/api/optimization-jobs/${job.id}`)).body;
    }
    expect(current.status).toBe('failed');
    expect(current.error).toMatchObject({ code: 'ADDRESS_UNRESOLVED', details: [{ index: 1 }] });
  });

  it('refuses to save a route with such a stop, writing nothing', async () => {
    const before = (await client.get<Route[]>('/api/routes')).body.length;
    const response = await client.post<ErrorBody>('/api/routes', {
      name: 'Monday',
      startLocation: 'New York, NY',
      destinations: ['Brooklyn, NY', 'Van 1'],
    });
    expect(response.status).toBe(422);
    expect(response.body.details[0]).toMatchObject({ field: 'destinations.1.address', index: 1 });
    expect((await client.get<Route[]>('/api/routes')).body.length).toBe(before);
    const accepted = await client.post<Route>('/api/routes', {
      name: 'Monday',
      startLocation: 'New York, NY',
      destinations: ['Brooklyn, NY', 'Van 1'],
      placement: { acceptApproximate: true },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.destinations[1].geocode).toMatchObject({ approximate: true, confirmed: true });
  });

  it('lists such stops in a CSV dry run by row and column, and imports nothing', async () => {
    const csv =
      'Route Name,Start Location,Destination 1,Destination 2\nCSV Monday,"New York, NY","Brooklyn, NY",Van 1\n';
    const check = await client.post<ErrorBody>('/api/routes/upload-csv?dryRun=true', { csvData: csv });
    expect(check.status).toBe(422);
    expect(check.body.details[0]).toMatchObject({
      row: 2,
      column: 'Destinations',
      code: 'ADDRESS_OUT_OF_REACH',
      placement: { address: 'Van 1' },
    });
    const accepted = await client.post<CsvUploadResult>('/api/routes/upload-csv?dryRun=true', {
      csvData: csv,
      placement: { acceptApproximate: true },
    });
    expect(accepted.status).toBe(200);
  });

  it('fails a stored route with such a stop in a batch, and optimises the others', async () => {
    const userId = (await client.get<{ id: number }>('/api/auth/user')).body.id;
    const bad = await insertRoute(server.knex, userId, {
      startLocation: 'New York, NY',
      addresses: ['Van 1'],
    });
    const good = await insertRoute(server.knex, userId, {
      startLocation: 'New York, NY',
      addresses: ['Brooklyn, NY', 'Newark, NJ'],
    });
    const response = await client.post<BatchOptimizeResponse>('/api/routes/batch-optimize', {
      routeIds: [bad, good],
    });
    expect(response.status).toBe(200);
    expect(response.body.results.map((r) => r.routeId)).toEqual([good]);
    expect(response.body.failures).toEqual([
      expect.objectContaining({ routeId: bad, code: 'ADDRESS_UNRESOLVED' }),
    ]);
  });
});
