/**
 * Leases of queued jobs (JOB_RUNNER=pgboss): a worker running a job writes its heartbeat each second; a job
 * whose worker stopped beating for the lease (killed, or cut off from the database) goes back to the queue,
 * and a job taken MAX_ATTEMPTS times is failed with a reason instead. Every process with the queue (servers
 * and workers) checks the leases every few seconds; the update is conditional, so each job is given back once.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { JobError } from '@routier/contract';
import type { JobQueue } from '../kernel/job-runner.js';
import { handBackJob, requeueStaleJobs } from './job-repository.js';

export const DEFAULT_LEASE_MS = 30_000;
export const MAX_ATTEMPTS = 3;
const CHECK_EVERY_MS = 5_000;

export const WORKERS_LOST: JobError = {
  code: 'SERVICE_UNAVAILABLE',
  message: `The workers running this job stopped ${MAX_ATTEMPTS} times while running it; please check its input and start it again.`,
};

/** Gives back the jobs whose lease ran out; answers how many went back to the queue and how many failed. */
export async function expireLeases(
  knex: Knex,
  queue: JobQueue,
  leaseMs: number,
): Promise<{ requeued: string[]; failed: string[] }> {
  return knex.transaction(async (trx) => {
    const outcome = await requeueStaleJobs(trx, new Date(Date.now() - leaseMs), MAX_ATTEMPTS, WORKERS_LOST);
    for (const id of outcome.requeued) await queue.enqueue(trx, id);
    return outcome;
  });
}

/** A stopping worker's job, back in the queue for another worker. */
export async function handBack(knex: Knex, queue: JobQueue, id: string, runner: string): Promise<void> {
  await knex.transaction(async (trx) => {
    if (await handBackJob(trx, id, runner)) await queue.enqueue(trx, id);
  });
}

/** Checks the leases every few seconds until the answered function is called. */
export function watchLeases(knex: Knex, queue: JobQueue, leaseMs: number, logger: Logger): () => void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    expireLeases(knex, queue, leaseMs)
      .then(({ requeued, failed }) => {
        if (requeued.length)
          logger.warn({ jobs: requeued }, 'jobs whose worker stopped went back to the queue');
        if (failed.length) logger.error({ jobs: failed }, `jobs failed after ${MAX_ATTEMPTS} attempts`);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'checking job leases failed'))
      .finally(() => {
        checking = false;
      });
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
