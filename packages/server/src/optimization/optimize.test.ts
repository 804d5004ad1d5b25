import type {
  AdvancedOptimizeResponse,
  BasicOptimizeResponse,
  FleetOptimizeResponse,
  OptimizationJob,
} from '@routier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../test-support/index.js';
import { AUSTIN, createVehicle, PLACES, signedIn } from '../test-support/optimization/planning-fixtures.js';

/** Over HTTP with the real engine in real worker threads (the app's default job runner). */
describe('optimisation calls', () => {
  let server: TestServer;
  let client: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    server = await createTestServer();
    client = await signedIn(server.client());
    other = await signedIn(server.client());
  });
  afterAll(() => server.services.jobs.stop(2000));

  describe('POST /api/routes/optimize (basic)', () => {
    const request = {
      startLocation: AUSTIN,
      vehicleType: 'cargo_van',
      priority: 'distance',
      scheduledDate: '2025-03-04',
      destinations: [PLACES[2], PLACES[1], PLACES[0], PLACES[3]],
    };

    it('orders the stops, with 1-based sequence, legs, totals, price and the entered-order baseline', async () => {
      const response = await client.post<BasicOptimizeResponse>('/api/routes/optimize', request);
      expect(response.status).toBe(200);
      const { start, stops, optimizedRoute, pricing, baseline } = response.body;
      expect(start).toMatchObject({ address: AUSTIN, lat: 30.2672, lng: -97.7431 });
      expect([...optimizedRoute.sequence].sort()).toEqual([1, 2, 3, 4]);
      expect(stops.map((s) => s.index)).toEqual(optimizedRoute.sequence);
      expect(stops.map((s) => s.order)).toEqual([1, 2, 3, 4]);
      expect(stops.map((s) => s.address)).toEqual(
        optimizedRoute.sequence.map((i) => request.destinations[i - 1]),
      );
      expect(optimizedRoute.legs).toHaveLength(5);
      expect(optimizedRoute.legs[0].from).toBe(0);
      expect(optimizedRoute.legs.at(-1)!.to).toBe(0);
      const legSum = optimizedRoute.legs.reduce((sum, leg) => sum + leg.distance, 0);
      expect(Math.abs(legSum - optimizedRoute.totalDistance)).toBeLessThan(0.3);
      expect(optimizedRoute.estimatedTime).toBeGreaterThan(0);
      expect(optimizedRoute).toMatchObject({ objective: 'distance', returnToStart: true, geometry: null });
      // The entered order goes Georgetown - San Marcos - Round Rock - Del Valle: much longer.
      expect(baseline.totalDistance).toBeGreaterThan(optimizedRoute.totalDistance);
      expect(pricing).toMatchObject({
        vehicleType: 'cargo_van',
        source: 'vehicle_type_default',
        currency: 'USD',
      });
      expect(pricing.distance).toBe(optimizedRoute.totalDistance);
      expect(pricing.total).toBeCloseTo(optimizedRoute.totalDistance * pricing.baseRatePerKm, 2);
      expect(baseline.totalCost).toBeCloseTo(baseline.totalDistance * pricing.baseRatePerKm, 2);
    });

    it('prices with the chosen vehicle and adds the asked services', async () => {
      const vehicle = await createVehicle(client, { costPerKm: 2.5 });
      const response = await client.post<BasicOptimizeResponse>('/api/routes/optimize', {
        ...request,
        priority: 'cost',
        vehicleId: vehicle.id,
        services: { express: true },
      });
      expect(response.status).toBe(200);
      const { pricing, optimizedRoute } = response.body;
      expect(optimizedRoute.objective).toBe('cost');
      expect(pricing).toMatchObject({ source: 'vehicle', baseRatePerKm: 2.5, expressFee: 15 });
      expect(pricing.total).toBeCloseTo(optimizedRoute.totalDistance * 2.5 + 15, 2);
    });

    it('resolves city names with the offline gazetteer', async () => {
      const response = await client.post<BasicOptimizeResponse>('/api/routes/optimize', {
        startLocation: 'Austin, TX',
        vehicleType: 'standard_truck',
        destinations: ['Round Rock, TX', 'San Marcos, TX'],
      });
      expect(response.status).toBe(200);
      expect(response.body.stops).toHaveLength(2);
    });

    it('answers the spec’s messages for missing fields', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...request, startLocation: '   ' }, 'Starting location is required'],
        [{ ...request, vehicleType: undefined }, 'Vehicle type is required'],
        [{ ...request, scheduledDate: 'tomorrow' }, 'Scheduled date is required'],
        [{ ...request, destinations: [] }, 'At least one destination is required'],
      ];
      for (const [body, message] of cases) {
        const response = await client.post('/api/routes/optimize', body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      }
    });

    it('answers 400 GEOCODE_FAILED naming the stop that cannot be located', async () => {
      const response = await client.post('/api/routes/optimize', {
        ...request,
        destinations: [PLACES[0], 'Qwxzv Nowhereville 99999'],
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'GEOCODE_FAILED',
        details: [{ field: 'destinations.1', index: 1, code: 'GEOCODE_FAILED' }],
      });
      expect((response.body as { message: string }).message).toMatch(
        /^Stop 2 \("Qwxzv Nowhereville 99999"\)/,
      );
    });

    it("answers 404 for another user's vehicle and 401 when signed out", async () => {
      const vehicle = await createVehicle(other);
      const foreign = await client.post('/api/routes/optimize', { ...request, vehicleId: vehicle.id });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ code: 'VEHICLE_NOT_FOUND' });
      expect((await server.client().post('/api/routes/optimize', request)).status).toBe(401);
    });
  });

  describe('POST /api/routes/optimize-advanced', () => {
    it('schedules from 08:00 and leaves out a stop whose window cannot be met, with the engine’s reason', async () => {
      const vehicle = await createVehicle(client, { name: 'Van 2', capacity: 500 });
      const response = await client.post<AdvancedOptimizeResponse>('/api/routes/optimize-advanced', {
        name: 'Morning',
        startLocation: AUSTIN,
        vehicleId: vehicle.id,
        scheduledDate: '2025-03-04',
        destinations: [
          { address: PLACES[0], serviceTime: 10, demand: 100, timeWindow: { start: 540, end: 600 } },
          // San Marcos is ~60 km away: unreachable by 08:10.
          { address: PLACES[1], serviceTime: 10, demand: 100, timeWindow: { start: 480, end: 490 } },
          { address: PLACES[2], demand: 50, priority: 'urgent' },
        ],
      });
      expect(response.status).toBe(200);
      const body = response.body;
      expect(body.unassignedLocations).toEqual([
        expect.objectContaining({
          index: 1,
          locationIndex: 2,
          address: PLACES[1],
          code: 'TIME_WINDOW_UNREACHABLE',
        }),
      ]);
      expect(body.unassignedLocations[0].reason.length).toBeGreaterThan(10);
      expect(body.constraintViolations).toContainEqual(
        expect.objectContaining({ type: 'UNASSIGNED_STOP', severity: 'error', locationIndex: 2 }),
      );
      expect(body.feasibilityScore).toBeLessThan(100);
      expect(body.returnToStart).toBe(true);
      expect(body.routes).toHaveLength(1);
      const route = body.routes[0];
      expect(route).toMatchObject({ vehicleId: vehicle.id, vehicleName: 'Van 2', capacityUsed: 150 });
      expect(route.utilization).toBeCloseTo(30, 1);
      expect([...route.sequence].sort()).toEqual([1, 3]);
      expect(route.startTime).toBeGreaterThanOrEqual(480);
      expect(route.startClock).toMatch(/^\d\d:\d\d$/);
      for (const stop of route.schedule) {
        expect(stop.departureTime).toBe(stop.arrivalTime + stop.waitTime + stop.serviceTime);
      }
      const windowed = route.schedule.find((s) => s.locationIndex === 1)!;
      expect(windowed.arrivalTime + windowed.waitTime).toBeGreaterThanOrEqual(540);
      expect(windowed.arrivalTime + windowed.waitTime).toBeLessThanOrEqual(600);
      expect(windowed.serviceTime).toBe(10);
      // Service time falls back to the user's default (15).
      expect(route.schedule.find((s) => s.locationIndex === 3)!.serviceTime).toBe(15);
    });

    it('allows late deliveries when asked, reporting them as warnings', async () => {
      const vehicle = await createVehicle(client);
      const response = await client.post<AdvancedOptimizeResponse>('/api/routes/optimize-advanced', {
        startLocation: AUSTIN,
        vehicleId: vehicle.id,
        destinations: [{ address: PLACES[1], timeWindow: { start: 480, end: 490 } }],
        constraints: { allowLateDeliveries: true },
      });
      expect(response.status).toBe(200);
      expect(response.body.unassignedLocations).toEqual([]);
      const stop = response.body.routes[0].schedule[0];
      expect(stop.lateBy).toBeGreaterThan(0);
      expect(response.body.constraintViolations).toContainEqual(
        expect.objectContaining({ type: 'LATE_ARRIVAL', severity: 'warning', locationIndex: 1 }),
      );
    });

    it('keeps at most maxStops stops and needs the vehicle’s special features', async () => {
      const vehicle = await createVehicle(client, { specialFeatures: ['fragile_handling'] });
      const response = await client.post<AdvancedOptimizeResponse>('/api/routes/optimize-advanced', {
        startLocation: AUSTIN,
        vehicleId: vehicle.id,
        destinations: [
          { address: PLACES[0], specialRequirements: ['refrigerated'] },
          { address: PLACES[3], specialRequirements: ['fragile_handling'] },
          { address: PLACES[4] },
          { address: PLACES[5] },
        ],
        constraints: { maxStops: 2 },
      });
      expect(response.status).toBe(200);
      const codes = Object.fromEntries(response.body.unassignedLocations.map((u) => [u.index, u.code]));
      expect(codes[0]).toBe('SKILL_MISSING');
      expect(Object.values(codes).filter((c) => c === 'MAX_STOPS')).toHaveLength(1);
      expect(response.body.routes[0].sequence).toHaveLength(2);
    });

    it('validates: vehicle required, windows in order, another user’s vehicle is 404', async () => {
      const noVehicle = await client.post('/api/routes/optimize-advanced', {
        startLocation: AUSTIN,
        destinations: [{ address: PLACES[0] }],
      });
      expect(noVehicle.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Vehicle selection is required',
      });
      const vehicle = await createVehicle(client);
      const backwards = await client.post('/api/routes/optimize-advanced', {
        startLocation: AUSTIN,
        vehicleId: vehicle.id,
        destinations: [{ address: PLACES[0], timeWindow: { start: 600, end: 540 } }],
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body).toMatchObject({ details: [{ field: 'destinations.0.timeWindow' }] });
      const zeroService = await client.post('/api/routes/optimize-advanced', {
        startLocation: AUSTIN,
        vehicleId: vehicle.id,
        destinations: [{ address: PLACES[0], serviceTime: 0 }],
      });
      expect(zeroService.body).toMatchObject({ message: 'Service time must be between 1 and 480 minutes' });
      const negative = await client.post('/api/routes/optimize-advanced', {
        startLocation: AUSTIN,
        vehicleId: vehicle.id,
        destinations: [{ address: PLACES[0], demand: -1 }],
      });
      expect(negative.body).toMatchObject({ message: 'Demand must be 0 or more' });
      const foreign = await createVehicle(other);
      const response = await client.post('/api/routes/optimize-advanced', {
        startLocation: AUSTIN,
        vehicleId: foreign.id,
        destinations: [{ address: PLACES[0] }],
      });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'VEHICLE_NOT_FOUND' });
    });
  });

  describe('POST /api/fleet-optimizations/optimize', () => {
    it('splits the stops between two vehicles within their capacities (800 kg: neither carries it alone)', async () => {
      const small = await createVehicle(client, { name: 'Small', capacity: 400 });
      const large = await createVehicle(client, { name: 'Large', type: 'standard_truck', capacity: 500 });
      const demands = [200, 250, 250, 100];
      const response = await client.post<FleetOptimizeResponse>('/api/fleet-optimizations/optimize', {
        name: 'Tuesday',
        startLocation: AUSTIN,
        destinations: demands.map((demand, i) => ({ address: PLACES[i], demand })),
        vehicleIds: [small.id, large.id],
      });
      expect(response.status).toBe(200);
      const { solution } = response.body;
      expect(solution.vehicleCount).toBe(2);
      expect(solution.unassignedLocations).toEqual([]);
      expect(solution.routes.flatMap((r) => r.sequence).sort()).toEqual([1, 2, 3, 4]);
      for (const route of solution.routes) {
        const capacity = route.vehicleId === small.id ? 400 : 500;
        const load = route.sequence.reduce((sum, i) => sum + demands[i - 1], 0);
        expect(route.capacityUsed).toBe(load);
        expect(load).toBeLessThanOrEqual(capacity);
        expect(route.utilization).toBeCloseTo((load / capacity) * 100, 1);
        expect(route.schedule.map((s) => s.locationIndex)).toEqual(route.sequence);
      }
      const mean = solution.routes.reduce((sum, r) => sum + r.utilization, 0) / solution.routes.length;
      expect(solution.averageUtilization).toBeCloseTo(mean, 0);
      const distance = solution.routes.reduce((sum, r) => sum + r.totalDistance, 0);
      expect(Math.abs(solution.totalDistance - distance)).toBeLessThan(0.3);
      expect(response.body.returnToStart).toBe(true);
    });

    it('echoes returnToStart: open routes end at their last stop and drive less', async () => {
      const vehicle = await createVehicle(client, { name: 'Open', capacity: 1000 });
      const request = {
        startLocation: AUSTIN,
        destinations: PLACES.slice(0, 3).map((address) => ({ address, demand: 10 })),
        vehicleIds: [vehicle.id],
      };
      const closed = await client.post<FleetOptimizeResponse>('/api/fleet-optimizations/optimize', request);
      const open = await client.post<FleetOptimizeResponse>('/api/fleet-optimizations/optimize', {
        ...request,
        returnToStart: false,
      });
      expect([closed.status, open.status]).toEqual([200, 200]);
      expect(closed.body.returnToStart).toBe(true);
      expect(open.body.returnToStart).toBe(false);
      expect(open.body.solution.totalDistance).toBeLessThan(closed.body.solution.totalDistance);
    });

    it('reports a stop no vehicle can carry as unassigned (1-based) with its reason', async () => {
      const a = await createVehicle(client, { capacity: 300 });
      const b = await createVehicle(client, { capacity: 500 });
      const response = await client.post<FleetOptimizeResponse>('/api/fleet-optimizations/optimize', {
        startLocation: AUSTIN,
        destinations: [
          { address: PLACES[0], demand: 100 },
          { address: PLACES[1], demand: 2000 },
        ],
        vehicleIds: [a.id, b.id],
      });
      expect(response.status).toBe(200);
      expect(response.body.solution.unassignedLocations).toEqual([2]);
      expect(response.body.solution.unassigned[0]).toMatchObject({
        locationIndex: 2,
        code: 'CAPACITY_EXCEEDED',
      });
      expect(response.body.solution.vehicleCount).toBe(1);
    });

    it("refuses another user's vehicle (404) and inactive vehicles (400), naming them", async () => {
      const mine = await createVehicle(client, { isActive: false });
      const theirs = await createVehicle(other);
      const body = { startLocation: AUSTIN, destinations: [{ address: PLACES[0] }] };
      const foreign = await client.post('/api/fleet-optimizations/optimize', {
        ...body,
        vehicleIds: [mine.id, theirs.id],
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ code: 'VEHICLE_NOT_FOUND', details: [{ field: 'vehicleIds.1' }] });
      const inactive = await client.post('/api/fleet-optimizations/optimize', {
        ...body,
        vehicleIds: [mine.id],
      });
      expect(inactive.status).toBe(400);
      expect(inactive.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'vehicleIds.0' }],
      });
      const none = await client.post('/api/fleet-optimizations/optimize', { ...body, vehicleIds: [] });
      expect(none.body).toMatchObject({ message: 'At least one vehicle must be selected' });
    });
  });

  it('cancels a long fleet job in the worker pool through DELETE', async () => {
    const vehicles = [
      await createVehicle(client, { capacity: 2000 }),
      await createVehicle(client, { capacity: 2000 }),
    ];
    const destinations = Array.from({ length: 60 }, (_, i) => ({
      address: `${(30.1 + (i % 10) * 0.05).toFixed(4)},${(-97.9 + Math.floor(i / 10) * 0.06).toFixed(4)}`,
      demand: 10 + (i % 7) * 5,
      serviceTime: 1,
    }));
    const created = await client.post<OptimizationJob>('/api/optimization-jobs', {
      kind: 'fleet',
      timeLimitSeconds: 60,
      input: { startLocation: AUSTIN, destinations, vehicleIds: vehicles.map((v) => v.id) },
    });
    expect(created.status).toBe(202);
    let job = created.body;
    for (let i = 0; i < 200 && job.progress.bestCost === null; i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await client.get<OptimizationJob>(`/api/optimization-jobs/${job.id}`)).body;
    }
    expect(job.status).toBe('running');
    const started = Date.now();
    const cancelled = await client.delete<OptimizationJob>(`/api/optimization-jobs/${job.id}`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(server.services.jobs.active).toBe(0);
  });
});
