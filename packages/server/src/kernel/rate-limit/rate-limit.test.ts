import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabase, uniqueEmail } from '../../test-support/index.js';
import { MemoryRateLimiter } from './rate-limiter.js';
import { purgeRateLimitWindows, SharedRateLimiter } from './shared-rate-limiter.js';

describe('MemoryRateLimiter', () => {
  it('allows max hits per window, then refuses with the seconds left, then allows again', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ max: 2, windowMs: 60_000, now: () => now });
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(true);
    const third = await limiter.hit('k');
    expect(third).toMatchObject({ allowed: false, remaining: 0, retryAfterS: 60 });
    expect((await limiter.hit('other')).allowed).toBe(true);
    now += 45_500;
    expect((await limiter.hit('k')).retryAfterS).toBe(15);
    now += 15_000;
    expect((await limiter.hit('k')).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const limiter = new MemoryRateLimiter({ max: 1, windowMs: 60_000 });
    await limiter.hit('k');
    expect((await limiter.hit('k')).allowed).toBe(false);
    limiter.reset('k');
    expect((await limiter.hit('k')).allowed).toBe(true);
  });
});

describe('SharedRateLimiter', () => {
  it('counts one window per key for every process sharing the database', async () => {
    const { database } = await testDatabase();
    // Two servers' limiters over one database: together they allow `max`, not twice that.
    const a = new SharedRateLimiter(database.knex, 3, 60_000);
    const b = new SharedRateLimiter(database.knex, 3, 60_000);
    const results = await Promise.all([a.hit('ip:1'), b.hit('ip:1'), a.hit('ip:1'), b.hit('ip:1')]);
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const refused = results.find((r) => !r.allowed)!;
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfterS).toBeGreaterThan(55);
    expect(refused.retryAfterS).toBeLessThanOrEqual(60);
    expect((await b.hit('ip:2')).allowed).toBe(true);
  });

  it('starts a new window once the old one ended, and purges ended windows', async () => {
    const { database } = await testDatabase();
    const short = new SharedRateLimiter(database.knex, 1, 200);
    expect((await short.hit('user:9')).allowed).toBe(true);
    expect((await short.hit('user:9')).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 250));
    expect(await purgeRateLimitWindows(database.knex)).toBeGreaterThanOrEqual(1);
    expect((await short.hit('user:9')).allowed).toBe(true);
  });

  it('is what a server uses with RATE_LIMIT_STORE=database: two servers share the sign-in limit', async () => {
    const limits = { signInPerIp: { max: 3, windowMs: 60_000 } };
    const env = { RATE_LIMIT_STORE: 'database' };
    const one = await createTestServer({ env, limits });
    const two = await createTestServer({ env, limits });
    const statuses: number[] = [];
    for (const server of [one, two, one, two])
      statuses.push((await server.client().login(uniqueEmail(), 'Wr0ngPassword')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('sign-in rate limits', () => {
  beforeAll(() => testDatabase());

  it('answers 429 RATE_LIMITED with Retry-After after 10 sign-in attempts per account in a minute', async () => {
    // A generous per-IP limit so only the per-account one bites.
    const server = await createTestServer({ limits: { signInPerIp: { max: 1000, windowMs: 60_000 } } });
    const { email } = await server.client().register();
    for (let i = 0; i < 10; i += 1) {
      expect((await server.client().login(email, 'Wr0ngPassword')).status).toBe(401);
    }
    const limited = await server.client().login(email, 'Wr0ngPassword');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another account from the same address is not affected.
    expect((await server.client().login(uniqueEmail(), 'Wr0ngPassword')).status).toBe(401);
  });

  it('limits registration per e-mail too, whatever the address it comes from', async () => {
    const server = await createTestServer({
      limits: {
        signInPerIp: { max: 1000, windowMs: 60_000 },
        signInPerAccount: { max: 3, windowMs: 60_000 },
      },
    });
    const email = uniqueEmail();
    const attempt = () =>
      server.client().post('/api/auth/register', { email, password: 'short', firstName: 'A', lastName: 'B' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('limits sign-in and registration per IP address', async () => {
    const server = await createTestServer({ limits: { signInPerIp: { max: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 3; i += 1) {
      expect((await server.client().login(uniqueEmail(), 'Wr0ngPassword')).status).toBe(401);
    }
    const limited = await server.client().post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'Sup3rSecret',
      firstName: 'A',
      lastName: 'B',
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
