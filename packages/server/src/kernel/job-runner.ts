import type { Knex } from 'knex';
import type { Solver } from './solver.js';

/**
 * The shared queue of JOB_RUNNER=pgboss: servers enqueue optimisation jobs (stored in optimization_jobs),
 * `routier worker` processes take and run them.
 */
export interface JobQueue {
  /** Enqueues job `jobId` as part of `trx`: it is sent when, and only if, the transaction commits. */
  enqueue(trx: Knex.Transaction, jobId: string): Promise<void>;
  /** Rejects when the queue cannot be reached (readiness). */
  check(): Promise<void>;
}

/**
 * Where long work (optimisation solves, batches) runs, behind one interface so the server can use an
 * in-process runner (the default, and the only one on the embedded database) or a pg-boss queue served by
 * `routier worker` processes (JOB_RUNNER=pgboss). The planning API builds its job resource on this.
 */
export interface JobRunner {
  readonly kind: 'inline' | 'pgboss';
  /** With JOB_RUNNER=pgboss: where jobs go (optimisation jobs run in workers, not in this process). */
  readonly queue?: JobQueue;
  /**
   * Where solves run: the engine's worker-thread pool, one per process (never the event loop). Closed by
   * `stop` once the running work has ended.
   */
  readonly solver: Solver;
  /**
   * Runs `work` and answers its result. The signal aborts when the runner stops (shutdown) or the caller's
   * own `signal` aborts (for example the client went away).
   */
  run<T>(
    name: string,
    work: (signal: AbortSignal) => Promise<T>,
    options?: { signal?: AbortSignal },
  ): Promise<T>;
  /** How many jobs are running now. */
  readonly active: number;
  start(): Promise<void>;
  /**
   * Stops taking new work and waits for running jobs; after `graceMs` they are aborted and awaited. Then
   * closes the solver.
   */
  stop(graceMs: number): Promise<void>;
}

export class RunnerStoppedError extends Error {
  constructor() {
    super('The job runner is shutting down.');
    this.name = 'RunnerStoppedError';
  }
}
