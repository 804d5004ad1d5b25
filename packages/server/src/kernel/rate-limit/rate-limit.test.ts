import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabase, uniqueEmail } from '../../test-support/index.js';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows max hits per window, then refuses with the seconds left, then allows again', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit('k').allowed).toBe(true);
    expect(limiter.hit('k').allowed).toBe(true);
    const third = limiter.hit('k');
    expect(third).toMatchObject({ allowed: false, remaining: 0, retryAfterS: 60 });
    expect(limiter.hit('other').allowed).toBe(true);
    now += 45_500;
    expect(limiter.hit('k').retryAfterS).toBe(15);
    now += 15_000;
    expect(limiter.hit('k').allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 60_000 });
    limiter.hit('k');
    expect(limiter.hit('k').allowed).toBe(false);
    limiter.reset('k');
    expect(limiter.hit('k').allowed).toBe(true);
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
