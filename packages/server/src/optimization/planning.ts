/**
 * The planning services of one app, built once from its AppServices: the optimisation service (resource
 * ports, geo providers, the job runner's solver) and the job service. Shared by the optimisation, job and
 * geocoding handlers.
 */
import type { AppServices } from '../app/services.js';
import { withMemory } from '../geocoding/memory-geocoder.js';
import { planningGeo } from '../planning/geo.js';
import { JobService } from '../jobs/job-service.js';
import { OptimizationService } from './optimization-service.js';
import { knexPlanningPorts } from './planning-ports.js';

export interface Planning {
  optimizations: OptimizationService;
  jobs: JobService;
}

const built = new WeakMap<AppServices, Planning>();

export function planningFor(services: AppServices): Planning {
  let planning = built.get(services);
  if (!planning) {
    const geo = planningGeo(services);
    const geocoder = withMemory(geo);
    const router = geo.router;
    const optimizations = new OptimizationService({
      ports: knexPlanningPorts(services.knex),
      geocoder,
      router,
      solver: services.jobs.solver,
    });
    const jobs = new JobService({
      knex: services.knex,
      runner: services.jobs,
      optimizations,
      logger: services.logger,
      lifecycle: services.lifecycle,
    });
    planning = { optimizations, jobs };
    built.set(services, planning);
  }
  return planning;
}
