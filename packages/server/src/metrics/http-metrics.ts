import type { Middleware } from 'koa';
import type { AppState } from '../kernel/context.js';
import type { Metrics } from '../kernel/metrics.js';

/**
 * Counts every answer and its latency by the operationId the router matched (a bounded set of labels:
 * never the raw path, whose ids would make a series per record); console files count as `static`, anything
 * else as `unmatched`. Placed after the error middleware's status is final.
 */
export function httpMetrics(metrics: Metrics): Middleware<AppState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const operation =
        ctx.state.operationId ??
        (ctx.path.startsWith('/api/') || ctx.path === '/api' ? 'unmatched' : 'static');
      metrics.httpRequest(ctx.method, operation, ctx.status, seconds);
    }
  };
}
