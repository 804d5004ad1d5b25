import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { pageOf } from '../kernel/paging.js';
import { listDrivers } from './driver-repository.js';
import { presentDriver } from './driver-presenter.js';
import {
  createDriver,
  createDrivers,
  deleteDriver,
  getDriver,
  rotateCalendarKey,
  updateDriver,
} from './driver-service.js';

/** Drivers (document 2, Shift & Schedule Management: the Drivers tab). */
export function driverHandlers({ knex }: AppServices) {
  return defineHandlers({
    listDrivers: async (ctx, { query }) => {
      const filter = { isActive: query.isActive };
      const { items, total } = await listDrivers(knex, currentUser(ctx).id, filter, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = items.map(presentDriver);
    },
    createDriver: async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = presentDriver(await createDriver(knex, currentUser(ctx).id, body));
    },
    importDrivers: async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = (await createDrivers(knex, currentUser(ctx).id, body.drivers)).map(presentDriver);
    },
    getDriver: async (ctx, { params }) => {
      ctx.body = presentDriver(await getDriver(knex, currentUser(ctx).id, params.id));
    },
    updateDriver: async (ctx, { params, body }) => {
      ctx.body = presentDriver(await updateDriver(knex, currentUser(ctx).id, params.id, body));
    },
    rotateDriverCalendarKey: async (ctx, { params }) => {
      ctx.body = presentDriver(await rotateCalendarKey(knex, currentUser(ctx).id, params.id));
    },
    deleteDriver: async (ctx, { params, query }) => {
      await deleteDriver(knex, currentUser(ctx).id, params.id, query.cascade === true);
      ctx.status = 204;
    },
  });
}
