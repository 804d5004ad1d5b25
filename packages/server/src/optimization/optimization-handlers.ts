/**
 * The synchronous optimisation calls. Each runs its checks, then its work through the job runner (so
 * shutdown waits for it) with the solve in the worker pool, and is cancelled when the client goes away.
 * Rate-limited per user with the general limiter (one budget for every optimisation call).
 */
import type { JobKind } from '@routier/contract';
import type { AppContext } from '../kernel/context.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { HttpError } from '../kernel/errors.js';
import { byUserOrIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { answerUnlessGone } from '../kernel/client-abort.js';
import type { KindInputs } from './optimization-service.js';
import { optimizationsFor } from './optimizations-for.js';
import { solveFailure } from './solve-errors.js';
import { reoptimizeRoute } from './reoptimize.js';
import { reoptimizeFleet } from './fleet-reoptimize.js';
import {
  getFleetOptimization,
  presentFleetOptimization,
  saveFleetReplan,
} from '../fleet-optimizations/fleet-optimization-service.js';
import { findRoutesByIds, type RouteRecord } from '../routes/route-repository.js';
import { presentRoutes } from '../routes/route-presenter.js';

export function optimizationHandlers(services: AppServices) {
  const limited = [rateLimit(services.limiters.general, byUserOrIp, 'optimize:')];

  /** `work` through the job runner (shutdown waits for it); its failures as the API's errors. */
  const solving = <T>(name: string, work: (signal: AbortSignal) => Promise<T>, signal: AbortSignal) =>
    services.jobs.run(name, work, { signal }).catch((error: unknown) => {
      throw signal.aborted ? error : solveFailure(error);
    });

  const optimize = async <K extends JobKind>(ctx: AppContext, kind: K, input: KindInputs[K]) => {
    const userId = ctx.state.user!.id;
    const optimizations = optimizationsFor(services);
    const prepared = await optimizations.prepare(kind, userId, input);
    await answerUnlessGone(ctx, (signal) =>
      solving(
        `optimize:${kind}`,
        (runnerSignal) => prepared.run({ signal: runnerSignal, log: ctx.state.log }),
        signal,
      ),
    );
  };

  return defineHandlers({
    optimizeRoute: { middleware: limited, handler: (ctx, { body }) => optimize(ctx, 'basic', body) },
    optimizeRouteAdvanced: {
      middleware: limited,
      handler: async (ctx, { body }) => {
        await services.plans.check(currentUser(ctx).id, 'advancedConstraints');
        await optimize(ctx, 'advanced', body);
      },
    },
    optimizeFleet: { middleware: limited, handler: (ctx, { body }) => optimize(ctx, 'fleet', body) },
    batchOptimizeRoutes: { middleware: limited, handler: (ctx, { body }) => optimize(ctx, 'batch', body) },
    reoptimizeRoute: {
      middleware: limited,
      handler: async (ctx, { params, body }) => {
        const userId = currentUser(ctx).id;
        const { deps } = optimizationsFor(services);
        await answerUnlessGone(ctx, async (signal) => {
          const { result } = await solving(
            'optimize:reoptimize',
            (runnerSignal) => reoptimizeRoute(deps, userId, params.id, body, { signal: runnerSignal }),
            signal,
          );
          const save = body.save ?? true;
          const update = {
            optimizedRoute: result.plan,
            totalDistance: result.totalDistance,
            estimatedTime: result.estimatedTime,
            totalCost: result.totalCost,
            reordered: result.stops,
          };
          if (save && !(await deps.ports.saveRouteOptimization(userId, params.id, update)))
            throw new HttpError(404, 'ROUTE_NOT_FOUND', `Route ${params.id} not found`);
          const [stored] = await findRoutesByIds(services.knex, userId, [params.id]);
          if (!stored) throw new HttpError(404, 'ROUTE_NOT_FOUND', `Route ${params.id} not found`);
          const shown: RouteRecord = save
            ? stored
            : {
                ...stored,
                ...update,
                optimizedRoute: result.plan,
                destinations: result.stops as RouteRecord['destinations'],
                totalsStale: false,
              };
          const [route] = await presentRoutes(services.knex, userId, [shown]);
          return { route, diff: result.diff, saved: save };
        });
      },
    },
    reoptimizeFleetOptimization: {
      middleware: limited,
      handler: async (ctx, { params, body }) => {
        const userId = currentUser(ctx).id;
        const { deps } = optimizationsFor(services);
        const record = await getFleetOptimization(services.knex, userId, params.id);
        await answerUnlessGone(ctx, async (signal) => {
          const replan = await solving(
            'optimize:fleet-reoptimize',
            (runnerSignal) => reoptimizeFleet(deps, userId, record, body, { signal: runnerSignal }),
            signal,
          );
          const save = body.save ?? true;
          const stored = save ? await saveFleetReplan(services.knex, userId, params.id, replan) : record;
          return {
            fleetOptimization: presentFleetOptimization(stored),
            solution: replan.solution,
            diff: replan.diff,
            saved: save,
          };
        });
      },
    },
  });
}
