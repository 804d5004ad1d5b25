/** The job service of one app, built once from its AppServices on the app's optimisation service. */
import type { AppServices } from '../kernel/services.js';
import { optimizationsFor } from '../optimization/optimizations-for.js';
import { JobService } from './job-service.js';

const built = new WeakMap<AppServices, JobService>();

export function jobServiceFor(services: AppServices): JobService {
  let jobs = built.get(services);
  if (!jobs) {
    jobs = new JobService({
      knex: services.knex,
      runner: services.jobs,
      optimizations: optimizationsFor(services),
      logger: services.logger,
      lifecycle: services.lifecycle,
      events: services.events,
      metrics: services.metrics,
    });
    built.set(services, jobs);
  }
  return jobs;
}
