import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabase, type TestServer } from '../test-support/index.js';

describe('cross-site request protection', () => {
  let server: TestServer;
  beforeAll(async () => {
    await testDatabase();
    server = await createTestServer({ env: { PUBLIC_URL: 'https://routier.example' } });
  });

  it('refuses a cookie-authenticated POST whose Origin is another site (403 CROSS_SITE_REQUEST)', async () => {
    const client = server.client();
    await client.register();
    const response = await client.post(
      '/api/tokens',
      { name: 'stolen' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'CROSS_SITE_REQUEST',
      message: 'Cross-site requests are not allowed',
    });
    expect(await server.knex('api_tokens').where({ name: 'stolen' })).toHaveLength(0);
  });

  it('refuses by Sec-Fetch-Site when the browser sends no Origin', async () => {
    const client = server.client();
    await client.register();
    const response = await client.post('/api/auth/logout', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a cross-site sign-in (login CSRF) too', async () => {
    const owner = server.client();
    const { email, password } = await owner.register();
    const response = await server
      .client()
      .post('/api/auth/login', { email, password }, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });

  it('accepts the app origin, the PUBLIC_URL origin and same-origin fetch metadata', async () => {
    const client = server.client();
    await client.register();
    const own = await client.post('/api/tokens', { name: 'own origin' }, { headers: { origin: server.url } });
    expect(own.status).toBe(201);
    const publicOrigin = await client.post(
      '/api/tokens',
      { name: 'public origin' },
      { headers: { origin: 'https://routier.example' } },
    );
    expect(publicOrigin.status).toBe(201);
    const sameOrigin = await client.post(
      '/api/tokens',
      { name: 'fetch metadata' },
      { headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(sameOrigin.status).toBe(201);
  });

  it('does not apply to bearer-token requests, which a browser cannot forge', async () => {
    const owner = server.client();
    await owner.register();
    const created = await owner.post<{ token: string }>('/api/tokens', { name: 'script' });
    const script = server.client();
    script.bearer = created.body.token;
    const response = await script.post(
      '/api/tokens',
      { name: 'from script' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(201);
  });

  it('lets cross-site GETs through (they change nothing)', async () => {
    const client = server.client();
    await client.register();
    const response = await client.get('/api/auth/user', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });
});
