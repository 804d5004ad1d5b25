import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/index.js';
import { addVehicle, planningTestServer, signedIn } from '../test-support/planning-server.js';
import { formatHours, formatThousands } from './dashboard-service.js';

const A = '30.2672,-97.7431';
const B = '30.5083,-97.6789';

describe('dashboard statistics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('answers zeros and the documented defaults for a new user', async () => {
    const client = await signedIn(server);
    const response = await client.get('/api/dashboard/stats');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      activeRoutes: 0,
      fleetSize: 0,
      activeVehicles: 0,
      avgRouteTime: '0h',
      costSavings: '$0K',
      costSavingsAmount: 0,
      fleetOptimizations: 0,
      totalDistance: 0,
      totalCost: 0,
      totalRoutes: 0,
      routesByStatus: { pending: 0, planned: 0, optimized: 0, in_progress: 0, completed: 0, cancelled: 0 },
    });
  });

  it("computes every figure from the user's routes, vehicles and saved fleet optimisations", async () => {
    const client = await signedIn(server);
    const stranger = await signedIn(server);
    const van = await addVehicle(client);
    await addVehicle(client, { name: 'Spare', isActive: false });
    await addVehicle(client, { name: 'Truck', type: 'standard_truck' });
    await client.post('/api/fleet-optimizations', {
      name: 'Fleet',
      startLocation: A,
      destinations: [B],
      vehicleIds: [van.id],
    });
    const route = (body: Record<string, unknown>) =>
      client.post('/api/routes', { name: 'R', startLocation: A, destinations: [B], ...body });
    // Optimised with a stored baseline: saves 1500 - 300 = 1200.
    await route({
      status: 'optimized',
      estimatedTime: 120,
      totalDistance: 100.25,
      totalCost: 300,
      optimizedRoute: {
        pricing: { total: 300 },
        baseline: { totalDistance: 500, estimatedTime: 400, totalCost: 1500 },
      },
    });
    // The baseline is cheaper than the result: counts 0, never negative.
    await route({
      status: 'planned',
      estimatedTime: 180,
      totalCost: 50.5,
      optimizedRoute: {
        pricing: { total: 60 },
        baseline: { totalDistance: 10, estimatedTime: 10, totalCost: 40 },
      },
    });
    // No baseline stored: estimated from the stored coordinates. Along one meridian, entered order
    // start -> 12N -> 11N is 3 degrees, optimised start -> 11N -> 12N is 2: 200 km optimised means 300 km
    // entered, 100 km saved at $1.50/km = $150.
    await client.post('/api/routes', {
      name: 'Old answer',
      startLocation: '10,10',
      destinations: ['12,10', '11,10'],
      status: 'in_progress',
      optimizedRoute: {
        start: { address: '10,10', lat: 10, lng: 10 },
        optimizedRoute: { sequence: [2, 1], totalDistance: 200, returnToStart: false },
        pricing: { baseRatePerKm: 1.5, total: 300 },
      },
    });
    await route({ status: 'completed', totalDistance: 10 });
    await route({ status: 'cancelled' });
    await route({});
    await stranger.post('/api/routes', { name: 'S', startLocation: A, destinations: [B], totalCost: 999 });

    const stats = await client.get('/api/dashboard/stats');
    expect(stats.body).toEqual({
      activeRoutes: 4,
      fleetSize: 3,
      activeVehicles: 2,
      avgRouteTime: '2.5h',
      costSavings: '$1.4K',
      costSavingsAmount: 1350,
      fleetOptimizations: 1,
      totalDistance: 110.25,
      totalCost: 350.5,
      totalRoutes: 6,
      routesByStatus: { pending: 1, planned: 1, optimized: 1, in_progress: 1, completed: 1, cancelled: 1 },
    });
  });

  it('formats hours and thousands like the dashboard tiles', () => {
    expect(formatHours(150)).toBe('2.5h');
    expect(formatHours(120)).toBe('2h');
    expect(formatHours(null)).toBe('0h');
    expect(formatHours(1)).toBe('0h');
    expect(formatThousands(1234.5)).toBe('$1.2K');
    expect(formatThousands(0)).toBe('$0K');
    expect(formatThousands(12_960)).toBe('$13K');
    expect(formatThousands(50)).toBe('$0.1K');
  });

  it('requires sign-in', async () => {
    expect((await server.client().get('/api/dashboard/stats')).status).toBe(401);
  });
});
