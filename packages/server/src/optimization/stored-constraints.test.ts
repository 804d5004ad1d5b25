import type {
  BasicOptimizeResponse,
  BatchOptimizeResponse,
  FleetOptimizeResponse,
  Route,
} from '@routier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../test-support/index.js';
import {
  AUSTIN,
  createRoute,
  createVehicle,
  PLACES,
  signedIn,
} from '../test-support/optimization/planning-fixtures.js';

const [ROUND_ROCK, SAN_MARCOS, GEORGETOWN] = PLACES;

/**
 * Issue 15: what is stored with a route constrains its plan in batch and job optimisation (windows, service,
 * demand, the route's vehicle with its capacity), and every route is priced at its vehicle's rate.
 */
describe('optimising stored routes with everything stored on them (over HTTP)', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await createTestServer();
    client = await signedIn(server.client());
  });
  afterAll(() => server.services.jobs.stop(2000));

  const batch = async (routeIds: number[]) => {
    const response = await client.post<BatchOptimizeResponse>('/api/routes/batch-optimize', { routeIds });
    expect(response.status).toBe(200);
    return response.body;
  };
  const stored = async (id: number) => (await client.get<Route>(`/api/routes/${id}`)).body;
  const plan = (route: Route) => route.optimizedRoute as unknown as BasicOptimizeResponse;

  it('follows the stops’ time windows and keeps the schedule on the route', async () => {
    // By distance alone San Marcos (south) would not come first; its window says it must.
    const route = await createRoute(client, {
      destinations: [
        { address: ROUND_ROCK, timeWindow: { start: 720, end: 780 } },
        { address: GEORGETOWN, timeWindow: { start: 840, end: 900 } },
        { address: SAN_MARCOS, timeWindow: { start: 480, end: 660 } },
      ],
    });
    const { results } = await batch([route.id]);
    expect(results[0].unassigned).toEqual([]);
    const saved = plan(await stored(route.id));
    expect(saved.optimizedRoute.sequence).toEqual([3, 1, 2]);
    const windows = [null, [720, 780], [840, 900], [480, 660]];
    for (const stop of saved.stops) {
      const [start, end] = windows[stop.index]!;
      const serviceStart = stop.arrivalTime! + stop.waitTime!;
      expect(serviceStart).toBeGreaterThanOrEqual(start);
      expect(serviceStart).toBeLessThanOrEqual(end);
      expect(stop.departureTime! - serviceStart).toBe(15); // the default service time
    }
  });

  it('reports a stop its window cannot fit as unassigned, with the constraint, and plans the rest', async () => {
    const route = await createRoute(client, {
      destinations: [{ address: ROUND_ROCK }, { address: SAN_MARCOS, timeWindow: { start: 300, end: 330 } }],
    });
    const { results } = await batch([route.id]);
    expect(results[0].unassigned).toEqual([
      expect.objectContaining({ index: 2, address: SAN_MARCOS, code: expect.stringMatching(/WINDOW/) }),
    ]);
    const saved = plan(await stored(route.id));
    expect(saved.optimizedRoute.sequence).toEqual([1]);
    expect(saved.unassigned).toHaveLength(1);
  });

  it("keeps within the route's vehicle's capacity", async () => {
    const van = await createVehicle(client, { name: 'Small van', capacity: 10 });
    const route = await createRoute(client, {
      vehicleId: van.id,
      destinations: [
        { address: ROUND_ROCK, demand: 8 },
        { address: GEORGETOWN, demand: 8 },
      ],
    });
    const { results } = await batch([route.id]);
    expect(results[0].unassigned).toEqual([
      expect.objectContaining({ reason: expect.stringMatching(/8 of capacity/) }),
    ]);
  });

  it("prices a route at its vehicle's rate: the same stops cost 3x on a $3/km truck as on a $1/km van", async () => {
    const truck = await createVehicle(client, { name: 'Truck', type: 'standard_truck', costPerKm: 3 });
    const van = await createVehicle(client, { name: 'Van', costPerKm: 1 });
    const onTruck = await createRoute(client, { vehicleId: truck.id });
    const onVan = await createRoute(client, { vehicleId: van.id });
    await batch([onTruck.id, onVan.id]);
    const [truckRoute, vanRoute] = [await stored(onTruck.id), await stored(onVan.id)];
    expect(truckRoute.totalDistance).toBeCloseTo(vanRoute.totalDistance!, 0);
    expect(truckRoute.totalCost! / vanRoute.totalCost!).toBeGreaterThanOrEqual(2);
  });

  it('takes the cheaper van with room to spare, whatever order the vehicles were ticked in', async () => {
    const truck = await createVehicle(client, { name: 'Dear truck', type: 'standard_truck', costPerKm: 3 });
    const van = await createVehicle(client, { name: 'Cheap van', costPerKm: 1, capacity: 500 });
    const response = await client.post<FleetOptimizeResponse>('/api/fleet-optimizations/optimize', {
      startLocation: AUSTIN,
      destinations: PLACES.slice(0, 4).map((address) => ({ address, demand: 10 })),
      vehicleIds: [truck.id, van.id],
    });
    expect(response.status).toBe(200);
    const { routes, totalCost, totalDistance } = response.body.solution;
    expect(routes.map((r) => r.vehicleId)).toEqual([van.id]);
    expect(totalCost).toBeCloseTo(totalDistance * 1, 1);
  });

  it('marks the totals stale when the stops change, until the route is optimised again', async () => {
    const route = await createRoute(client);
    await batch([route.id]);
    expect((await stored(route.id)).totalsStale).toBe(false);
    await client.put(`/api/routes/${route.id}`, { name: 'Renamed' });
    expect((await stored(route.id)).totalsStale).toBe(false);
    const edited = await client.put<Route>(`/api/routes/${route.id}`, { destinations: PLACES.slice(0, 4) });
    expect(edited.body.totalsStale).toBe(true);
    await batch([route.id]);
    expect((await stored(route.id)).totalsStale).toBe(false);
  });
});
