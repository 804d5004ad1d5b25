import {
  checkShipments,
  checkSolution,
  costOf,
  solve,
  type Solution,
  type SolveOptions,
} from '@routier/engine';
import { solve as solveInThreads, type SolverPool } from '@routier/engine/node';
import type { BenchInstance } from './instances.js';

export interface RunSettings {
  /** Default none (then `maxIterations` bounds the run). */
  timeLimitMs?: number;
  seed: number;
  /** Iteration budget (deterministic runs); default none. */
  maxIterations?: number;
  /** Cooperating searches on worker threads (engine/node solve); default 1, in this thread. */
  threads?: number;
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
  /** CPU time of this process during the solve (in-process runs only): on a shared machine, ms overstates the work done. */
  cpuMs: number | null;
  /** Time to the first complete solution, when the engine reports it. */
  firstSolutionMs: number | null;
  /** Checker verdict, false too when a job is left unassigned (a benchmark solution serves every job). */
  valid: boolean;
  errors: string[];
  solution: Solution;
}

export function solveOptions(settings: RunSettings): SolveOptions {
  const options: SolveOptions = { objective: 'distance', seed: settings.seed };
  if (settings.timeLimitMs !== undefined) options.timeLimitMs = settings.timeLimitMs;
  if (settings.maxIterations !== undefined) options.maxIterations = settings.maxIterations;
  return options;
}

/** Checks a solution independently and computes its benchmark cost. */
export function evaluate(
  inst: BenchInstance,
  seed: number,
  solution: Solution,
  cpuMs: number | null = null,
): RunResult {
  const problem = inst.parsed.problem;
  // Li & Lim: shipments, checked by checkShipments and counted as its recomputed (unrounded) distance.
  const shipments = inst.parsed.format === 'lilim';
  let cost: number;
  let routes: number;
  let errors: string[];
  if (shipments) {
    const check = checkShipments(problem, solution);
    ({ errors, distance: cost, routes } = { ...check, errors: [...check.errors] });
  } else {
    const used = solution.routes.filter((r) => r.jobIndices.length > 0);
    errors = [...checkSolution(problem, solution).errors];
    cost = costOf(problem, used, inst.cost);
    routes = used.length;
  }
  if (solution.unassigned.length > 0)
    errors.push(`${solution.unassigned.length} ${shipments ? 'shipments' : 'jobs'} unassigned`);
  return {
    instance: inst.name,
    family: inst.family,
    seed,
    cost,
    routes,
    ms: solution.runtimeMs,
    cpuMs,
    firstSolutionMs: solution.firstSolutionMs ?? null,
    valid: errors.length === 0,
    errors,
    solution,
  };
}

/** Solves in this thread (blocking), on a worker pool, or as cooperating searches on `threads` threads. */
export async function runInstance(
  inst: BenchInstance,
  settings: RunSettings,
  pool?: SolverPool,
): Promise<RunResult> {
  const options = solveOptions(settings);
  if (pool) return evaluate(inst, settings.seed, await pool.solve(inst.parsed.problem, options));
  if ((settings.threads ?? 1) > 1)
    return evaluate(
      inst,
      settings.seed,
      await solveInThreads(inst.parsed.problem, { ...options, threads: settings.threads }),
    );
  const cpu = process.cpuUsage();
  const solution = solve(inst.parsed.problem, options);
  const used = process.cpuUsage(cpu);
  return evaluate(inst, settings.seed, solution, (used.user + used.system) / 1000);
}
