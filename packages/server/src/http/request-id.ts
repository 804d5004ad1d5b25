import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from '../kernel/context.js';

/** An incoming id (1-128 of [A-Za-z0-9._-], a proxy's or a client's) is echoed; otherwise a fresh UUID is used. */
const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function requestId(): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = SANE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    await next();
  };
}
