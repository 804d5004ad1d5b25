import { RunnerStoppedError, type JobRunner } from '../kernel/job-runner.js';
import type { Solver } from '../kernel/solver.js';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import { EngineSolver } from './engine-solver.js';
import { DEFAULT_LEASE_MS, watchLeases } from './job-leases.js';
import { PgBossQueue } from './pgboss-queue.js';

/** Runs jobs in this process (the work itself may use worker threads), tracking them for shutdown. */
export class InlineJobRunner implements JobRunner {
  readonly kind: 'inline' | 'pgboss' = 'inline';
  readonly solver: Solver;
  private readonly running = new Set<{ promise: Promise<unknown>; controller: AbortController }>();
  private stopping = false;

  /** `solver` defaults to the engine's worker-thread pool sized to the machine. */
  constructor(options: { solver?: Solver } = {}) {
    this.solver = options.solver ?? new EngineSolver();
  }

  get active(): number {
    return this.running.size;
  }

  async start(): Promise<void> {
    this.stopping = false;
  }

  run<T>(
    _name: string,
    work: (signal: AbortSignal) => Promise<T>,
    options: { signal?: AbortSignal } = {},
  ): Promise<T> {
    if (this.stopping) return Promise.reject(new RunnerStoppedError());
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) controller.abort(options.signal.reason);
    const promise = Promise.resolve().then(() => work(controller.signal));
    const entry = { promise, controller };
    this.running.add(entry);
    const cleanup = () => {
      this.running.delete(entry);
      options.signal?.removeEventListener('abort', onAbort);
    };
    promise.then(cleanup, cleanup);
    return promise;
  }

  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    const all = () => Promise.allSettled([...this.running].map((e) => e.promise));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      all().then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), graceMs);
      }),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      for (const entry of this.running) entry.controller.abort(new RunnerStoppedError());
      await all();
    }
    await this.solver.close();
  }
}

/**
 * JOB_RUNNER=pgboss: optimisation jobs go to the shared queue (pg-boss on DATABASE_URL) for `routier worker`
 * processes; what still runs here (synchronous solves, and a worker's jobs) runs as inline. Every process
 * with the queue watches the workers' leases (jobs/job-leases.ts).
 */
export class QueueJobRunner extends InlineJobRunner {
  override readonly kind = 'pgboss' as const;
  private unwatch: (() => void) | undefined;
  /** Awaited between the end of the running work and closing the queue (a worker's last hand-backs). */
  beforeQueueCloses: () => Promise<unknown> = async () => {};

  constructor(
    readonly queue: PgBossQueue,
    private readonly leases: { knex: Knex; logger: Logger; leaseMs?: number },
    options: { solver?: Solver } = {},
  ) {
    super(options);
  }

  override async start(): Promise<void> {
    await super.start();
    await this.queue.start();
    const { knex, logger, leaseMs = DEFAULT_LEASE_MS } = this.leases;
    this.unwatch = watchLeases(knex, this.queue, leaseMs, logger);
  }

  override async stop(graceMs: number): Promise<void> {
    this.unwatch?.();
    await super.stop(graceMs);
    await this.beforeQueueCloses();
    await this.queue.stop();
  }
}

export function createJobRunner(
  config: Pick<Config, 'jobRunner' | 'databaseUrl'>,
  knex: Knex,
  logger: Logger,
): JobRunner {
  if (config.jobRunner === 'pgboss' && config.databaseUrl) {
    return new QueueJobRunner(new PgBossQueue(config.databaseUrl, logger), { knex, logger });
  }
  return new InlineJobRunner();
}
