/**
 * The optimisation service of one app, built once from its AppServices (resource ports over the database, the
 * app's geo providers behind the memory layer, the job runner's solver). Shared by the optimisation handlers
 * and the job service (jobs/job-service-for.ts).
 */
import { withMemory } from '../geo/cache/memory-geocoder.js';
import { geoFor } from '../geo/geo-for-app.js';
import type { AppServices } from '../kernel/services.js';
import { multiDayDeps } from '../multi-day/plan-handlers.js';
import { knexPlanningPorts } from './knex-ports.js';
import { OptimizationService } from './optimization-service.js';

const built = new WeakMap<AppServices, OptimizationService>();

export function optimizationsFor(services: AppServices): OptimizationService {
  let optimizations = built.get(services);
  if (!optimizations) {
    const geo = geoFor(services);
    optimizations = new OptimizationService(
      {
        ports: knexPlanningPorts(services.knex, services.events),
        geocoder: withMemory(geo),
        router: geo.router,
        solver: services.jobs.solver,
      },
      multiDayDeps(services),
    );
    built.set(services, optimizations);
  }
  return optimizations;
}
