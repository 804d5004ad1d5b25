import type { ProblemInput, ProgressEvent } from '../model/input.js';
import type { Solution } from '../model/result.js';
import type { BoardShape } from './exchange-board.js';
import type { PlainSolveOptions, SerializedError } from './protocol.js';

/** Main thread -> one of the cooperating searches of threads.ts. */
export type ThreadRequest =
  | {
      type: 'solve';
      /** This search's place among the N (its seed is the options' seed + index). */
      index: number;
      problem: ProblemInput;
      options: PlainSolveOptions;
      board: SharedArrayBuffer;
      shape: BoardShape;
      period: number;
      deterministic: boolean;
      /** Int32Array(1): set to 1 to stop every search (they answer their best so far). */
      cancel: SharedArrayBuffer;
      progress: boolean;
      /** Date.now() when the caller asked: the time a thread takes to start comes off its time limit. */
      askedAt: number;
    }
  | {
      /** The smallest verified fix for each task the chosen solution leaves out (solve's `fixes`). */
      type: 'fixes';
      problem: ProblemInput;
      options: PlainSolveOptions;
      solution: Solution;
    };

export type ThreadReply =
  | { type: 'progress'; event: ProgressEvent }
  | { type: 'result'; solution: Solution }
  | { type: 'error'; error: SerializedError };
