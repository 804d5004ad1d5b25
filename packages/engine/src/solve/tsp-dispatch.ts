/**
 * Single-vehicle TSP fast path. A problem qualifies when one vehicle serves every job and no constraint
 * can bind: no windows, shift, breaks, maximum duration / distance, stops limit below the job count,
 * capacity below the total demand, soft windows or balancing, and the objective is distance or time.
 * Until the TSP module (src/tsp, engine-infra) is available, this returns null and the VRP search runs.
 */
import type { SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import type { SearchContext } from '../search/context.js';
import type { Progress } from './progress.js';

export interface TspDispatchEnv {
  seed: number;
  maxIterations: number;
  deadline: number;
  now: () => number;
  signal: { readonly aborted: boolean } | undefined;
  progress: Progress;
}

export interface TspOutcome {
  iterations: number;
  firstSolutionMs: number;
  stoppedBy: Solution['stoppedBy'];
}

/** True when the problem is a plain TSP for vehicle 0. */
export function isPlainTsp(ctx: SearchContext, options: SolveOptions): boolean {
  const p = ctx.p;
  const input = p.input;
  if (p.nVehicles !== 1 || p.nBreaks > 0 || options.balanceWorkload === true) return false;
  if (options.objective === 'cost') return false;
  const v = input.vehicles[0];
  if (v.shift !== undefined || v.maxDurationS !== undefined || v.maxDistanceM !== undefined) return false;
  if (v.maxStops !== undefined && v.maxStops < p.nJobs) return false;
  for (let j = 0; j < p.nJobs; j++) {
    if (p.jobAssignable[j] === 0) return false;
    const w = input.jobs[j].timeWindows;
    if (w !== undefined && w.length > 0) return false;
  }
  for (let k = 0; k < p.nDims; k++) {
    let total = 0;
    for (let j = 0; j < p.nJobs; j++) total += p.visitDemand[j * p.nDims + k];
    if (total > p.vCap[k]) return false;
  }
  return true;
}

export function trySolveTsp(
  ctx: SearchContext,
  options: SolveOptions,
  env: TspDispatchEnv,
): TspOutcome | null {
  if (!isPlainTsp(ctx, options)) return null;
  void env;
  return null;
}
