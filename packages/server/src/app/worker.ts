/**
 * `routier worker`: a process that serves no API and runs the optimisation jobs servers started with
 * JOB_RUNNER=pgboss put in the queue (PostgreSQL), `concurrency` at a time on the engine's worker threads.
 * SIGTERM stops taking jobs, lets running ones finish for the grace period, then gives the rest back to the
 * queue for another worker. Its metrics (jobs run here) answer on an optional port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { ConfigError, type Config } from '../config/config.js';
import { openDatabase, type Database } from '../db/database.js';
import { createLogger } from '../http/logger.js';
import { EngineSolver } from '../jobs/engine-solver.js';
import { jobServiceFor } from '../jobs/job-service-for.js';
import { QueueJobRunner } from '../jobs/job-runner.js';
import { PgBossQueue } from '../jobs/pgboss-queue.js';
import { QUEUED } from '../jobs/job-repository.js';
import { createServices } from './create-app.js';
import { prepareSchema } from './server.js';

export interface WorkerOptions {
  logger?: Logger;
  /** Jobs run at once (default: the machine's cores). */
  concurrency?: number;
  /** How long SIGTERM waits for running jobs before giving them back (default 10 s). */
  graceMs?: number;
  /** A job whose worker has not written for this long goes back to the queue (default 30 s). */
  leaseMs?: number;
  /** Serve GET /metrics (Prometheus text) on this port (0: any free port); none when undefined. */
  metricsPort?: number;
}

export interface RunningWorker {
  /** This worker's name in optimization_jobs.runner (`queue:<host>:<pid>:<random>`). */
  id: string;
  concurrency: number;
  database: Database;
  /** The metrics port when one was asked for. */
  metricsPort?: number;
  /** Graceful stop: no new jobs, running ones finish within the grace period or go back to the queue. */
  close(): Promise<void>;
}

export async function startWorker(config: Config, options: WorkerOptions = {}): Promise<RunningWorker> {
  if (!config.databaseUrl) {
    throw new ConfigError(
      'routier worker needs DATABASE_URL (PostgreSQL): it takes jobs from the queue servers share there ' +
        '(JOB_RUNNER=pgboss). A server on the embedded database runs its jobs itself.',
    );
  }
  const logger = options.logger ?? createLogger(config.logLevel);
  const concurrency = options.concurrency ?? os.availableParallelism();
  const graceMs = options.graceMs ?? 10_000;
  const id = `${QUEUED}:${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const queue = new PgBossQueue(config.databaseUrl, logger);
  const runner = new QueueJobRunner(
    queue,
    { knex: database.knex, logger, leaseMs: options.leaseMs },
    { solver: new EngineSolver({ size: Math.min(concurrency, os.availableParallelism()) }) },
  );
  try {
    await prepareSchema(config, database, logger);
    await runner.start();
  } catch (error) {
    await database.close();
    throw error;
  }
  const lifecycle = { shuttingDown: false };
  const services = createServices({ config, database, logger, jobs: runner, lifecycle });
  const jobs = jobServiceFor(services);
  services.events.start();

  const taking = new Set<Promise<void>>();
  runner.beforeQueueCloses = () => Promise.allSettled([...taking]);
  await queue.work(concurrency, (jobId) => {
    const run = jobs.runQueued(jobId, id).catch((error: unknown) => {
      logger.error({ err: error, jobId }, 'running a queued job failed');
    });
    taking.add(run);
    return run.finally(() => taking.delete(run));
  });

  let metricsServer: http.Server | undefined;
  if (options.metricsPort !== undefined) {
    metricsServer = http.createServer((req, res) => {
      if (req.url !== '/metrics') return res.writeHead(404).end();
      services.metrics.render().then(
        ({ text, contentType }) => res.writeHead(200, { 'content-type': contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => metricsServer!.listen(options.metricsPort, resolve));
  }

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      lifecycle.shuttingDown = true;
      logger.info({ running: taking.size }, 'worker stopping');
      await queue.stopWorking();
      // Running jobs get the grace period; then the runner aborts them and they go back to the queue.
      await runner.stop(graceMs);
      await services.events.stop();
      metricsServer?.close();
      await database.close();
      logger.info('worker stopped');
    })();
    return closing;
  };
  logger.info({ worker: id, concurrency }, 'Routier worker is taking jobs');
  return {
    id,
    concurrency,
    database,
    metricsPort: metricsServer ? (metricsServer.address() as AddressInfo).port : undefined,
    close,
  };
}
