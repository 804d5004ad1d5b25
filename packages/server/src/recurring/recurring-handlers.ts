import { withMemory } from '../geo/cache/memory-geocoder.js';
import { geoFor } from '../geo/geo-for-app.js';
import { currentUser } from '../kernel/current-user.js';
import { pageOf } from '../kernel/paging.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { todayIn } from '../kernel/time-zone.js';
import { readTimeZone } from '../users/settings-repository.js';
import { presentRecurring } from './recurring-presenter.js';
import { listRecurring } from './recurring-repository.js';
import {
  createRecurring,
  deleteRecurring,
  getRecurring,
  importRecurring,
  listOccurrences,
  updateRecurring,
  type RecurringDeps,
} from './recurring-service.js';

/** Recurring deliveries (document 2, Multi-Day Planning). */
export function recurringHandlers(services: AppServices) {
  const { knex } = services;
  const deps = (): RecurringDeps => ({ db: knex, geocoder: withMemory(geoFor(services)) });
  const today = async (userId: number) => todayIn(await readTimeZone(knex, userId));
  return defineHandlers({
    listRecurringDeliveries: async (ctx, { query }) => {
      const userId = currentUser(ctx).id;
      const { items, total } = await listRecurring(knex, userId, { isActive: query.isActive }, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      const date = await today(userId);
      ctx.body = items.map((r) => presentRecurring(r, date));
    },
    createRecurringDelivery: async (ctx, { body }) => {
      const userId = currentUser(ctx).id;
      const created = await createRecurring(deps(), userId, body);
      ctx.status = 201;
      ctx.body = presentRecurring(created, await today(userId));
    },
    importRecurringDeliveries: async (ctx, { body }) => {
      const userId = currentUser(ctx).id;
      const created = await importRecurring({ ...deps(), knex }, userId, body.deliveries);
      ctx.status = 201;
      const date = await today(userId);
      ctx.body = created.map((r) => presentRecurring(r, date));
    },
    getRecurringDelivery: async (ctx, { params }) => {
      const userId = currentUser(ctx).id;
      ctx.body = presentRecurring(await getRecurring(knex, userId, params.id), await today(userId));
    },
    updateRecurringDelivery: async (ctx, { params, body }) => {
      const userId = currentUser(ctx).id;
      ctx.body = presentRecurring(
        await updateRecurring(deps(), userId, params.id, body),
        await today(userId),
      );
    },
    deleteRecurringDelivery: async (ctx, { params }) => {
      await deleteRecurring(knex, currentUser(ctx).id, params.id);
      ctx.status = 204;
    },
    listRecurringOccurrences: async (ctx, { params, query }) => {
      ctx.body = await listOccurrences(knex, currentUser(ctx).id, params.id, query.from, query.to);
    },
  });
}
