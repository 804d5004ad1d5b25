import type { Middleware } from 'koa';
import { pino, type Logger } from 'pino';
import type { AppState } from '../kernel/context.js';

export type { Logger };

/** JSON logs on stdout (pino). Secrets never reach them: cookies and Authorization are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'routier' },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
  });
}

/** A child logger per request (with its id) and one access line when the answer is sent. */
export function requestLogger(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    ctx.state.log = logger.child({ requestId: ctx.state.requestId });
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      // 4xx are the clients' business (a signed-out console asks for the user on every load): info.
      const level = ctx.status >= 500 ? 'error' : ctx.status === 429 ? 'warn' : 'info';
      ctx.state.log[level](
        { method: ctx.method, path: ctx.path, status: ctx.status, ms, operationId: ctx.state.operationId },
        'request',
      );
    }
  };
}
