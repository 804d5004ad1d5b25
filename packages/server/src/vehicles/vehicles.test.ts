import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/index.js';
import {
  addVehicle,
  planningTestServer,
  signedIn,
  type VehicleBody,
} from '../test-support/planning-server.js';

interface ErrorBody {
  code: string;
  message: string;
  details?: Array<{ field?: string; message: string; code?: string }>;
}

describe('vehicles', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('lists the three vehicle types publicly, with rates, capacities and speeds', async () => {
    const response = await server.client().get<Array<Record<string, unknown>>>('/api/vehicle-types');
    expect(response.status).toBe(200);
    expect(response.body.map((t) => t.type)).toEqual(['cargo_van', 'standard_truck', 'heavy_duty']);
    expect(response.body[1]).toEqual({
      type: 'standard_truck',
      description: 'Standard Truck',
      ratePerKm: 1.5,
      typicalCapacity: 5000,
      averageSpeed: 40,
    });
  });

  it('creates a vehicle with the documented defaults, rounding money and capacity to cents', async () => {
    const client = await signedIn(server);
    const created = await client.post<VehicleBody>('/api/vehicles', {
      name: '  Van 2 ',
      type: 'cargo_van',
      capacity: 1000.456,
      costPerKm: 1.005,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Van 2',
      type: 'cargo_van',
      capacity: 1000.46,
      costPerKm: 1.01,
      isActive: true,
      maxWorkHours: 8,
      maxDistance: 500,
      specialFeatures: [],
    });
    const [row] = await server.knex('vehicles').where({ id: created.body.id });
    expect(String(row.cost_per_km)).toBe('1.01');
  });

  it('stores a null capacity (no limit) and special features', async () => {
    const client = await signedIn(server);
    const vehicle = await addVehicle(client, {
      capacity: null,
      specialFeatures: ['refrigerated', 'hazmat_certified'],
      maxWorkHours: 10,
      maxDistance: 320.5,
      isActive: false,
    });
    const read = await client.get<VehicleBody>(`/api/vehicles/${vehicle.id}`);
    expect(read.body).toMatchObject({
      capacity: null,
      specialFeatures: ['refrigerated', 'hazmat_certified'],
      maxWorkHours: 10,
      maxDistance: 320.5,
      isActive: false,
    });
  });

  it("answers the form's messages for missing name, type and cost per km", async () => {
    const client = await signedIn(server);
    const response = await client.post<ErrorBody>('/api/vehicles', { name: ' ', capacity: 5 });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    const messages = response.body.details!.map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Vehicle name is required',
        'Vehicle type is required',
        'Cost per km is required',
      ]),
    );
    const badType = await client.post<ErrorBody>('/api/vehicles', {
      name: 'X',
      type: 'bicycle',
      costPerKm: 1,
    });
    expect(badType.body.details).toEqual([
      expect.objectContaining({ field: 'type', message: 'Vehicle type is required' }),
    ]);
    const negative = await client.post<ErrorBody>('/api/vehicles', {
      name: 'X',
      type: 'heavy_duty',
      costPerKm: -1,
      capacity: -5,
    });
    expect(negative.body.details!.map((d) => d.field).sort()).toEqual(['capacity', 'costPerKm']);
  });

  it('lists newest first with paging, X-Total-Count and the isActive filter', async () => {
    const client = await signedIn(server);
    const a = await addVehicle(client, { name: 'A' });
    const b = await addVehicle(client, { name: 'B', isActive: false });
    const c = await addVehicle(client, { name: 'C' });
    const all = await client.get<VehicleBody[]>('/api/vehicles');
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(all.body.map((v) => v.id)).toEqual([c.id, b.id, a.id]);
    const page = await client.get<VehicleBody[]>('/api/vehicles?limit=1&offset=1');
    expect(page.body.map((v) => v.id)).toEqual([b.id]);
    expect(page.headers.get('x-total-count')).toBe('3');
    const active = await client.get<VehicleBody[]>('/api/vehicles?isActive=true');
    expect(active.body.map((v) => v.name)).toEqual(['C', 'A']);
    expect(active.headers.get('x-total-count')).toBe('2');
  });

  it('updates only the fields sent, and deletes', async () => {
    const client = await signedIn(server);
    const vehicle = await addVehicle(client, { name: 'Truck', type: 'standard_truck', costPerKm: 1.5 });
    const updated = await client.put<VehicleBody>(`/api/vehicles/${vehicle.id}`, {
      costPerKm: 1.35,
      capacity: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Truck',
      type: 'standard_truck',
      costPerKm: 1.35,
      capacity: null,
    });

    expect((await client.delete(`/api/vehicles/${vehicle.id}`)).status).toBe(204);
    expect((await client.get(`/api/vehicles/${vehicle.id}`)).status).toBe(404);
  });

  it("answers 404 VEHICLE_NOT_FOUND for another user's vehicle on read, update and delete", async () => {
    const owner = await signedIn(server);
    const other = await signedIn(server);
    const vehicle = await addVehicle(owner);
    for (const response of [
      await other.get<ErrorBody>(`/api/vehicles/${vehicle.id}`),
      await other.put<ErrorBody>(`/api/vehicles/${vehicle.id}`, { name: 'Mine now' }),
      await other.delete<ErrorBody>(`/api/vehicles/${vehicle.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('VEHICLE_NOT_FOUND');
    }
    expect((await other.get<VehicleBody[]>('/api/vehicles')).body).toEqual([]);
    expect((await owner.get<VehicleBody>(`/api/vehicles/${vehicle.id}`)).body.name).toBe('Van 1');
  });

  it('requires sign-in for the fleet, not for the vehicle types', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/vehicles')).status).toBe(401);
    expect(
      (await anonymous.post('/api/vehicles', { name: 'X', type: 'cargo_van', costPerKm: 1 })).status,
    ).toBe(401);
    expect((await anonymous.get('/api/vehicle-types')).status).toBe(200);
  });

  it('imports many vehicles in one transaction, or none when one is bad (named by its index)', async () => {
    const client = await signedIn(server);
    const good = { name: 'Import van', type: 'cargo_van', costPerKm: 1 };
    const refused = await client.post<{ code: string; details: Array<{ field: string }> }>(
      '/api/vehicles/import',
      {
        vehicles: [good, { name: '', type: 'cargo_van', costPerKm: 1 }],
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((d) => d.field)).toContain('vehicles.1.name');
    expect((await client.get<unknown[]>('/api/vehicles')).body).toHaveLength(0);
    const created = await client.post<Array<{ id: number; name: string }>>('/api/vehicles/import', {
      vehicles: [good, { ...good, name: 'Import truck', type: 'standard_truck', costPerKm: 2.5 }],
    });
    expect(created.status).toBe(201);
    expect(created.body.map((v) => v.name)).toEqual(['Import van', 'Import truck']);
  });
});
