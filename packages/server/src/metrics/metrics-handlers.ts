import { timingSafeEqual } from 'node:crypto';
import { unauthenticated } from '../kernel/errors.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `GET /metrics`: Prometheus text; behind `METRICS_TOKEN` when the server has one. */
export function metricsHandlers({ config, metrics }: AppServices) {
  return defineHandlers({
    getMetrics: async (ctx) => {
      if (config.metricsToken) {
        const given = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1] ?? '';
        if (!sameSecret(given, config.metricsToken))
          throw unauthenticated('The metrics need the METRICS_TOKEN bearer token');
      }
      const { text, contentType } = await metrics.render();
      ctx.type = contentType;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = text;
    },
  });
}
