/**
 * What integrators expect of a REST API's headers: `Location` on a 201 that created a record, `WWW-Authenticate`
 * on 401, `Retry-After` on 503 (RFC 9110).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/index.js';
import { HttpError } from '../kernel/errors.js';
import { addVehicle, planningTestServer, signedIn } from '../test-support/planning-server.js';

describe('REST headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('answers a created record with its address in Location, which GET then answers', async () => {
    const client = await signedIn(server);
    const created = await client.post<{ id: number }>('/api/vehicles', {
      name: 'Van 1',
      type: 'cargo_van',
      costPerKm: 1.2,
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/vehicles/${created.body.id}`);
    expect((await client.get(created.headers.get('location')!)).status).toBe(200);
    const driver = await client.post<{ id: number }>('/api/drivers', { name: 'A', licenseNumber: 'L' });
    expect(driver.headers.get('location')).toBe(`/api/drivers/${driver.body.id}`);
    // A 201 that creates no single addressable record says nothing.
    const imported = await client.post('/api/vehicles/import', {
      vehicles: [{ name: 'B', type: 'cargo_van', costPerKm: 1 }],
    });
    expect(imported.status).toBe(201);
    expect(imported.headers.get('location')).toBeNull();
    await addVehicle(client);
  });

  it('names the scheme on 401', async () => {
    const anonymous = await server.client().get('/api/vehicles');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="routier"');
  });

  it('says when to come back when the service is unavailable, not when a setting is missing', async () => {
    const busy = await createTestServer({
      handlers: {
        getMapConfig: () => {
          throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'Shutting down');
        },
      },
    });
    const unavailable = await busy.client().get('/api/config/map');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('5');
    const client = await signedIn(server);
    const portal = await client.post('/api/billing/portal');
    expect(portal.status).toBe(503);
    expect(portal.headers.get('retry-after')).toBeNull();
  });
});
