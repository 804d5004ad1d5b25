import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { validationFailed } from '../kernel/errors.js';
import { analyticsFor } from './analytics-service.js';

/** The Analytics screen's figures (document 2), computed in SQL over the user's routes and vehicles. */
export function analyticsHandlers({ knex, plans }: AppServices) {
  return defineHandlers({
    getAnalytics: async (ctx, { query }) => {
      await plans.check(currentUser(ctx).id, 'analytics');
      if (query.from && query.to && query.to < query.from) {
        throw validationFailed([
          { field: 'query.to', code: 'minimum', message: 'The end date must be on or after the start date' },
        ]);
      }
      ctx.body = await analyticsFor(knex, currentUser(ctx).id, { from: query.from, to: query.to });
    },
  });
}
