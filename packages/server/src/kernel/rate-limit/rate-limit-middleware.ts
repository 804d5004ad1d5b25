import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../context.js';
import { rateLimited } from '../errors.js';
import type { RateLimiter } from './rate-limiter.js';

/** Answers the key a request is counted under, or undefined to not count it. */
export type RateLimitKey = (ctx: AppContext) => string | undefined;

/** The client's address (X-Forwarded-For is honoured only with TRUST_PROXY, through Koa's `ctx.ip`). */
export const byIp: RateLimitKey = (ctx) => `ip:${ctx.ip}`;

/** The signed-in user, else the address: for expensive calls (optimisation, geocoding). */
export const byUserOrIp: RateLimitKey = (ctx) =>
  ctx.state.user ? `user:${ctx.state.user.id}` : `ip:${ctx.ip}`;

/**
 * Counts requests with `limiter` under `key` and answers 429 RATE_LIMITED with Retry-After once over the
 * limit. Reusable on any operation through the handler registry's `middleware`.
 */
export function rateLimit(limiter: RateLimiter, key: RateLimitKey, prefix = ''): Middleware<AppState> {
  return async (ctx, next) => {
    const k = key(ctx as AppContext);
    if (k !== undefined) {
      const result = await limiter.hit(prefix + k);
      if (!result.allowed) throw rateLimited(result.retryAfterS);
    }
    await next();
  };
}
