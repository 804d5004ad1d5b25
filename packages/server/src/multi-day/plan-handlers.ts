import { withMemory } from '../geo/cache/memory-geocoder.js';
import { geoFor } from '../geo/geo-for-app.js';
import { answerUnlessGone } from '../kernel/client-abort.js';
import { currentUser } from '../kernel/current-user.js';
import { pageOf } from '../kernel/paging.js';
import { byUserOrIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { presentAssignment, presentPlan } from './plan-presenter.js';
import { listAssignments, listPlans } from './plan-repository.js';
import { checkMultiDayInput, optimizeMultiDay, type MultiDayDeps } from './plan-optimize.js';
import { createPlan, deletePlan, getPlan, updatePlan } from './plan-service.js';

/** Builds what plan generation needs from the app's services (also used by jobs of kind `multiDay`). */
export function multiDayDeps(services: AppServices): MultiDayDeps {
  const geo = geoFor(services);
  return {
    knex: services.knex,
    geocoder: withMemory(geo),
    router: geo.router,
    solver: services.jobs.solver,
    plans: services.plans,
    events: services.events,
  };
}

/** Multi-day plans (document 2, Multi-Day Planning). */
export function multiDayHandlers(services: AppServices) {
  const { knex } = services;
  const limited = [rateLimit(services.limiters.general, byUserOrIp, 'optimize:')];
  return defineHandlers({
    listMultiDayPlans: async (ctx, { query }) => {
      const { items, total } = await listPlans(knex, currentUser(ctx).id, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = items.map(presentPlan);
    },
    createMultiDayPlan: async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = presentPlan(await createPlan(knex, currentUser(ctx).id, body));
    },
    getMultiDayPlan: async (ctx, { params }) => {
      const userId = currentUser(ctx).id;
      const plan = await getPlan(knex, userId, params.id);
      ctx.body = {
        ...presentPlan(plan),
        assignments: (await listAssignments(knex, userId, plan.id)).map(presentAssignment),
      };
    },
    updateMultiDayPlan: async (ctx, { params, body }) => {
      ctx.body = presentPlan(await updatePlan(knex, currentUser(ctx).id, params.id, body));
    },
    deleteMultiDayPlan: async (ctx, { params }) => {
      await deletePlan(knex, currentUser(ctx).id, params.id);
      ctx.status = 204;
    },
    optimizeMultiDayPlan: {
      middleware: limited,
      handler: async (ctx, { params, body }) => {
        const userId = currentUser(ctx).id;
        const input = { ...body, planId: params.id };
        await checkMultiDayInput(knex, userId, input);
        await answerUnlessGone(ctx, (signal) =>
          services.jobs.run(
            'optimize:multiDay',
            (runnerSignal) =>
              optimizeMultiDay(multiDayDeps(services), userId, input, { signal: runnerSignal }),
            { signal },
          ),
        );
      },
    },
  });
}
