import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/index.js';
import { addVehicle, planningTestServer, signedIn } from '../test-support/planning-server.js';

interface Saved {
  id: number;
  name: string;
  startLocation: string;
  destinations: Array<{
    address: string;
    demand: number;
    lat: number | null;
    lng: number | null;
    serviceTime: number;
  }>;
  vehicleIds: number[];
  optimizedSolution: Record<string, unknown> | null;
  totalDistance: number | null;
  totalCost: number | null;
  vehicleUtilization: Array<Record<string, number>>;
  status: string;
}
interface ErrorBody {
  code: string;
  details?: Array<{ field?: string; code?: string; message: string }>;
}

function solution(vehicleId: number) {
  return {
    vehicleCount: 1,
    totalDistance: 64.2,
    totalCost: 77.04,
    totalTime: 76,
    averageUtilization: 30,
    routes: [
      {
        vehicleId,
        vehicleName: 'Truck 1',
        sequence: [2, 1],
        utilization: 30,
        capacityUsed: 300,
        totalDistance: 64.2,
        totalTime: 76,
        totalCost: 77.04,
        schedule: [
          {
            locationIndex: 2,
            address: 'Georgetown, TX',
            lat: 30.6333,
            lng: -97.6779,
            arrivalTime: 520,
            departureTime: 535,
            waitTime: 0,
            serviceTime: 15,
            lateBy: 0,
            arrivalClock: '08:40',
            departureClock: '08:55',
            distanceFromPrevious: 30.1,
          },
        ],
        geometry: null,
      },
    ],
    unassignedLocations: [],
    unassigned: [],
  };
}

describe('saved fleet optimisations', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('saves the request and solution, totals and utilisation taken from the solution, status planned', async () => {
    const client = await signedIn(server);
    const vehicle = await addVehicle(client);
    const response = await client.post<Saved>('/api/fleet-optimizations', {
      name: ' Tuesday fleet ',
      startLocation: 'Austin, TX',
      destinations: [{ address: 'Round Rock, TX', demand: 300 }, 'Georgetown, TX'],
      vehicleIds: [vehicle.id],
      optimizedSolution: solution(vehicle.id),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Tuesday fleet',
      startLocation: 'Austin, TX',
      vehicleIds: [vehicle.id],
      totalDistance: 64.2,
      totalCost: 77.04,
      status: 'planned',
      vehicleUtilization: [
        { vehicleId: vehicle.id, utilization: 30, capacityUsed: 300, distance: 64.2, cost: 77.04 },
      ],
    });
    expect(response.body.destinations.map((d) => [d.address, d.demand, d.lat, d.serviceTime])).toEqual([
      ['Round Rock, TX', 300, null, 15],
      ['Georgetown, TX', 0, 30.6333, 15],
    ]);
    const read = await client.get<Saved>(`/api/fleet-optimizations/${response.body.id}`);
    expect(read.body).toEqual(response.body);
  });

  it('saves without a solution, with explicit totals and status', async () => {
    const client = await signedIn(server);
    const vehicle = await addVehicle(client);
    const response = await client.post<Saved>('/api/fleet-optimizations', {
      name: 'Draft',
      startLocation: 'Austin, TX',
      destinations: ['Round Rock, TX'],
      vehicleIds: [vehicle.id],
      totalDistance: 10.005,
      totalCost: 12.345,
      status: 'in_progress',
    });
    expect(response.body).toMatchObject({
      optimizedSolution: null,
      totalDistance: 10.01,
      totalCost: 12.35,
      vehicleUtilization: [],
      status: 'in_progress',
    });
  });

  it("answers the form's messages and refuses vehicles that are not the user's", async () => {
    const client = await signedIn(server);
    const other = await signedIn(server);
    const foreign = await addVehicle(other);
    const mine = await addVehicle(client);
    const empty = await client.post<ErrorBody>('/api/fleet-optimizations', {
      name: '',
      startLocation: ' ',
      destinations: [],
      vehicleIds: [],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.details!.map((d) => d.message)).toEqual(
      expect.arrayContaining([
        'Optimization name is required',
        'Starting location is required',
        'At least one destination is required',
        'At least one vehicle must be selected',
      ]),
    );
    const foreignVehicle = await client.post<ErrorBody>('/api/fleet-optimizations', {
      name: 'X',
      startLocation: 'Austin, TX',
      destinations: ['Round Rock, TX'],
      vehicleIds: [mine.id, foreign.id],
    });
    expect(foreignVehicle.status).toBe(404);
    expect(foreignVehicle.body.code).toBe('VEHICLE_NOT_FOUND');
    expect(foreignVehicle.body.details).toEqual([
      expect.objectContaining({ field: 'vehicleIds.1', code: 'VEHICLE_NOT_FOUND' }),
    ]);
    const negative = await client.post<ErrorBody>('/api/fleet-optimizations', {
      name: 'X',
      startLocation: 'Austin, TX',
      destinations: [{ address: 'Round Rock, TX', demand: -5 }],
      vehicleIds: [mine.id],
    });
    expect(negative.body.details!.map((d) => d.message)).toContain('Demand must be 0 or more');
  });

  it('lists newest first with X-Total-Count, and deletes', async () => {
    const client = await signedIn(server);
    const vehicle = await addVehicle(client);
    const body = { startLocation: 'Austin, TX', destinations: ['Round Rock, TX'], vehicleIds: [vehicle.id] };
    const a = await client.post<Saved>('/api/fleet-optimizations', { ...body, name: 'A' });
    const b = await client.post<Saved>('/api/fleet-optimizations', { ...body, name: 'B' });
    const list = await client.get<Saved[]>('/api/fleet-optimizations');
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body.map((s) => s.id)).toEqual([b.body.id, a.body.id]);
    expect((await client.get<Saved[]>('/api/fleet-optimizations?limit=1&offset=1')).body[0].id).toBe(
      a.body.id,
    );
    expect((await client.delete(`/api/fleet-optimizations/${a.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/fleet-optimizations/${a.body.id}`)).status).toBe(404);
    // The saved plan keeps its vehicle ids when a vehicle is deleted.
    expect((await client.delete(`/api/vehicles/${vehicle.id}`)).status).toBe(204);
    expect((await client.get<Saved>(`/api/fleet-optimizations/${b.body.id}`)).body.vehicleIds).toEqual([
      vehicle.id,
    ]);
  });

  it("answers 404 FLEET_OPTIMIZATION_NOT_FOUND for another user's record on read and delete", async () => {
    const owner = await signedIn(server);
    const other = await signedIn(server);
    const vehicle = await addVehicle(owner);
    const saved = await owner.post<Saved>('/api/fleet-optimizations', {
      name: 'Private',
      startLocation: 'Austin, TX',
      destinations: ['Round Rock, TX'],
      vehicleIds: [vehicle.id],
    });
    for (const response of [
      await other.get<ErrorBody>(`/api/fleet-optimizations/${saved.body.id}`),
      await other.delete<ErrorBody>(`/api/fleet-optimizations/${saved.body.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('FLEET_OPTIMIZATION_NOT_FOUND');
    }
    expect((await other.get<Saved[]>('/api/fleet-optimizations')).body).toEqual([]);
    expect((await owner.get(`/api/fleet-optimizations/${saved.body.id}`)).status).toBe(200);
  });
});
