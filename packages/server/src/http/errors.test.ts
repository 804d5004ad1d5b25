import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabase, type TestServer } from '../test-support/index.js';

interface ErrorBody {
  code: string;
  message: string;
  details?: Array<{ field?: string; message: string; code?: string }>;
  requestId: string;
}

const SHAPE = ['code', 'message', 'requestId'];

function expectErrorShape(response: { headers: Headers; body: unknown }, code: string) {
  const body = response.body as ErrorBody;
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.requestId).toBe(response.headers.get('x-request-id'));
  for (const key of Object.keys(body)) expect([...SHAPE, 'details']).toContain(key);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/); // never a stack trace
}

describe('the one error shape', () => {
  let server: TestServer;
  beforeAll(async () => {
    await testDatabase();
    server = await createTestServer({
      handlers: {
        // A route that throws something unexpected, to see the 500.
        getMapConfig: () => {
          throw new Error('database exploded at /srv/secret/path.ts:42');
        },
      },
    });
  });

  it('400 VALIDATION_FAILED with per-field details', async () => {
    const response = await server.client().post('/api/auth/register', { email: 'x' });
    expect(response.status).toBe(400);
    expectErrorShape(response, 'VALIDATION_FAILED');
    expect((response.body as ErrorBody).details?.length).toBeGreaterThan(1);
  });

  it('400 VALIDATION_FAILED on an unknown body property and on a path parameter', async () => {
    const client = server.client();
    await client.register();
    const extra = await client.post<ErrorBody>('/api/tokens', { name: 'x', admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.details).toContainEqual(
      expect.objectContaining({ field: 'admin', code: 'additionalProperties' }),
    );
    const path = await client.delete<ErrorBody>('/api/tokens/abc');
    expect(path.status).toBe(400);
    expect(path.body.details).toContainEqual(expect.objectContaining({ field: 'path.id' }));
  });

  it('400 VALIDATION_FAILED naming the field for a NUL character (PostgreSQL cannot store one)', async () => {
    const client = server.client();
    const response = await client.post('/api/auth/register', {
      email: 'nul@routier.test',
      password: 'Sup3rSecret!',
      firstName: 'A',
      lastName: 'Lo\u0000velace',
    });
    expect(response.status).toBe(400);
    expectErrorShape(response, 'VALIDATION_FAILED');
    expect((response.body as ErrorBody).details).toEqual([
      { field: 'lastName', message: 'lastName must not contain NUL characters', code: 'nul' },
    ]);
  });

  it('400 INVALID_JSON for a body that is not JSON', async () => {
    const response = await server.client().post('/api/auth/login', '{"email": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expectErrorShape(response, 'INVALID_JSON');
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a form body where JSON is expected', async () => {
    const response = await server.client().post('/api/auth/login', 'email=a&password=b', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expectErrorShape(response, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('413 PAYLOAD_TOO_LARGE over 1 MB of JSON', async () => {
    const response = await server.client().post('/api/track-page-visit', {
      path: '/',
      timestamp: new Date().toISOString(),
      referrer: 'x'.repeat(1_100_000),
    });
    expect(response.status).toBe(413);
    expectErrorShape(response, 'PAYLOAD_TOO_LARGE');
  });

  it('401 UNAUTHENTICATED when signed out', async () => {
    const response = await server.client().get('/api/tokens');
    expect(response.status).toBe(401);
    expectErrorShape(response, 'UNAUTHENTICATED');
  });

  it('404 NOT_FOUND as JSON for an unknown /api path', async () => {
    const response = await server.client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expectErrorShape(response, 'NOT_FOUND');
  });

  it('405 METHOD_NOT_ALLOWED for a known path with another method', async () => {
    const response = await server.client().request('PATCH', '/api/tokens');
    expect(response.status).toBe(405);
    expectErrorShape(response, 'METHOD_NOT_ALLOWED');
  });

  it('500 INTERNAL with the request id, and nothing of the cause', async () => {
    const response = await server.client().get('/api/config/map');
    expect(response.status).toBe(500);
    expectErrorShape(response, 'INTERNAL');
    expect(response.body).toMatchObject({ message: 'Something went wrong. Please try again.' });
    expect(response.text).not.toContain('exploded');
    expect(response.text).not.toContain('/srv/secret');
  });

  it('echoes a sane incoming X-Request-Id and replaces an unsafe one', async () => {
    const echoed = await server
      .client()
      .get('/api/no-such-thing', { headers: { 'x-request-id': 'trace-abc.123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-abc.123');
    expect((echoed.body as ErrorBody).requestId).toBe('trace-abc.123');
    const replaced = await server
      .client()
      .get('/api/healthz', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers on every answer', async () => {
    const response = await server.client().get('/api/healthz');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
