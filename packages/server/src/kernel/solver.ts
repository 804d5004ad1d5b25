import type {
  MultiDayInput,
  MultiDayOptions,
  MultiDaySolution,
  ProblemInput,
  ProgressEvent,
  Solution,
  SolveOptions,
  VroomProblem,
  VroomSolution,
  VroomSolveOptions,
} from '@routier/engine';

/** SolveOptions that can cross a thread boundary (no callbacks, no signal, no clock). */
export type PlainSolveOptions = Omit<SolveOptions, 'onProgress' | 'signal' | 'now'>;
export type PlainMultiDayOptions = Omit<MultiDayOptions, 'onProgress' | 'signal' | 'now'>;
export type PlainVroomOptions = Omit<VroomSolveOptions, 'onProgress' | 'signal' | 'now'>;

export interface SolveControl {
  /** Best cost so far, at most every progressIntervalMs and on each improvement. */
  onProgress?: (event: ProgressEvent) => void;
  /** Stops the search; the solve then answers the best solution found so far. */
  signal?: AbortSignal;
  /**
   * The time limit is the answer's deadline: time spent waiting for a free solver thread is taken off it,
   * down to this floor (synchronous calls under load; jobs keep their whole limit).
   */
  minTimeLimitMs?: number;
}

/**
 * Where solves run. The server's solver is a pool of engine worker threads (jobs/engine-solver.ts), so a
 * solve never blocks the event loop. Rejects with the engine's EngineError for invalid input.
 */
export interface Solver {
  solve(problem: ProblemInput, options: PlainSolveOptions, control?: SolveControl): Promise<Solution>;
  /** A multi-day plan (the engine's `solveMultiDay`), on the same workers. */
  solveMultiDay(
    input: MultiDayInput,
    options: PlainMultiDayOptions,
    control?: SolveControl,
  ): Promise<MultiDaySolution>;
  /** A VROOM-format problem (the engine's `solveVroom`: solve and fixes), on the same workers. */
  solveVroom(
    problem: VroomProblem,
    options: PlainVroomOptions,
    control?: SolveControl,
  ): Promise<VroomSolution>;
  /** Ends the workers; solves still running reject. Idempotent. */
  close(): Promise<void>;
}
