import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenWithPassword } from './session.js';

const calls: { method?: string; url?: string; cookie?: string; body: string }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ method: req.method, url: req.url, cookie: req.headers.cookie, body });
      const send = (status: number, data?: unknown, headers: Record<string, string | string[]> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'r1', ...headers });
        res.end(data === undefined ? undefined : JSON.stringify(data));
      };
      if (req.url === '/api/auth/login') {
        const { password } = JSON.parse(body) as { password: string };
        if (password !== 'Sup3rSecret') {
          return send(401, {
            code: 'INVALID_CREDENTIALS',
            message: 'Invalid email or password',
            requestId: 'r1',
          });
        }
        return send(
          200,
          { id: 1 },
          { 'set-cookie': ['routier.sid=abc; path=/; httponly', 'routier.sid.sig=xyz; path=/'] },
        );
      }
      if (req.url === '/api/tokens' && req.headers.cookie === 'routier.sid=abc; routier.sid.sig=xyz') {
        return send(201, {
          id: 3,
          name: 'cli',
          prefix: 'rt_abcdef',
          token: `rt_${'a'.repeat(43)}`,
          createdAt: '2025-03-04T09:15:00.000Z',
          expiresAt: null,
          lastUsedAt: null,
        });
      }
      if (req.url === '/api/auth/logout') return send(204);
      return send(401, { code: 'UNAUTHENTICATED', message: 'Authentication required', requestId: 'r1' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createTokenWithPassword', () => {
  it('signs in, creates a token with the session cookies, and signs out', async () => {
    calls.length = 0;
    const token = await createTokenWithPassword({
      baseUrl,
      email: 'ada@example.com',
      password: 'Sup3rSecret',
      tokenName: 'cli',
    });
    expect(token.token).toMatch(/^rt_/);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login', '/api/tokens', '/api/auth/logout']);
    expect(JSON.parse(calls[1].body)).toEqual({ name: 'cli' });
    expect(calls[2].cookie).toBe('routier.sid=abc; routier.sid.sig=xyz');
  });

  it('throws the server error for bad credentials', async () => {
    await expect(
      createTokenWithPassword({ baseUrl, email: 'ada@example.com', password: 'wrong', tokenName: 'cli' }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
  });
});
