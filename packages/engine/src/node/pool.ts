import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { EngineError, type EngineErrorCode } from '../model/errors.js';
import type { ProblemInput, ProgressEvent, SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import type { MultiDayInput, MultiDayOptions, MultiDaySolution } from '../multi-day/model.js';
import type { VroomSolveOptions } from '../vroom/solve-vroom.js';
import type { VroomProblem, VroomSolution } from '../model/vroom.js';
import { plainOptions, type SerializedError, type SolveRequest, type WorkerReply } from './protocol.js';

export interface SolverPoolOptions {
  /** Number of worker threads. Default: os.availableParallelism() (at least 1). */
  size?: number;
  /** Worker module; default the engine's own (`worker.js`). A custom one calls `runSolverWorker(solve)`. */
  workerUrl?: URL;
}

export interface PoolSolveControl {
  onProgress?: (event: ProgressEvent) => void;
  /** Cancels the solve: the worker stops and the best solution so far is returned. */
  signal?: AbortSignal;
  /**
   * Makes `timeLimitMs` a deadline for the answer rather than for the search alone: the time the solve waits
   * for a free worker is taken off its limit, down to this floor. A busy pool then answers in about the same
   * time as an idle one, with shorter searches. Unset: the search always gets its whole limit.
   */
  minTimeLimitMs?: number;
}

export type BatchOutcome = { solution: Solution } | { error: { code: string; message: string } };

/** Follows and cancels a batch, problem by problem. */
export interface BatchControl {
  /**
   * Progress of each solve, tagged with its problem's position in `problems`: that solve's iterations, best
   * cost and elapsed time (from its own start: a queued problem starts when a worker frees up).
   */
  onProgress?: (index: number, event: ProgressEvent) => void;
  /** Cancels every solve of the batch: each answers its best solution so far (`stoppedBy: 'cancelled'`). */
  signal?: AbortSignal;
}

/** Failures of the pool itself (not of the input): a crashed worker, a closed pool. */
export class SolverPoolError extends Error {
  readonly code: 'WORKER_CRASHED' | 'POOL_CLOSED' | 'INTERNAL';
  constructor(code: SolverPoolError['code'], message: string) {
    super(message);
    this.name = 'SolverPoolError';
    this.code = code;
  }
}

export interface SolverPool {
  readonly size: number;
  /** Solves on a free worker (queued FIFO when all are busy). Invalid input rejects with an EngineError. */
  solve(problem: ProblemInput, options?: SolveOptions, control?: PoolSolveControl): Promise<Solution>;
  /**
   * Solves every problem across the workers; never rejects: each outcome is a solution or an error.
   * `options.onProgress` would get every problem's events untagged: follow a batch with `control.onProgress`.
   */
  solveMany(
    problems: readonly ProblemInput[],
    options?: SolveOptions,
    control?: BatchControl,
  ): Promise<BatchOutcome[]>;
  /** Plans a horizon of days (`solveMultiDay`) on a free worker, queued with the solves. */
  solveMultiDay(
    input: MultiDayInput,
    options?: MultiDayOptions,
    control?: PoolSolveControl,
  ): Promise<MultiDaySolution>;
  /** Solves a VROOM-format problem (`solveVroom`) on a free worker, queued with the solves. */
  solveVroom(
    problem: VroomProblem,
    options?: VroomSolveOptions,
    control?: PoolSolveControl,
  ): Promise<VroomSolution>;
  /** Terminates the workers; queued and running solves reject with POOL_CLOSED. */
  close(): Promise<void>;
}

type Work =
  | { kind?: undefined; problem: ProblemInput; options: SolveOptions }
  | { kind: 'multiDay'; problem: MultiDayInput; options: MultiDayOptions }
  | { kind: 'vroom'; problem: VroomProblem; options: VroomSolveOptions };

type Task = Work & {
  id: number;
  queuedAt: number;
  minTimeLimitMs: number | undefined;
  flag: Int32Array;
  onProgress: ((event: ProgressEvent) => void) | undefined;
  // The reply's type follows the request's kind.
  resolve: (s: never) => void;
  reject: (e: Error) => void;
  cleanup: () => void;
};

interface Slot {
  worker: Worker;
  task: Task | null;
}

export function revive(e: SerializedError): Error {
  if (e.name === 'EngineError') return new EngineError(e.code as EngineErrorCode, e.message, e.path);
  return new SolverPoolError('INTERNAL', e.message);
}

/** A solve's options with the time it waited taken off its limit (PoolSolveControl.minTimeLimitMs). */
function withWaitTaken(task: Task & { kind?: undefined }): SolveOptions {
  const { timeLimitMs } = task.options;
  if (task.minTimeLimitMs === undefined || timeLimitMs === undefined) return task.options;
  const waited = performance.now() - task.queuedAt;
  return { ...task.options, timeLimitMs: Math.max(task.minTimeLimitMs, timeLimitMs - waited) };
}

export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism());
}

/**
 * A pool of solver worker threads. Each worker runs one solve at a time; a worker that dies is replaced and
 * its solve rejects with WORKER_CRASHED. Idle workers are unref'd, so an idle pool does not keep the
 * process alive (still call close()).
 */
