import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { pageOf } from '../kernel/paging.js';
import { deleteFleetOptimization, listFleetOptimizations } from './fleet-optimization-repository.js';
import {
  createFleetOptimization,
  fleetOptimizationNotFound,
  getFleetOptimization,
  presentFleetOptimization,
} from './fleet-optimization-service.js';

/** Saved fleet optimisations (the optimisation itself is POST /api/fleet-optimizations/optimize). */
export function fleetOptimizationHandlers({ knex }: AppServices) {
  return defineHandlers({
    listFleetOptimizations: async (ctx, { query }) => {
      const { items, total } = await listFleetOptimizations(knex, currentUser(ctx).id, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = items.map(presentFleetOptimization);
    },
    createFleetOptimization: async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = presentFleetOptimization(await createFleetOptimization(knex, currentUser(ctx).id, body));
    },
    getFleetOptimization: async (ctx, { params }) => {
      ctx.body = presentFleetOptimization(await getFleetOptimization(knex, currentUser(ctx).id, params.id));
    },
    deleteFleetOptimization: async (ctx, { params }) => {
      if (!(await deleteFleetOptimization(knex, currentUser(ctx).id, params.id))) {
        throw fleetOptimizationNotFound(params.id);
      }
      ctx.status = 204;
    },
  });
}
