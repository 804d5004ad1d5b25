import type { Solver } from './solver.js';

/**
 * Where long work (optimisation solves, batches) runs, behind one interface so the server can use an
 * in-process runner (the default, and the only one on the embedded database) or a pg-boss queue served by
 * `routier worker` processes (JOB_RUNNER=pgboss). The planning API builds its job resource on this.
 */
export interface JobRunner {
  readonly kind: 'inline' | 'pgboss';
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
