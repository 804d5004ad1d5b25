import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { AppState } from '../../kernel/context.js';
import { conflict } from '../../kernel/errors.js';
import { claimKey, findLiveKey, releaseKey, storeAnswer } from './idempotency-repository.js';
import type { SealedBox } from './sealed-box.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with sorted keys, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * `Idempotency-Key` on creating POSTs (mounted by the router on operations whose spec declares the
 * header). The first request claims the key and its 2xx answer is kept 24 hours; a retry with the same
 * body replays it (`Idempotent-Replayed: true`), a different body is 409 IDEMPOTENCY_KEY_REUSED, and a
 * retry while the first still runs is 409 CONFLICT. Failed first requests release the key.
 */
export function idempotency(knex: Knex, box: SealedBox, operationId: string): Middleware<AppState> {
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    const user = ctx.state.user;
    if (!key || !user) return next();
    const requestHash = createHash('sha256')
      .update(`${operationId}\n${ctx.path}\n${canonical(ctx.request.body ?? null)}`)
      .digest('hex');

    let claimed = false;
    for (let attempt = 0; attempt < 2 && !claimed; attempt += 1) {
      const existing = await findLiveKey(knex, user.id, key);
      if (existing) {
        if (existing.requestHash !== requestHash) {
          throw conflict(
            'This Idempotency-Key was already used with a different request',
            'IDEMPOTENCY_KEY_REUSED',
          );
        }
        if (existing.statusCode === null || existing.responseBody === null) {
          throw conflict('A request with this Idempotency-Key is still being processed');
        }
        ctx.status = existing.statusCode;
        ctx.body = JSON.parse(box.open(existing.responseBody));
        ctx.set('Idempotent-Replayed', 'true');
        return;
      }
      claimed = await claimKey(knex, user.id, key, requestHash, IDEMPOTENCY_TTL_MS);
    }
    if (!claimed) throw conflict('A request with this Idempotency-Key is still being processed');

    try {
      await next();
    } catch (error) {
      await releaseKey(knex, user.id, key);
      throw error;
    }
    if (ctx.status >= 200 && ctx.status < 300) {
      await storeAnswer(knex, user.id, key, ctx.status, box.seal(JSON.stringify(ctx.body ?? null)));
    } else {
      await releaseKey(knex, user.id, key);
    }
  };
}
