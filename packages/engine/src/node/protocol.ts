import type { ProblemInput, ProgressEvent, SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';

/** SolveOptions that survive structured cloning (functions stay in the calling thread). */
export type PlainSolveOptions = Omit<SolveOptions, 'onProgress' | 'signal' | 'now'>;

/** Main thread -> worker: one solve. `cancel` is an Int32Array(1) flag set to 1 to cancel. */
export interface SolveRequest {
  id: number;
  problem: ProblemInput;
  options: PlainSolveOptions;
  cancel: SharedArrayBuffer;
  progress: boolean;
}

export interface SerializedError {
  name: string;
  code: string;
  message: string;
  path?: string;
}

/** Worker -> main thread. */
export type WorkerReply =
  | { type: 'progress'; id: number; event: ProgressEvent }
  | { type: 'result'; id: number; solution: Solution }
  | { type: 'error'; id: number; error: SerializedError };

export function plainOptions(options: SolveOptions): PlainSolveOptions {
  const { onProgress: _p, signal: _s, now: _n, ...plain } = options;
  return plain;
}
