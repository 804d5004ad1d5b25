/**
 * What integrators expect of a REST API's headers: `Location` on a 201 that created a record, `WWW-Authenticate`
 * on 401, `Retry-After` on 503, ETag and If-None-Match on routes and vehicles (RFC 9110).
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

  it('tags routes and vehicles with an ETag and answers 304 while nothing changed', async () => {
    const client = await signedIn(server);
    const vehicle = await addVehicle(client);
    const first = await client.get(`/api/vehicles/${vehicle.id}`);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const again = await client.get(`/api/vehicles/${vehicle.id}`, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    // Several candidates, weak ones included, and `*` match too; another tag does not.
    const weak = { 'if-none-match': `"other", W/${tag}` };
    expect((await client.get(`/api/vehicles/${vehicle.id}`, { headers: weak })).status).toBe(304);
    expect(
      (await client.get(`/api/vehicles/${vehicle.id}`, { headers: { 'if-none-match': '*' } })).status,
    ).toBe(304);
    expect(
      (await client.get(`/api/vehicles/${vehicle.id}`, { headers: { 'if-none-match': '"x"' } })).status,
    ).toBe(200);

    // A change gives a new tag, and the old one no longer matches.
    await client.put(`/api/vehicles/${vehicle.id}`, { costPerKm: 2.5 });
    const changed = await client.get(`/api/vehicles/${vehicle.id}`, { headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);

    // Lists: the tag covers the page and the total, so a new record changes it even on an unchanged page.
    const page = await client.get('/api/vehicles?limit=1&offset=0');
    const pageTag = page.headers.get('etag')!;
    expect(
      (await client.get('/api/vehicles?limit=1&offset=0', { headers: { 'if-none-match': pageTag } })).status,
    ).toBe(304);
    await addVehicle(client);
    const grown = await client.get('/api/vehicles?limit=1&offset=1', {
      headers: { 'if-none-match': pageTag },
    });
    expect(grown.status).toBe(200);

    const route = await client.post<{ id: number }>('/api/routes', {
      name: 'Tagged',
      startLocation: '30.2672,-97.7431',
      destinations: ['30.5083,-97.6789'],
    });
    const routeTag = (await client.get(`/api/routes/${route.body.id}`)).headers.get('etag')!;
    const list = await client.get('/api/routes');
    expect(list.headers.get('etag')).toMatch(/^"/);
    expect(
      (await client.get(`/api/routes/${route.body.id}`, { headers: { 'if-none-match': routeTag } })).status,
    ).toBe(304);
    // Another user's record is still 404, whatever tag is sent.
    const stranger = await signedIn(server);
    const hidden = await stranger.get(`/api/routes/${route.body.id}`, { headers: { 'if-none-match': '*' } });
    expect(hidden.status).toBe(404);
    // Errors and other operations carry no tag.
    expect((await client.get('/api/dashboard/stats')).headers.get('etag')).toBeNull();
  });
});
