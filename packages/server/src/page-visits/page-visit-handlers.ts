import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { byIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { insertPageVisit } from './page-visit-repository.js';

/** Page-visit analytics. Storage failures are logged, never surfaced: tracking must not break a page. */
export function pageVisitHandlers({ knex, limiters }: AppServices) {
  return defineHandlers({
    trackPageVisit: {
      middleware: [rateLimit(limiters.tracking, byIp, 'track:')],
      handler: async (ctx, { body }) => {
        try {
          await insertPageVisit(knex, {
            userId: ctx.state.user?.id ?? null,
            path: body.path,
            visitedAt: body.timestamp,
            referrer: body.referrer,
            userAgent: body.userAgent ?? ctx.get('User-Agent'),
            viewport: body.viewport,
          });
        } catch (error) {
          ctx.state.log.warn({ err: error }, 'page visit not stored');
        }
        ctx.status = 204;
      },
    },
  });
}
