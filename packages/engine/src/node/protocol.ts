import type { ProblemInput, ProgressEvent, SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import type { MultiDayInput, MultiDayOptions, MultiDaySolution } from '../multi-day/model.js';
import type { VroomSolveOptions } from '../vroom/solve-vroom.js';
import type { VroomProblem, VroomSolution } from '../model/vroom.js';

/** SolveOptions that survive structured cloning (functions stay in the calling thread). */
export type PlainSolveOptions = Omit<SolveOptions, 'onProgress' | 'signal' | 'now' | 'cooperation'>;

/** VroomSolveOptions that survive structured cloning. */
export type PlainVroomOptions = Omit<VroomSolveOptions, 'onProgress' | 'signal' | 'now'>;

/** MultiDayOptions that survive structured cloning. */
export type PlainMultiDayOptions = Omit<MultiDayOptions, 'onProgress' | 'signal' | 'now'>;

/**
 * Main thread -> worker: one solve (`kind` absent), one multi-day plan (`kind: 'multiDay'`) or one VROOM-format
 * problem (`kind: 'vroom'`). `cancel` is an
 * Int32Array(1) flag set to 1 to cancel.
 */
export type SolveRequest = {
  id: number;
  cancel: SharedArrayBuffer;
  progress: boolean;
} & (
  | { kind?: undefined; problem: ProblemInput; options: PlainSolveOptions }
  | { kind: 'multiDay'; problem: MultiDayInput; options: PlainMultiDayOptions }
  | { kind: 'vroom'; problem: VroomProblem; options: PlainVroomOptions }
);

export interface SerializedError {
  name: string;
  code: string;
  message: string;
  path?: string;
}

/** Worker -> main thread. */
export type WorkerReply =
  | { type: 'progress'; id: number; event: ProgressEvent }
  | { type: 'result'; id: number; solution: Solution | MultiDaySolution | VroomSolution }
  | { type: 'error'; id: number; error: SerializedError };

export function plainOptions<T extends SolveOptions | MultiDayOptions | VroomSolveOptions>(
  options: T,
): Omit<T, 'onProgress' | 'signal' | 'now' | 'cooperation'> {
  const {
    onProgress: _p,
    signal: _s,
    now: _n,
    cooperation: _c,
    ...plain
  } = options as T & {
    cooperation?: unknown;
  };
  return plain as Omit<T, 'onProgress' | 'signal' | 'now' | 'cooperation'>;
}
