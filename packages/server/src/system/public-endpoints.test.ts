import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabase, type TestServer } from '../test-support/index.js';

describe('health, readiness, public configuration and page visits', () => {
  let server: TestServer;
  beforeAll(async () => {
    await testDatabase();
    server = await createTestServer({
      env: {
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        SALES_EMAIL: 'sales@routier.example',
        GOOGLE_MAPS_API_KEY: 'AIza-test',
      },
    });
  });

  it.each(['/healthz', '/api/healthz'])('%s answers the process is up', async (path) => {
    const response = await server.client().get(path);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', version: '0.1.0' });
  });

  it.each(['/readyz', '/api/readyz'])('%s answers ready when the database is migrated', async (path) => {
    const response = await server.client().get(path);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('answers 503 SERVICE_UNAVAILABLE from readiness while shutting down', async () => {
    const stopping = await createTestServer();
    stopping.services.lifecycle.shuttingDown = true;
    const response = await stopping.client().get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('tells the console what is configured, without secrets', async () => {
    const response = await server.client().get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      version: '0.1.0',
      auth: { password: true, google: true, oidc: false, oidcLabel: 'Replit' },
      billing: { enabled: true, publishableKey: 'pk_test_x' },
      contact: { salesEmail: 'sales@routier.example', supportEmail: null },
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        geocoder: 'offline',
        googleMapsKey: true,
      },
    });
    expect(response.text).not.toContain('sk_test_x');
    expect(response.text).not.toContain('AIza-test');
    const map = await server.client().get('/api/config/map');
    expect(map.body).toMatchObject({
      defaultCenter: { lat: 40.7128, lng: -74.006 },
      defaultZoom: 10,
      roadGeometry: false,
    });
  });

  it('answers the Google Maps key to signed-in users, 404 NOT_CONFIGURED without one', async () => {
    const client = server.client();
    expect((await client.get('/api/config/google-maps-key')).status).toBe(401);
    await client.register();
    expect((await client.get('/api/config/google-maps-key')).body).toEqual({ apiKey: 'AIza-test' });
    const bare = await createTestServer();
    const other = bare.client();
    await other.register();
    const missing = await other.get('/api/config/google-maps-key');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_CONFIGURED' });
  });

  it('stores page visits, with the user when signed in, and answers 204', async () => {
    const anonymous = server.client();
    const visit = {
      path: '/pricing?x=1',
      timestamp: '2025-03-04T09:15:00.000Z',
      referrer: 'https://www.google.com/',
      userAgent: 'Mozilla/5.0',
      viewport: { width: 1280, height: 800 },
    };
    expect((await anonymous.post('/api/track-page-visit', visit)).status).toBe(204);
    const client = server.client();
    const { user } = await client.register();
    expect(
      (
        await client.post('/api/track-page-visit', {
          path: '/dashboard',
          timestamp: new Date().toISOString(),
        })
      ).status,
    ).toBe(204);
    const rows = await server.knex('page_visits').orderBy('id');
    expect(rows[0]).toMatchObject({
      path: '/pricing?x=1',
      user_id: null,
      viewport_width: 1280,
      viewport_height: 800,
    });
    expect(rows.at(-1)).toMatchObject({ path: '/dashboard', user_id: user.id });
    const bad = await anonymous.post('/api/track-page-visit', { path: 'no-slash', timestamp: 'yesterday' });
    expect(bad.status).toBe(400);
  });
});
