import { beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@routier/contract';
import type { TestClient, TestServer } from '../test-support/index.js';
import { addVehicle, planningTestServer, signedIn } from '../test-support/planning-server.js';

const route = (client: TestClient, over: Record<string, unknown>) =>
  client.post('/api/routes', {
    name: 'R',
    startLocation: '40.7128, -74.0060',
    destinations: ['40.7306, -73.9352', '40.6782, -73.9442'],
    ...over,
  });

describe('analytics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it("applies document 2's formulas: 2 of 4 completed and 1 running on 2 vehicles is 50%, 50%, efficiency 100", async () => {
    const client = await signedIn(server);
    await addVehicle(client, { name: 'Van 1' });
    await addVehicle(client, { name: 'Truck', type: 'standard_truck', isActive: false });
    for (const [status, date, km, cost] of [
      ['completed', '2030-03-04', 100, 120],
      ['completed', '2030-03-04', 50.5, 60.6],
      ['in_progress', '2030-03-05', 20, 24],
      ['pending', '2030-03-06', null, null],
    ] as const) {
      const r = await route(client, { status, scheduledDate: date, totalDistance: km, totalCost: cost });
      expect(r.status).toBe(201);
    }
    const other = await signedIn(server);
    await route(other, { status: 'cancelled', scheduledDate: '2030-03-04' });

    const answer = await client.get<Analytics>('/api/analytics');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      from: null,
      to: null,
      totalRoutes: 4,
      completedRoutes: 2,
      inProgressRoutes: 1,
      completionRate: 50,
      fleetUtilization: 50,
      efficiencyScore: 100,
      totalDistance: 170.5,
      totalCost: 204.6,
      avgDistancePerRoute: 42.63,
      avgCostPerRoute: 51.15,
      avgStopsPerRoute: 2,
      activeVehicles: 1,
      totalVehicles: 2,
    });
    expect(answer.body.statusDistribution).toEqual([
      { status: 'pending', count: 1 },
      { status: 'planned', count: 0 },
      { status: 'optimized', count: 0 },
      { status: 'in_progress', count: 1 },
      { status: 'completed', count: 2 },
      { status: 'cancelled', count: 0 },
    ]);
    expect(answer.body.fleetComposition).toEqual([
      { type: 'cargo_van', count: 1, active: 1 },
      { type: 'standard_truck', count: 1, active: 0 },
    ]);
    expect(answer.body.byDay).toEqual([
      { date: '2030-03-04', routes: 2, completed: 2, distance: 150.5, cost: 180.6 },
      { date: '2030-03-05', routes: 1, completed: 0, distance: 20, cost: 24 },
      { date: '2030-03-06', routes: 1, completed: 0, distance: 0, cost: 0 },
    ]);

    const range = await client.get<Analytics>('/api/analytics?from=2030-03-05&to=2030-03-06');
    expect(range.body).toMatchObject({
      from: '2030-03-05',
      totalRoutes: 2,
      completionRate: 0,
      fleetUtilization: 50,
      efficiencyScore: 50,
    });
  });

  it('answers zeros for a new account, and refuses a backwards range', async () => {
    const client = await signedIn(server);
    const empty = await client.get<Analytics>('/api/analytics');
    expect(empty.body).toMatchObject({
      totalRoutes: 0,
      completionRate: 0,
      fleetUtilization: 0,
      efficiencyScore: 0,
      avgCostPerRoute: 0,
      byDay: [],
    });
    const backwards = await client.get<{ code: string }>('/api/analytics?from=2030-03-05&to=2030-03-01');
    expect(backwards.status).toBe(400);
  });

  it('caps efficiency at 100 when utilization passes it', async () => {
    const client = await signedIn(server);
    await addVehicle(client);
    for (let i = 0; i < 3; i++) await route(client, { status: 'in_progress' });
    const answer = await client.get<Analytics>('/api/analytics');
    expect(answer.body).toMatchObject({ fleetUtilization: 300, efficiencyScore: 100 });
  });
});
