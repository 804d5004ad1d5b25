import type { Health, Readiness } from '@routier/contract';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { pingDatabase } from '../db/health-repository.js';
import { migrationStatus } from '../db/migrate.js';
import { HttpError, type ErrorDetail } from '../kernel/errors.js';

/**
 * Liveness (the process answers) and readiness (database reachable, migrations applied, the job queue
 * reachable with JOB_RUNNER=pgboss, not stopping).
 */
export function healthHandlers({ config, knex, lifecycle, startedAt, jobs }: AppServices) {
  const health = (ctx: { body: unknown }) => {
    const body: Health = {
      status: 'ok',
      version: config.version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    ctx.body = body;
  };

  const readiness = async (ctx: { body: unknown }) => {
    const problems: ErrorDetail[] = [];
    if (lifecycle.shuttingDown) problems.push({ field: 'server', message: 'The server is shutting down' });
    try {
      await pingDatabase(knex);
      const status = await migrationStatus(knex);
      if (status.pending.length) {
        problems.push({ field: 'migrations', message: `Pending migrations: ${status.pending.join(', ')}` });
      }
    } catch (error) {
      problems.push({
        field: 'database',
        message: (error as Error).message || 'The database is not reachable',
      });
    }
    if (jobs.queue) {
      try {
        await jobs.queue.check();
      } catch (error) {
        problems.push({
          field: 'queue',
          message: (error as Error).message || 'The job queue is not reachable',
        });
      }
    }
    if (problems.length) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', problems[0].message, { details: problems });
    }
    const body: Readiness = {
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', ...(jobs.queue ? { queue: 'ok' as const } : {}) },
    };
    ctx.body = body;
  };

  return defineHandlers({
    getHealth: health,
    getApiHealth: health,
    getReadiness: readiness,
    getApiReadiness: readiness,
  });
}
