import { RunnerStoppedError, type JobRunner } from '../kernel/job-runner.js';
import type { Solver } from '../kernel/solver.js';
import { EngineSolver } from './engine-solver.js';

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
