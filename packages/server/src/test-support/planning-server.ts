/**
 * Test helpers shared by the planning resources' tests (routes, vehicles, pricing, fleet, dashboard): a test
 * server whose sign-up limit does not get in the way of tests that register many users, and signed-in users.
 * Test-only (imported by *.test.ts files; test-support is not part of the build).
 */
import { createTestServer, type TestClient, type TestServer, type TestServerOptions } from './index.js';

/** Registration is limited per IP (10 a minute); planning tests register a user or two per test. */
export function planningTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  return createTestServer({
    ...options,
    limits: {
      signInPerIp: { max: 10_000, windowMs: 60_000 },
      signInPerAccount: { max: 10_000, windowMs: 60_000 },
      ...options.limits,
    },
  });
}

/** A new signed-in user (its own cookie jar). */
export async function signedIn(server: TestServer): Promise<TestClient & { userId: number }> {
  const client = server.client();
  const { user } = await client.register();
  return Object.assign(client, { userId: user.id });
}

export interface VehicleBody {
  id: number;
  name: string;
  type: string;
  capacity: number | null;
  costPerKm: number;
  isActive: boolean;
  maxWorkHours: number;
  maxDistance: number;
  specialFeatures: string[];
  createdAt: string;
}

/** Creates a vehicle through the API (201 expected). */
export async function addVehicle(
  client: TestClient,
  body: Record<string, unknown> = {},
): Promise<VehicleBody> {
  const response = await client.post<VehicleBody>('/api/vehicles', {
    name: 'Van 1',
    type: 'cargo_van',
    capacity: 1000,
    costPerKm: 1.2,
    ...body,
  });
  if (response.status !== 201) throw new Error(`vehicle: ${response.status} ${response.text}`);
  return response.body;
}
