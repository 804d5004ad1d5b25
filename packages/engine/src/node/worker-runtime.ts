import { parentPort } from 'node:worker_threads';
import type { ProblemInput, ProgressEvent, SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import type { MultiDayInput, MultiDayOptions, MultiDaySolution } from '../multi-day/model.js';
import type { VroomSolveOptions } from '../vroom/solve-vroom.js';
import type { VroomProblem, VroomSolution } from '../model/vroom.js';
import type { SerializedError, SolveRequest, WorkerReply } from './protocol.js';

export type SolveFunction = (problem: ProblemInput, options: SolveOptions) => Solution;
export type MultiDayFunction = (input: MultiDayInput, options: MultiDayOptions) => MultiDaySolution;
export type VroomFunction = (problem: VroomProblem, options: VroomSolveOptions) => VroomSolution;

export function serialize(error: unknown): SerializedError {
  if (error instanceof Error) {
    const e = error as Error & { code?: unknown; path?: unknown };
    return {
      name: e.name,
      code: typeof e.code === 'string' ? e.code : 'INTERNAL',
      message: e.message,
      ...(typeof e.path === 'string' ? { path: e.path } : {}),
    };
  }
  return { name: 'Error', code: 'INTERNAL', message: String(error) };
}

/**
 * The message loop of a solver worker thread: runs `solve` for each request, one at a time (the solve blocks
 * this thread's event loop, so cancellation is read from the shared flag with Atomics and progress is posted
 * synchronously from the callback). Errors go back as data with their code, never as a crash.
 */
export function runSolverWorker(
  solve: SolveFunction,
  solveMultiDay?: MultiDayFunction,
  solveVroom?: VroomFunction,
): void {
  const port = parentPort;
  if (!port) throw new Error('runSolverWorker must run inside a worker thread');
  port.on('message', (req: SolveRequest) => {
    const flag = new Int32Array(req.cancel);
    const signal = {
      get aborted(): boolean {
        return Atomics.load(flag, 0) !== 0;
      },
    };
    const post = (reply: WorkerReply): void => port.postMessage(reply);
    try {
      const onProgress = req.progress
        ? (event: ProgressEvent) => post({ type: 'progress', id: req.id, event })
        : undefined;
      let solution: Solution | MultiDaySolution | VroomSolution;
      if (req.kind === 'multiDay') {
        if (!solveMultiDay) throw new Error('this worker does not plan multi-day problems');
        solution = solveMultiDay(req.problem, { ...req.options, signal, onProgress });
      } else if (req.kind === 'vroom') {
        if (!solveVroom) throw new Error('this worker does not solve VROOM problems');
        solution = solveVroom(req.problem, { ...req.options, signal, onProgress });
      } else solution = solve(req.problem, { ...req.options, signal, onProgress });
      post({ type: 'result', id: req.id, solution });
    } catch (error) {
      post({ type: 'error', id: req.id, error: serialize(error) });
    }
  });
}
