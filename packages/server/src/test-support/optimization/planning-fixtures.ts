/** Helpers for the planning API tests: signed-in users, vehicles and saved routes made through the API. */
import type { Knex } from 'knex';
import type { Route, RouteCreate, Vehicle, VehicleCreate } from '@routier/contract';
import type { TestClient } from '../index.js';

/** Literal coordinates around Austin, TX (the offline geocoder resolves them exactly). */
export const AUSTIN = '30.2672,-97.7431';
export const PLACES = [
  '30.5083,-97.6789', // Round Rock
  '29.8833,-97.9414', // San Marcos
  '30.6333,-97.6775', // Georgetown
  '30.1327,-97.6336', // Del Valle
  '30.3923,-97.8473', // Jollyville
  '30.4521,-97.7975', // Cedar Park area
  '30.1705,-97.8231', // Manchaca
  '30.3427,-97.5589', // Manor
];

export async function signedIn(client: TestClient): Promise<TestClient> {
  await client.register();
  return client;
}

export async function createVehicle(
  client: TestClient,
  overrides: Partial<VehicleCreate> = {},
): Promise<Vehicle> {
  const response = await client.post<Vehicle>('/api/vehicles', {
    name: 'Van 1',
    type: 'cargo_van',
    capacity: 1000,
    costPerKm: 1.2,
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`vehicle not created: ${response.status} ${response.text}`);
  return response.body;
}

/** A saved route, created through the API (its stops are located on creation). */
export async function createRoute(client: TestClient, overrides: Partial<RouteCreate> = {}): Promise<Route> {
  const response = await client.post<Route>('/api/routes', {
    name: 'Test route',
    startLocation: AUSTIN,
    destinations: PLACES.slice(0, 3),
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`route not created: ${response.status} ${response.text}`);
  return response.body;
}

/**
 * A saved route of `userId` written directly, without coordinates: an older route whose address may no longer
 * resolve (the API refuses to create one).
 */
export async function insertRoute(
  knex: Knex,
  userId: number,
  fields: {
    name?: string;
    startLocation?: string;
    addresses?: string[];
    vehicleId?: number | null;
    totalCost?: number;
  },
): Promise<number> {
  const destinations = (fields.addresses ?? PLACES.slice(0, 3)).map((address) => ({
    address,
    name: null,
    priority: 'medium',
    demand: 1,
    lat: null,
    lng: null,
    notes: null,
    serviceTime: 15,
    timeWindow: null,
    specialRequirements: [],
  }));
  const [row] = await knex('routes')
    .insert({
      user_id: userId,
      name: fields.name ?? 'Test route',
      start_location: fields.startLocation ?? AUSTIN,
      destinations: JSON.stringify(destinations),
      vehicle_id: fields.vehicleId ?? null,
      total_cost: fields.totalCost ?? null,
      status: 'pending',
    })
    .returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
}
