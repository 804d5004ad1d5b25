import { checkSolution, costOf, solve, type Solution, type SolveOptions } from '@routier/engine';
import type { SolverPool } from '@routier/engine/node';
import type { BenchInstance } from './instances.js';

export interface RunSettings {
  timeLimitMs: number;
  seed: number;
  /** Iteration budget (deterministic runs); default none. */
  maxIterations?: number;
}

/** One solve of one instance, checked and costed under the instance's convention. */
export interface RunResult {
  instance: string;
  family: string;
  seed: number;
  /** Objective under the benchmark convention (unrounded, nint or trunc1 distance). */
  cost: number;
  /** Routes serving at least one job. */
  routes: number;
  /** Engine runtime (Solution.runtimeMs). */
  ms: number;
  /** Time to the first complete solution, when the engine reports it. */
  firstSolutionMs: number | null;
  /** Checker verdict, false too when a job is left unassigned (a benchmark solution serves every job). */
  valid: boolean;
  errors: string[];
  solution: Solution;
}

export function solveOptions(settings: RunSettings): SolveOptions {
  const options: SolveOptions = {
    objective: 'distance',
    timeLimitMs: settings.timeLimitMs,
    seed: settings.seed,
  };
  if (settings.maxIterations !== undefined) options.maxIterations = settings.maxIterations;
  return options;
}

/** Checks a solution independently and computes its benchmark cost. */
export function evaluate(inst: BenchInstance, seed: number, solution: Solution): RunResult {
  const problem = inst.parsed.problem;
  const check = checkSolution(problem, solution);
  const errors = [...check.errors];
  if (solution.unassigned.length > 0) errors.push(`${solution.unassigned.length} jobs unassigned`);
  const used = solution.routes.filter((r) => r.jobIndices.length > 0);
  return {
    instance: inst.name,
    family: inst.family,
    seed,
    cost: costOf(problem, used, inst.cost),
    routes: used.length,
    ms: solution.runtimeMs,
    firstSolutionMs: solution.firstSolutionMs ?? null,
    valid: errors.length === 0,
    errors,
    solution,
  };
}

/** Solves in this thread (blocking) or on a worker pool. */
export async function runInstance(
  inst: BenchInstance,
  settings: RunSettings,
  pool?: SolverPool,
): Promise<RunResult> {
  const options = solveOptions(settings);
  const solution = pool
    ? await pool.solve(inst.parsed.problem, options)
    : solve(inst.parsed.problem, options);
  return evaluate(inst, settings.seed, solution);
}
