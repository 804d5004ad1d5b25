/**
 * Single-vehicle TSP fast path. A problem qualifies when one vehicle serves every job and no constraint
 * can bind: no windows, shift, breaks, maximum duration / distance, stops limit below the job count,
 * capacity below the total demand, soft windows or balancing, and the objective is distance or time.
 * The tour comes from `solveTsp` (src/tsp) on the scaled matrix of the objective; the route is then loaded
 * into the search routes so finalisation and result building are shared with the VRP path.
 */
import type { SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import type { SearchContext } from '../search/context.js';
import { solveTsp } from '../tsp/index.js';
import type { Progress } from './progress.js';

export interface TspDispatchEnv {
  /** Start of the solve (clock ms). */
  t0: number;
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
  const p = ctx.p;
  const start = p.vStart[0];
  const endLoc = p.vEnd[0];
  // Nodes: 0 = start, 1 = end when it is another place, then one node per job.
  const offset = endLoc >= 0 && endLoc !== start ? 2 : 1;
  const n = offset + p.nJobs;
  const locOf = new Int32Array(n);
  locOf[0] = start;
  if (offset === 2) locOf[1] = endLoc;
  for (let j = 0; j < p.nJobs; j++) locOf[offset + j] = p.visitLoc[j];
  const base = options.objective === 'time' ? p.times[p.vProfile[0]] : p.dist;
  const dist = new Int32Array(n * n);
  for (let i = 0; i < n; i++)
    for (let k = 0; k < n; k++) dist[i * n + k] = base[locOf[i] * p.nLoc + locOf[k]];
  let service = 0;
  if (options.objective === 'time') for (let j = 0; j < p.nJobs; j++) service += p.visitService[j];
  let cancelled = false;
  let firstSolutionMs = -1;
  const signal = env.signal;
  const t = env.now();
  const res = solveTsp(n, dist, {
    start: 0,
    end: endLoc < 0 ? null : offset === 2 ? 1 : 0,
    seed: env.seed,
    timeLimitMs: Number.isFinite(env.deadline) ? Math.max(0, env.deadline - t) : undefined,
    maxIterations: Number.isFinite(env.maxIterations) ? env.maxIterations : undefined,
    now: env.now,
    signal:
      signal === undefined
        ? undefined
        : {
            get aborted(): boolean {
              cancelled = cancelled || signal.aborted;
              return cancelled;
            },
          },
    onProgress: (bestCost, _elapsed, iterations) => {
      if (firstSolutionMs < 0) firstSolutionMs = env.now() - env.t0;
      const value = bestCost + service; // a TSP tour serves every job
      env.progress.reportValue(iterations, { objective: value, routesObjective: value, unassigned: 0 }, true);
    },
    debugChecks: options.debugChecks === true,
  });
  const R = ctx.routes;
  R.reset();
  let last = p.firstSentinel;
  for (let i = 0; i < res.order.length; i++) {
    const j = res.order[i] - offset;
    R.insertAfter(j, last);
    last = j;
  }
  R.updateRoute(0);
  const timedOut = Number.isFinite(env.deadline) && env.now() >= env.deadline;
  return {
    iterations: res.iterations,
    firstSolutionMs: firstSolutionMs >= 0 ? firstSolutionMs : env.now() - env.t0,
    stoppedBy: cancelled
      ? 'cancelled'
      : timedOut
        ? 'time'
        : Number.isFinite(env.maxIterations)
          ? 'iterations'
          : 'converged',
  };
}
