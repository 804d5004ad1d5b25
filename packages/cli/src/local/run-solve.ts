/**
 * Runs the engine on a worker thread (`@routier/engine/node`), so the main thread keeps drawing progress
 * and Ctrl-C stops the search with the best solution so far.
 */
import type { Objective, ProblemInput, ProgressEvent, Solution } from '@routier/engine';
import { createSolverPool } from '@routier/engine/node';

export interface LocalSolveOptions {
  objective: Objective;
  timeLimitMs?: number;
  maxIterations?: number;
  seed: number;
  signal: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
}

export async function runSolve(problem: ProblemInput, options: LocalSolveOptions): Promise<Solution> {
  const pool = createSolverPool({ size: 1 });
  try {
    return await pool.solve(
      problem,
      {
        objective: options.objective,
        seed: options.seed,
        ...(options.timeLimitMs !== undefined ? { timeLimitMs: options.timeLimitMs } : {}),
        ...(options.maxIterations !== undefined ? { maxIterations: options.maxIterations } : {}),
        progressIntervalMs: 250,
        // Stops left out get the smallest verified fix (a quarter of the budget more, 0.2-2 s).
        fixes: { budgetMs: Math.min(2000, Math.max(200, 0.25 * (options.timeLimitMs ?? 1000))) },
      },
      { signal: options.signal, ...(options.onProgress ? { onProgress: options.onProgress } : {}) },
    );
  } finally {
    await pool.close();
  }
}
