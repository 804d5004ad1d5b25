import type { Middleware } from 'koa';
import type { AppState } from '../kernel/context.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError } from '../kernel/errors.js';

/** Errors from Koa's own stack and libraries (http-errors: body parser, router) carry a status. */
interface StatusError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

function fromLibraryError(error: StatusError): HttpError | undefined {
  const status = error.status ?? error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  switch (status) {
    case 413:
      return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 415:
      return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be application/json');
    case 400:
      return new HttpError(400, 'INVALID_JSON', 'The request body is not valid JSON');
    case 404:
      return new HttpError(404, 'NOT_FOUND', 'Not found');
    case 405:
      return new HttpError(405, 'METHOD_NOT_ALLOWED', 'This method is not allowed on this path');
    default:
      return undefined;
  }
}

/**
 * The one place where errors become answers: `{ code, message, details?, requestId }`. HttpErrors answer
 * as they are; known library errors are translated; a database that cannot be reached is a 503 with
 * Retry-After (db/unavailable.ts); anything else is a 500 INTERNAL whose cause is logged
 * with the request id and never sent to the client.
 */
export function errorMiddleware(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const unavailable = !(caught instanceof HttpError) && isDatabaseUnavailable(caught);
      const known =
        caught instanceof HttpError
          ? caught
          : unavailable
            ? new HttpError(503, 'SERVICE_UNAVAILABLE', 'The database is unavailable; please retry shortly.')
            : fromLibraryError(caught as StatusError);
      const error = known ?? new HttpError(500, 'INTERNAL', INTERNAL_MESSAGE);
      if (unavailable) ctx.state.log?.warn({ err: caught }, 'database unavailable');
      if (!known) ctx.state.log?.error({ err: caught }, 'unhandled error');
      if (ctx.headerSent) {
        // A streamed answer (server-sent events) already started: nothing more can be said; end it.
        ctx.res.end();
        return;
      }
      ctx.status = error.status;
      for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
      // RFC 9110: a 401 names how to authenticate; an unavailable service says when to come back.
      if (error.status === 401 && !ctx.response.get('WWW-Authenticate'))
        ctx.set('WWW-Authenticate', 'Bearer realm="routier"');
      // (Not for NOT_CONFIGURED: a missing setting does not come back by waiting.)
      if (error.code === 'SERVICE_UNAVAILABLE' && !ctx.response.get('Retry-After'))
        ctx.set('Retry-After', '5');
      ctx.body = {
        code: error.code,
        message: error.message,
        ...(error.details?.length ? { details: error.details } : {}),
        requestId: ctx.state.requestId,
      };
    }
  };
}
