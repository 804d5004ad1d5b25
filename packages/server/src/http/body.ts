import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import type { AppState } from '../kernel/context.js';
import { HttpError, validationFailed } from '../kernel/errors.js';

export const DEFAULT_JSON_LIMIT = '1mb';

/**
 * Paths allowed a larger JSON body. The CSV upload takes 6 MB so its handler can answer a clear
 * 413 over its own 5 MB file limit instead of the parser cutting the connection at the generic limit.
 */
export const DEFAULT_BODY_LIMITS: Record<string, string> = {
  '/api/routes/upload-csv': '6mb',
  // VROOM-format problems carry their matrices: 20 MB holds durations and distances for ~1,000 locations.
  '/api/solve': '20mb',
};

/** Parses JSON bodies only (the API speaks nothing else); parser errors become API errors. */
export function jsonBody(
  limits: Record<string, string> = DEFAULT_BODY_LIMITS,
  defaultLimit = DEFAULT_JSON_LIMIT,
): Middleware<AppState> {
  const make = (jsonLimit: string) =>
    bodyParser({ enableTypes: ['json'], jsonLimit, encoding: 'utf-8' }) as unknown as Middleware<AppState>;
  const general = make(defaultLimit);
  const special = new Map(Object.entries(limits).map(([path, limit]) => [path, make(limit)]));
  return async (ctx, next) => {
    const parser = special.get(ctx.path) ?? general;
    let parsed = false;
    try {
      await parser(ctx, async () => {
        parsed = true;
      });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 413) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
      if (status === 415)
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be UTF-8 JSON');
      if (status === 400) throw new HttpError(400, 'INVALID_JSON', 'The request body is not valid JSON');
      throw error;
    }
    if (!parsed) return;
    const at = nulPath((ctx.request as { body?: unknown }).body);
    if (at !== undefined) {
      const field = at || 'body';
      throw validationFailed([{ field, message: `${field} must not contain NUL characters`, code: 'nul' }]);
    }
    await next();
  };
}

/**
 * Where the first NUL character (U+0000) of a parsed body is, as a field path (`destinations.2.address`; ''
 * for the body itself): PostgreSQL cannot store one in text, so it is refused here, by name, as invalid
 * input. Walks without recursion: a body may nest thousands of levels deep.
 */
export function nulPath(body: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[body, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}
