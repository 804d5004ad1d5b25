/**
 * `solve` with `threads: N`: N searches of one problem on N worker threads (seeds seed .. seed + N - 1) that
 * share their best solutions every PERIOD iterations through shared memory (exchange-board.ts); a search
 * takes a peer's solution into its population when it beats its own best, so all go on from the best any
 * found. The answer is the best of the N (ties: the lowest seed). With an iteration budget and no time limit
 * every exchange waits for the peers of the same epoch: the result depends on the seed and N alone. With a
 * time limit the searches never wait (each takes the peers' latest), and the result depends on timing, as a
 * single timed search's does. `threads: 1` is one search on one worker: the same answer as the engine's
 * `solve` with the same options.
 */
import { Worker } from 'node:worker_threads';
import { EngineError } from '../model/errors.js';
import type { ProblemInput, ProgressEvent, SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import { validateProblem } from '../validate/validate-problem.js';
import { ExchangeBoard, type BoardShape } from './exchange-board.js';
import { revive, SolverPoolError } from './pool.js';
import { plainOptions } from './protocol.js';
import type { ThreadReply, ThreadRequest } from './threads-protocol.js';

/** Iterations between two exchanges. */
export const PERIOD = 50;

export interface ThreadsControl {
  /** Worker module; default the engine's own (`thread-worker.js`). */
  workerUrl?: URL;
}

function boardShape(problem: ProblemInput, searches: number): BoardShape {
  const breaks = problem.vehicles.reduce((sum, v) => sum + (v.breaks?.length ?? 0), 0);
  const shipments = 2 * (problem.shipments?.length ?? 0);
  return {
    searches,
    maxVisits: problem.jobs.length + shipments + breaks,
    routes: problem.vehicles.length,
  };
}

/** The merged progress of the N searches: the best of them, their iterations summed. */
function progressMerger(n: number, onProgress: (event: ProgressEvent) => void) {
  const latest: (ProgressEvent | null)[] = Array.from({ length: n }, () => null);
  return (k: number, event: ProgressEvent): void => {
    latest[k] = event;
    let best: ProgressEvent | null = null;
    let iterations = 0;
    let elapsedMs = 0;
    for (const e of latest) {
      if (!e) continue;
      iterations += e.iterations;
      elapsedMs = Math.max(elapsedMs, e.elapsedMs);
      if (e.bestCost !== null && (best === null || best.bestCost === null || e.bestCost < best.bestCost))
        best = e;
    }
    onProgress({
      bestCost: best?.bestCost ?? null,
      bestRoutesCost: best?.bestRoutesCost ?? null,
      unassigned: best?.unassigned ?? null,
      elapsedMs,
      iterations,
    });
  };
}

/** Runs one request on a worker and answers its result (progress goes to `onProgress`). */
function ask(
  worker: Worker,
  request: ThreadRequest,
  onProgress?: (event: ProgressEvent) => void,
): Promise<Solution> {
  return new Promise<Solution>((resolve, reject) => {
    const onMessage = (reply: ThreadReply): void => {
      if (reply.type === 'progress') {
        onProgress?.(reply.event);
        return;
      }
      off();
      if (reply.type === 'result') resolve(reply.solution);
      else reject(revive(reply.error));
    };
    const onError = (error: Error): void => {
      off();
      reject(new SolverPoolError('WORKER_CRASHED', `a solver thread stopped: ${error.message}`));
    };
    const onExit = (code: number): void => {
      off();
      reject(new SolverPoolError('WORKER_CRASHED', `a solver thread stopped: exit code ${code}`));
    };
    const off = (): void => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(request);
  });
}

export async function solve(
  problem: ProblemInput,
  options: SolveOptions = {},
  control: ThreadsControl = {},
): Promise<Solution> {
  const started = performance.now();
  const askedAt = Date.now();
  const threads = options.threads ?? 1;
  if (!Number.isInteger(threads) || threads < 1 || threads > 256)
    throw new EngineError(
      'INVALID_OPTION',
      'options.threads must be an integer from 1 to 256',
      'options.threads',
    );
  if (options.cooperation !== undefined)
    throw new EngineError(
      'INVALID_OPTION',
      'options.cooperation is set by the threads themselves; leave it out',
      'options.cooperation',
    );
  const single = { ...options, threads: undefined };
  validateProblem(problem, single);
  const shape = boardShape(problem, threads);
  const board = new SharedArrayBuffer(ExchangeBoard.bytes(shape));
  const cancel = new SharedArrayBuffer(4);
  const flag = new Int32Array(cancel);
  const stop = (): void => {
    Atomics.store(flag, 0, 1);
  };
  const signal = options.signal;
  const abortWatch =
    signal instanceof AbortSignal
      ? (signal.addEventListener('abort', stop, { once: true }),
        () => signal.removeEventListener('abort', stop))
      : undefined;
  const poll =
    signal && !(signal instanceof AbortSignal) ? setInterval(() => signal.aborted && stop(), 20) : undefined;
  const workerUrl = control.workerUrl ?? new URL('./thread-worker.js', import.meta.url);
  const workers = Array.from({ length: threads }, () => new Worker(workerUrl));
  const merge = options.onProgress ? progressMerger(threads, options.onProgress) : undefined;
  const plain = plainOptions({ ...single, fixes: undefined });
  try {
    const deterministic = options.maxIterations !== undefined && options.timeLimitMs === undefined;
    const solutions = await Promise.all(
      workers.map((worker, index) =>
        ask(
          worker,
          {
            type: 'solve',
            index,
            problem,
            options: plain,
            askedAt,
            board,
            shape,
            period: PERIOD,
            deterministic,
            cancel,
            progress: merge !== undefined,
          },
          merge && ((event) => merge(index, event)),
        ),
      ),
    );
    let chosen = 0;
    for (let k = 1; k < threads; k++)
      if (solutions[k].objectiveValue < solutions[chosen].objectiveValue - 1e-9) chosen = k;
    let solution: Solution = {
      ...solutions[chosen],
      seed: options.seed ?? 1,
      iterations: solutions.reduce((sum, s) => sum + s.iterations, 0),
      firstSolutionMs: Math.min(...solutions.map((s) => s.firstSolutionMs ?? Infinity)),
    };
    if (!Number.isFinite(solution.firstSolutionMs)) solution.firstSolutionMs = null;
    if (options.fixes !== undefined && solution.unassigned.length > 0 && Atomics.load(flag, 0) === 0)
      solution = await ask(workers[chosen], {
        type: 'fixes',
        problem,
        options: plainOptions(single),
        solution,
      });
    return { ...solution, runtimeMs: performance.now() - started };
  } finally {
    abortWatch?.();
    if (poll) clearInterval(poll);
    stop();
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
