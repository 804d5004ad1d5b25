import type { Solver } from '../optimization/solver.js';
import { EngineSolver } from './engine-solver.js';

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

/** Runs jobs in this process (the work itself may use worker threads), tracking them for shutdown. */
export class InlineJobRunner implements JobRunner {
  readonly kind = 'inline' as const;
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

export function createJobRunner(kind: 'inline' | 'pgboss'): JobRunner {
  if (kind === 'pgboss') {
    throw new Error('JOB_RUNNER=pgboss is not available in this build yet; use JOB_RUNNER=inline.');
  }
  return new InlineJobRunner();
}
