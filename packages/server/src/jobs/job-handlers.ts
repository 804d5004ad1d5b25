/**
 * The optimisation-job resource. Creating is rate-limited with the optimisation calls' budget; the event
 * stream (text/event-stream) sends the current state at once, progress events while the job runs, and
 * exactly one terminal event (`done`, `failed`, `cancelled`) before it ends. Streams end when the server
 * begins shutting down (clients reconnect, or read the job with GET).
 */
import type { AppContext } from '../kernel/context.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { jobServiceFor } from './job-service-for.js';
import { byUserOrIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { SseStream } from './sse.js';

/** How often an open stream checks whether the server is shutting down. */
const SHUTDOWN_CHECK_MS = 1000;

export function jobHandlers(services: AppServices) {
  const userOf = (ctx: AppContext) => ctx.state.user!.id;
  return defineHandlers({
    listOptimizationJobs: async (ctx, { query }) => {
      const { jobs, total } = await jobServiceFor(services).list(userOf(ctx), {
        statuses: query.status,
        limit: query.limit ?? 1000,
        offset: query.offset ?? 0,
      });
      ctx.set('X-Total-Count', String(total));
      ctx.body = jobs;
    },
    createOptimizationJob: {
      middleware: [rateLimit(services.limiters.general, byUserOrIp, 'optimize:')],
      handler: async (ctx, { body }) => {
        const job = await jobServiceFor(services).create(userOf(ctx), body);
        ctx.status = 202;
        ctx.set('Location', `/api/optimization-jobs/${job.id}`);
        ctx.body = job;
      },
    },
    getOptimizationJob: async (ctx, { params }) => {
      ctx.body = await jobServiceFor(services).get(userOf(ctx), params.jobId);
    },
    cancelOptimizationJob: async (ctx, { params }) => {
      ctx.body = await jobServiceFor(services).cancel(userOf(ctx), params.jobId);
    },
    streamOptimizationJobEvents: async (ctx, { params }) => {
      const jobs = jobServiceFor(services);
      // Resolve the job first, so an unknown job is a plain 404 rather than a stream.
      await jobs.get(userOf(ctx), params.jobId, false);
      const sse = new SseStream(ctx);
      const unsubscribe = await jobs.follow(userOf(ctx), params.jobId, (event, job) => {
        sse.send(event, job);
        if (event !== 'progress') sse.end();
      });
      sse.onEnd(unsubscribe);
      const shutdownCheck = setInterval(() => {
        if (services.lifecycle.shuttingDown) sse.end();
      }, SHUTDOWN_CHECK_MS);
      sse.onEnd(() => clearInterval(shutdownCheck));
    },
  });
}
