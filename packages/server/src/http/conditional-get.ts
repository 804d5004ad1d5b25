import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';

/**
 * ETag and If-None-Match for the GETs whose contract announces an `ETag` header (routes and vehicles).
 * The tag is a hash of what the client would receive — the JSON body and `X-Total-Count` (a page can stay
 * the same while the total changes) — so it changes exactly when the answer does, with no version column
 * to keep in step. A matching `If-None-Match` turns the 200 into a 304 without a body; the work of reading
 * the records is still done, the transfer and the client's parsing are saved.
 */
export function conditionalGet(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 200 || ctx.body === null || typeof ctx.body !== 'object') return;
    // Serialised and encoded once, here: the bytes are both what the tag hashes and what is sent (Koa would
    // serialise the object again; a page of 100 routes is ~120 KB).
    const bytes = Buffer.from(JSON.stringify(ctx.body));
    const tag = etagOf(bytes, ctx.response.get('X-Total-Count'));
    ctx.body = bytes;
    ctx.type = 'application/json';
    ctx.set('ETag', tag);
    if (matches(ctx.get('If-None-Match'), tag)) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}

/** SHA-1 of the serialised answer: a validator, not a signature, so the faster digest will do. */
export function etagOf(bytes: Buffer, totalCount = ''): string {
  const digest = createHash('sha1').update(bytes).update(`\n${totalCount}`).digest('base64url');
  return `"${digest.slice(0, 22)}"`;
}

/** RFC 9110 weak comparison, as If-None-Match asks: `W/` is ignored, `*` matches any current answer. */
export function matches(header: string, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}
