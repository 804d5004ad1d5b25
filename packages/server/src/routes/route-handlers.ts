import type { Middleware } from 'koa';
import { CSV_LIMITS } from '@routier/contract';
import type { AppState } from '../kernel/context.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { withMemory } from '../geo/cache/memory-geocoder.js';
import { geoFor } from '../geo/geo-for-app.js';
import { pageOf } from '../kernel/paging.js';
import { byUserOrIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { csvTooLarge, importRoutesCsv } from './csv-import.js';
import { geocodedRoutes } from './geocoded-routes.js';
import { deleteRoute, listRoutes } from './route-repository.js';
import { presentRoute, presentRoutes } from './route-presenter.js';
import { createRoute, getRoute, routeNotFound, updateRoute, type RouteDeps } from './route-service.js';

/**
 * The 5 MB limit counts the file's UTF-8 bytes, before validation: the contract's maxLength counts
 * characters and would answer 400 instead of 413 for a file of multi-byte text.
 */
const csvSizeLimit: Middleware<AppState> = async (ctx, next) => {
  const data = (ctx.request.body as { csvData?: unknown } | undefined)?.csvData;
  if (typeof data === 'string' && Buffer.byteLength(data, 'utf8') > CSV_LIMITS.maxBytes) throw csvTooLarge();
  await next();
};

/** Saved routes: list, map view, pending, CRUD, CSV import. */
export function routeHandlers(services: AppServices) {
  const { knex, limiters } = services;
  // The same in-memory layer over the database cache as optimisation: saves, imports and the map share it.
  const deps = (): RouteDeps => ({
    knex,
    geocoder: withMemory(geoFor(services)),
    plans: services.plans,
    events: services.events,
  });
  return defineHandlers({
    listRoutes: async (ctx, { query }) => {
      const filter = { from: query.from, to: query.to, statuses: query.status, vehicleId: query.vehicleId };
      const { items, total } = await listRoutes(knex, currentUser(ctx).id, filter, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = await presentRoutes(knex, currentUser(ctx).id, items);
    },
    listGeocodedRoutes: async (ctx, { query }) => {
      const filter = { from: query.from, to: query.to, statuses: query.status };
      const { items, total } = await listRoutes(knex, currentUser(ctx).id, filter, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = await geocodedRoutes(deps().geocoder, items);
    },
    listPendingRoutes: async (ctx, { query }) => {
      const filter = { statuses: ['pending' as const] };
      const { items, total } = await listRoutes(knex, currentUser(ctx).id, filter, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = await presentRoutes(knex, currentUser(ctx).id, items);
    },
    createRoute: async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = presentRoute(await createRoute(deps(), currentUser(ctx).id, body));
    },
    getRoute: async (ctx, { params }) => {
      ctx.body = (
        await presentRoutes(knex, currentUser(ctx).id, [await getRoute(knex, currentUser(ctx).id, params.id)])
      )[0];
    },
    updateRoute: async (ctx, { params, body }) => {
      const route = await updateRoute(deps(), currentUser(ctx).id, params.id, body);
      ctx.body = (await presentRoutes(knex, currentUser(ctx).id, [route]))[0];
    },
    deleteRoute: async (ctx, { params }) => {
      if (!(await deleteRoute(knex, currentUser(ctx).id, params.id))) throw routeNotFound(params.id);
      ctx.status = 204;
    },
    uploadRoutesCsv: {
      middleware: [rateLimit(limiters.general, byUserOrIp, 'upload-csv:'), csvSizeLimit],
      handler: async (ctx, { query, body }) => {
        const dryRun = query.dryRun === true;
        const result = await importRoutesCsv(deps(), currentUser(ctx).id, body, dryRun);
        ctx.status = dryRun ? 200 : 201;
        ctx.body = result;
      },
    },
  });
}
