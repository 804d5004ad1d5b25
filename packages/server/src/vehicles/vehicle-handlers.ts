import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { pageOf } from '../kernel/paging.js';
import { deleteVehicle, listVehicles } from './vehicle-repository.js';
import { presentVehicle } from './vehicle-presenter.js';
import {
  createVehicle,
  createVehicles,
  getVehicle,
  updateVehicle,
  vehicleNotFound,
} from './vehicle-service.js';
import { listVehicleTypeInfo } from './vehicle-types.js';

/** Vehicles (the user's fleet) and the public vehicle types. */
export function vehicleHandlers({ knex, plans }: AppServices) {
  return defineHandlers({
    listVehicleTypes: (ctx) => {
      ctx.body = listVehicleTypeInfo();
    },
    listVehicles: async (ctx, { query }) => {
      const { items, total } = await listVehicles(
        knex,
        currentUser(ctx).id,
        { isActive: query.isActive },
        pageOf(query),
      );
      ctx.set('X-Total-Count', String(total));
      ctx.body = items.map(presentVehicle);
    },
    createVehicle: async (ctx, { body }) => {
      await plans.check(currentUser(ctx).id, 'vehicles', 1);
      ctx.status = 201;
      ctx.body = presentVehicle(await createVehicle(knex, currentUser(ctx).id, body));
    },
    importVehicles: async (ctx, { body }) => {
      await plans.check(currentUser(ctx).id, 'vehicles', body.vehicles.length);
      ctx.status = 201;
      ctx.body = (await createVehicles(knex, currentUser(ctx).id, body.vehicles)).map(presentVehicle);
    },
    getVehicle: async (ctx, { params }) => {
      ctx.body = presentVehicle(await getVehicle(knex, currentUser(ctx).id, params.id));
    },
    updateVehicle: async (ctx, { params, body }) => {
      ctx.body = presentVehicle(await updateVehicle(knex, currentUser(ctx).id, params.id, body));
    },
    deleteVehicle: async (ctx, { params }) => {
      if (!(await deleteVehicle(knex, currentUser(ctx).id, params.id))) throw vehicleNotFound(params.id);
      ctx.status = 204;
    },
  });
}
