import { defineHandlers } from '../app/registry.js';
import type { AppServices } from '../app/services.js';
import { currentUser } from '../auth/authenticate.js';
import { dashboardStats } from './dashboard-service.js';

/** The dashboard's and the analytics screen's statistics. */
export function dashboardHandlers({ knex }: AppServices) {
  return defineHandlers({
    getDashboardStats: async (ctx) => {
      ctx.body = await dashboardStats(knex, currentUser(ctx).id);
    },
  });
}
