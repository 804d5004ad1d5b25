import type { BatchOptimizeResponse, BasicOptimizeResponse, OptimizationJob, User } from '@routier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../test-support/index.js';
import {
  createRoute,
  createVehicle,
  insertRoute,
  PLACES,
} from '../test-support/optimization/planning-fixtures.js';

interface StoredRoute {
  status: string;
  total_distance: string | null;
  estimated_time: number | null;
  total_cost: string | null;
  optimized_route: BasicOptimizeResponse | string | null;
}

/** Over HTTP with the real engine in worker threads. */
describe('POST /api/routes/batch-optimize', () => {
  let server: TestServer;
  let client: TestClient;
  let me: User;
  let them: User;

  const stored = async (id: number) => {
    const row = (await server.knex('routes').where({ id }).first()) as StoredRoute;
    const json = <T>(v: T | string): T => (typeof v === 'string' ? JSON.parse(v) : v);
    return { ...row, optimized_route: json(row.optimized_route) };
  };

  beforeAll(async () => {
    server = await createTestServer();
    client = server.client();
    me = (await client.register()).user as User;
    them = (await server.client().register()).user as User;
  });
  afterAll(() => server.services.jobs.stop(2000));

  it('optimises and stores each route, and reports the others as failures without stopping', async () => {
    const vehicle = await createVehicle(client, { type: 'heavy_duty', costPerKm: 3 });
    const first = (
      await createRoute(client, {
        name: 'North loop',
        destinations: [PLACES[2], PLACES[1], PLACES[0], PLACES[3]],
        totalCost: 999,
      })
    ).id;
    const second = (await createRoute(client, { name: 'With van', vehicleId: vehicle.id })).id;
    const foreign = await insertRoute(server.knex, them.id, { name: 'Not mine' });
    // Written before its last address stopped resolving: not located, and never will be.
    const lost = await insertRoute(server.knex, me.id, {
      addresses: [PLACES[0], 'Qwxzv Nowhereville 99999'],
    });
    // An older route without coordinates is located while planning.
    const unlocated = await insertRoute(server.knex, me.id, { name: 'Unlocated' });

    const response = await client.post<BatchOptimizeResponse>('/api/routes/batch-optimize', {
      routeIds: [first, foreign, second, lost, 987654, unlocated],
    });
    expect(response.status).toBe(200);
    const { totalOptimized, results, failures } = response.body;
    expect(totalOptimized).toBe(3);
    expect(results.map((r) => r.routeId)).toEqual([first, second, unlocated]);
    expect(results[0]).toMatchObject({ name: 'North loop', previousCost: 999 });
    expect(results[1].previousCost).toBeNull();
    expect(failures).toEqual([
      { routeId: foreign, code: 'ROUTE_NOT_FOUND', message: `Route ${foreign} not found` },
      expect.objectContaining({ routeId: lost, code: 'GEOCODE_FAILED' }),
      { routeId: 987654, code: 'ROUTE_NOT_FOUND', message: 'Route 987654 not found' },
    ]);

    const saved = await stored(first);
    expect(saved.status).toBe('optimized');
    expect(Number(saved.total_distance)).toBe(results[0].totalDistance);
    expect(saved.estimated_time).toBe(results[0].estimatedTime);
    expect(Number(saved.total_cost)).toBe(results[0].totalCost);
    const answer = saved.optimized_route as BasicOptimizeResponse;
    expect([...answer.optimizedRoute.sequence].sort()).toEqual([1, 2, 3, 4]);
    // The entered order is the savings baseline the dashboard reads.
    expect(answer.baseline.totalCost).toBeGreaterThan(answer.pricing.total);
    expect(answer.pricing.source).toBe('vehicle_type_default');
    // The route's own vehicle sets the rate.
    expect((await stored(second)).optimized_route).toMatchObject({
      pricing: { source: 'vehicle', baseRatePerKm: 3 },
    });
    // Another user's route and the failed one are untouched.
    expect((await stored(foreign)).status).toBe('pending');
    expect((await stored(lost)).status).toBe('pending');
  });

  it('answers the spec’s message when no route is selected', async () => {
    const response = await client.post('/api/routes/batch-optimize', { routeIds: [] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'No Routes Selected: Please select at least one route to optimize',
    });
  });

  it('runs as a job with per-route progress and stores the same way', async () => {
    const ids = [(await createRoute(client)).id, (await createRoute(client)).id];
    const created = await client.post<OptimizationJob>('/api/optimization-jobs', {
      kind: 'batch',
      input: { routeIds: ids, priority: 'time' },
    });
    expect(created.status, created.text).toBe(202);
    expect(created.body.timeLimitSeconds).toBe(60);
    // Counted in routes from the start (not by the time used until the first route is done).
    expect(created.body.progress).toMatchObject({ routesDone: 0, routesTotal: 2, percent: 0 });
    let job = created.body;
    for (let i = 0; i < 200 && job.status !== 'succeeded'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await client.get<OptimizationJob>(`/api/optimization-jobs/${job.id}`)).body;
    }
    expect(job).toMatchObject({
      status: 'succeeded',
      progress: { routesDone: 2, routesTotal: 2, percent: 100 },
    });
    expect(job.result).toMatchObject({ totalOptimized: 2, failures: [] });
    for (const id of ids) {
      const saved = await stored(id);
      expect(saved.status).toBe('optimized');
      expect(saved.optimized_route).toMatchObject({ optimizedRoute: { objective: 'time' } });
    }
  });
});
