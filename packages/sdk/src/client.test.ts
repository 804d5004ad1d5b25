import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, expectOk, totalCount, unwrap } from './client.js';
import { RoutierApiError } from './errors.js';
import type { User } from '@routier/contract';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end();
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user: User = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  authProvider: 'local',
  emailVerified: false,
  createdAt: '2025-03-04T09:15:00.000Z',
};

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req-1', ...headers });
  res.end(JSON.stringify(body));
}

describe('createClient', () => {
  it('sends the token as a bearer header and asks for JSON', async () => {
    let seen: IncomingMessage | undefined;
    handler = (req, res) => {
      seen = req;
      json(res, 200, user);
    };
    const client = createClient({ baseUrl: `${baseUrl}/`, token: 'rt_secret' });
    const { data, response } = await client.GET('/api/auth/user');
    expect(response.status).toBe(200);
    expect(data?.email).toBe('ada@example.com');
    expect(seen?.url).toBe('/api/auth/user');
    expect(seen?.headers.authorization).toBe('Bearer rt_secret');
    expect(seen?.headers.accept).toBe('application/json');
  });

  it('sends no authorization header without a token', async () => {
    let seen: IncomingMessage | undefined;
    handler = (req, res) => {
      seen = req;
      json(res, 200, user);
    };
    await createClient({ baseUrl, headers: { cookie: 'routier.sid=abc' } }).GET('/api/auth/user');
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.headers.cookie).toBe('routier.sid=abc');
  });

  it('types data and body from the contract', async () => {
    handler = (_req, res) => json(res, 201, { ...user });
    const client = createClient({ baseUrl });
    const result = await client.POST('/api/auth/register', {
      body: { email: 'ada@example.com', password: 'Sup3rSecret', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expectTypeOf(result.data).toEqualTypeOf<User | undefined>();
    const data = await unwrap(client.GET('/api/auth/user'));
    expectTypeOf(data).toEqualTypeOf<User>();
  });
});

describe('unwrap and RoutierApiError', () => {
  it('answers the data of a success', async () => {
    handler = (_req, res) => json(res, 200, [], { 'x-total-count': '7' });
    const result = await createClient({ baseUrl }).GET('/api/tokens');
    expect(expectOk(result)).toEqual([]);
    expect(totalCount(result.response)).toBe(7);
  });

  it('resolves a 204 to undefined', async () => {
    handler = (_req, res) => {
      res.writeHead(204, { 'x-request-id': 'req-2' });
      res.end();
    };
    await expect(unwrap(createClient({ baseUrl }).POST('/api/auth/logout'))).resolves.toBeUndefined();
  });

  it('throws the error shape of an error answer', async () => {
    handler = (_req, res) =>
      json(res, 400, {
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address',
        details: [{ field: 'email', message: 'Please enter a valid email address', code: 'format' }],
        requestId: 'req-9',
      });
    const error = await unwrap(
      createClient({ baseUrl }).POST('/api/auth/login', { body: { email: 'nope', password: 'x' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RoutierApiError);
    const e = error as RoutierApiError;
    expect(e).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', requestId: 'req-9' });
    expect(e.message).toBe('Please enter a valid email address');
    expect(e.fieldMessage('email')).toBe('Please enter a valid email address');
  });

  it('falls back to message, then error, then status text for other JSON bodies', async () => {
    handler = (_req, res) => json(res, 502, { error: 'Bad gateway upstream' });
    const e1 = (await unwrap(createClient({ baseUrl }).GET('/api/auth/user')).catch(
      (e: unknown) => e,
    )) as RoutierApiError;
    expect(e1).toMatchObject({
      status: 502,
      code: 'UPSTREAM_ERROR',
      message: 'Bad gateway upstream',
      requestId: 'req-1',
    });

    handler = (_req, res) => json(res, 404, {});
    const e2 = (await unwrap(createClient({ baseUrl }).GET('/api/auth/user')).catch(
      (e: unknown) => e,
    )) as RoutierApiError;
    expect(e2).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Not Found' });
  });

  it('uses the raw text of a non-JSON error body, else the status text', async () => {
    handler = (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('Service down for maintenance');
    };
    const e1 = (await unwrap(createClient({ baseUrl }).GET('/api/auth/user')).catch(
      (e: unknown) => e,
    )) as RoutierApiError;
    expect(e1).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service down for maintenance',
    });

    handler = (_req, res) => {
      res.writeHead(418, 'I am a teapot', { 'content-length': '0' });
      res.end();
    };
    const e2 = (await unwrap(createClient({ baseUrl }).GET('/api/auth/user')).catch(
      (e: unknown) => e,
    )) as RoutierApiError;
    expect(e2).toMatchObject({ status: 418, code: 'HTTP_ERROR', message: 'I am a teapot' });
  });

  it('turns an unreachable server into NETWORK_ERROR with status 0', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const client = createClient({ baseUrl: `http://127.0.0.1:${port}` });
    const raw = await client.GET('/api/auth/user').catch((e: unknown) => e);
    expect(raw).toBeInstanceOf(RoutierApiError);
    expect(raw).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    const viaUnwrap = await unwrap(client.GET('/healthz')).catch((e: unknown) => e);
    expect(viaUnwrap).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('passes a custom fetch through and maps its rejection', async () => {
    const client = createClient({
      baseUrl: 'http://routier.invalid',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(unwrap(client.GET('/healthz'))).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});
