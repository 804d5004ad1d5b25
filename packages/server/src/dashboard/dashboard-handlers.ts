import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { dashboardStats } from './dashboard-service.js';

/** The dashboard's and the analytics screen's statistics. */
export function dashboardHandlers({ knex }: AppServices) {
  return defineHandlers({
    getDashboardStats: async (ctx) => {
      ctx.body = await dashboardStats(knex, currentUser(ctx).id);
    },
  });
}