export function createSolverPool(options: SolverPoolOptions = {}): SolverPool {
  const size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
  const workerUrl = options.workerUrl ?? new URL('./worker.js', import.meta.url);
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(workerUrl), task: null };
    slot.worker.unref();
    slot.worker.on('message', (reply: WorkerReply) => {
      const task = slot.task;
      if (!task || reply.id !== task.id) return;
      if (reply.type === 'progress') {
        task.onProgress?.(reply.event);
        return;
      }
      slot.task = null;
      slot.worker.unref();
      task.cleanup();
      if (reply.type === 'result') task.resolve(reply.solution as never);
      else task.reject(revive(reply.error));
      pump();
    });
    const crashed = (why: string): void => {
      const index = slots.indexOf(slot);
      if (index < 0) return;
      slots.splice(index, 1);
      const task = slot.task;
      slot.task = null;
      if (task) {
        task.cleanup();
        task.reject(new SolverPoolError('WORKER_CRASHED', `the solver worker stopped: ${why}`));
      }
      if (!closed) {
        slots.push(spawn());
        pump();
      }
    };
    slot.worker.on('error', (error) => crashed(error.message));
    slot.worker.on('exit', (code) => crashed(`exit code ${code}`));
    return slot;
  };

  const pump = (): void => {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.task) continue;
      const task = queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      const common = {
        id: task.id,
        cancel: task.flag.buffer as SharedArrayBuffer,
        progress: task.onProgress !== undefined,
      };
      const request: SolveRequest =
        task.kind === 'multiDay'
          ? { ...common, kind: 'multiDay', problem: task.problem, options: plainOptions(task.options) }
          : task.kind === 'vroom'
            ? { ...common, kind: 'vroom', problem: task.problem, options: plainOptions(task.options) }
            : { ...common, problem: task.problem, options: plainOptions(withWaitTaken(task)) };
      try {
        slot.worker.postMessage(request);
      } catch (error) {
        // Not cloneable (e.g. a function inside the problem): the caller's mistake, reported as such.
        slot.task = null;
        slot.worker.unref();
        task.cleanup();
        task.reject(
          new EngineError(
            'INVALID_OPTION',
            `the problem cannot be sent to a worker: ${(error as Error).message}`,
          ),
        );
      }
    }
  };

  for (let i = 0; i < size; i++) slots.push(spawn());

  const enqueue = <R>(work: Work, control: PoolSolveControl): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      if (closed) {
        reject(new SolverPoolError('POOL_CLOSED', 'the solver pool is closed'));
        return;
      }
      const flag = new Int32Array(new SharedArrayBuffer(4));
      const signal = control.signal;
      const abort = (): void => void Atomics.store(flag, 0, 1);
      if (signal?.aborted) abort();
      else signal?.addEventListener('abort', abort, { once: true });
      const userProgress = control.onProgress ?? work.options.onProgress;
      queue.push({
        ...work,
        id: nextId++,
        queuedAt: performance.now(),
        minTimeLimitMs: control.minTimeLimitMs,
        flag,
        onProgress: userProgress,
        resolve,
        reject,
        cleanup: () => signal?.removeEventListener('abort', abort),
      });
      pump();
    });

  const solve = (
    problem: ProblemInput,
    solveOptions: SolveOptions = {},
    control: PoolSolveControl = {},
  ): Promise<Solution> => enqueue({ problem, options: solveOptions }, control);

  const solveMultiDay = (
    input: MultiDayInput,
    options: MultiDayOptions = {},
    control: PoolSolveControl = {},
  ): Promise<MultiDaySolution> => enqueue({ kind: 'multiDay', problem: input, options }, control);

  const solveVroom = (
    problem: VroomProblem,
    options: VroomSolveOptions = {},
    control: PoolSolveControl = {},
  ): Promise<VroomSolution> => enqueue({ kind: 'vroom', problem, options }, control);

  const solveMany = (
    problems: readonly ProblemInput[],
    solveOptions: SolveOptions = {},
    control: BatchControl = {},
  ): Promise<BatchOutcome[]> =>
    Promise.all(
      problems.map((p, index) => {
        const onProgress = control.onProgress;
        const each: PoolSolveControl = {
          onProgress: onProgress && ((event) => onProgress(index, event)),
          signal: control.signal,
        };
        return solve(p, solveOptions, each).then(
          (solution): BatchOutcome => ({ solution }),
          (error: Error & { code?: string }): BatchOutcome => ({
            error: { code: error.code ?? 'INTERNAL', message: error.message },
          }),
        );
      }),
    );

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    for (const task of queue.splice(0)) {
      task.cleanup();
      task.reject(new SolverPoolError('POOL_CLOSED', 'the solver pool was closed before this solve started'));
    }
    const running = slots.splice(0);
    for (const slot of running) {
      if (slot.task) {
        slot.task.cleanup();
        slot.task.reject(new SolverPoolError('POOL_CLOSED', 'the solver pool was closed during this solve'));
        slot.task = null;
      }
    }
    await Promise.all(running.map((slot) => slot.worker.terminate()));
  };

  return { size, solve, solveMultiDay, solveVroom, solveMany, close };
}

/**
 * The batch API: solves many independent problems in parallel on a temporary pool (one worker per problem,
 * at most `size`), then closes it. Each outcome is `{ solution }` or `{ error: { code, message } }`;
 * `control.onProgress(index, event)` follows each problem's solve.
 */
export async function solveMany(
  problems: readonly ProblemInput[],
  options: SolveOptions = {},
  poolOptions: SolverPoolOptions = {},
  control: BatchControl = {},
): Promise<BatchOutcome[]> {
  if (problems.length === 0) return [];
  const pool = createSolverPool({
    ...poolOptions,
    size: Math.min(problems.length, poolOptions.size ?? defaultPoolSize()),
  });
  try {
    return await pool.solveMany(problems, options, control);
  } finally {
    await pool.close();
  }
}
