import type { Command } from 'commander';
import type { Cli } from '../core/cli.js';
import { loadServer } from '../core/server-module.js';
import { parseInteger } from '../core/args.js';
import type { CommandContext } from '../core/context.js';
import { UsageError } from '../io/errors.js';
import { examples, notes } from '../core/help.js';
import type { Result } from '../output/render.js';
import { serverConfig } from './serve.js';

export interface WorkerFlags {
  concurrency?: string;
  grace?: string;
  metricsPort?: string;
}

/**
 * `routier worker`: takes optimisation jobs from the queue servers started with JOB_RUNNER=pgboss share on
 * PostgreSQL, until SIGTERM or SIGINT (running jobs get the grace period, then go back to the queue).
 */
export async function workerCommand(
  ctx: CommandContext,
  flags: WorkerFlags,
): Promise<Result<{ stopped: true }>> {
  const config = await serverConfig({}, ctx.io.env);
  const concurrency =
    flags.concurrency === undefined ? undefined : parseInteger(flags.concurrency, '--concurrency', 1, 256);
  const graceMs =
    flags.grace === undefined ? undefined : parseInteger(flags.grace, '--grace', 0, 3600) * 1000;
  const metricsPort =
    flags.metricsPort === undefined ? undefined : parseInteger(flags.metricsPort, '--metrics-port', 0, 65535);
  const { ConfigError, createLogger, runUntilSignal, startWorker } = await loadServer();
  const logger = createLogger(config.logLevel);
  let worker;
  try {
    worker = await startWorker(config, { logger, concurrency, graceMs, metricsPort });
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  ctx.note(
    `Worker ${worker.id} is taking optimisation jobs, ${worker.concurrency} at a time` +
      (worker.metricsPort === undefined
        ? ''
        : `; metrics on http://localhost:${worker.metricsPort}/metrics`) +
      '. Ctrl+C stops it.',
  );
  await runUntilSignal(worker, logger);
  return { data: { stopped: true } };
}

export function register(program: Command, cli: Cli): void {
  const command = program
    .command('worker')
    .description('Run optimisation jobs from the shared PostgreSQL queue (servers with JOB_RUNNER=pgboss)')
    .option('--concurrency <n>', 'jobs run at once (default: the number of cores)')
    .option(
      '--grace <seconds>',
      'on SIGTERM, how long running jobs may finish before going back to the queue (default 10)',
    )
    .option(
      '--metrics-port <port>',
      'serve GET /metrics (Prometheus text) for the jobs run here on this port',
    )
    .action(cli.action(workerCommand));
  notes(
    command,
    `Needs DATABASE_URL (PostgreSQL), the same database as the servers, which run with JOB_RUNNER=pgboss: they
put each optimisation job in the queue and any worker, on any machine, runs it on its worker threads. Run as
many as you like. A worker killed outright loses nothing: its jobs go back to the queue once their lease
(30 s without a heartbeat) runs out, and a job whose workers die three times fails with a reason.
Configuration is the server's (README, Configuration): LOG_LEVEL, MIGRATE, the geocoder and router.`,
  );
  examples(
    command,
    'DATABASE_URL=postgres://db/routier routier worker',
    'DATABASE_URL=postgres://db/routier routier worker --concurrency 4 --metrics-port 9464',
  );
}
