/**
 * Solving problems whose loads rise along a route (jobs with pickups, shipments): build the task model, ruin
 * and recreate within the budget, explain what stays out, build the result. Called by `solve` after
 * validation; synchronous and deterministic for a seed and an iteration budget.
 */
import type { ProblemInput, SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import { EngineError } from '../model/errors.js';
import { Rng } from '../search/rng.js';
import { RouteEvaluator } from './evaluate.js';
import { Inserter } from './insert.js';
import { buildPdModel } from './model.js';
import { explainRequest } from './reasons.js';
import { buildPdSolution } from './result.js';
import { PdSearch } from './search.js';

export interface PdBudget {
  t0: number;
  now: () => number;
  /** Milliseconds (Infinity: iterations only). */
  timeLimit: number;
}

export function solvePickupDelivery(input: ProblemInput, options: SolveOptions, budget: PdBudget): Solution {
  const { t0, now, timeLimit } = budget;
  if (options.timeWindows === 'soft' || options.balanceWorkload === true)
    throw new EngineError(
      'INVALID_OPTION',
      'timeWindows soft and balanceWorkload are not available with pickups or shipments',
      options.timeWindows === 'soft' ? 'timeWindows' : 'balanceWorkload',
    );
  const seed = options.seed ?? 1;
  const m = buildPdModel(input, options);
  const ev = new RouteEvaluator(m);
  const ins = new Inserter(m, ev);
  const search = new PdSearch(m, ev, ins, new Rng(seed));
  // Explaining and building take a few milliseconds per hundred requests; the search stops before.
  const deadline = t0 + timeLimit - Math.max(5 + m.nRequests / 20, Math.min(500, 0.02 * timeLimit));
  let cancelled = false;
  let firstSolutionMs: number | null = null;
  let lastReport = -Infinity;
  const interval = options.progressIntervalMs ?? 200;
  search.run({
    maxIterations: options.maxIterations ?? Infinity,
    shouldStop: () => {
      if (options.signal?.aborted === true) cancelled = true;
      return cancelled || (timeLimit !== Infinity && now() >= deadline);
    },
    progress: () =>
      timeLimit !== Infinity ? (now() - t0) / timeLimit : search.iterations / (options.maxIterations ?? 1000),
    onIteration: (iteration, improved) => {
      if (firstSolutionMs === null) firstSolutionMs = now() - t0;
      const cb = options.onProgress;
      const t = now();
      if (cb === undefined || (!improved && t - lastReport < interval)) return;
      lastReport = t;
      cb({
        bestCost: search.bestTotal,
        bestRoutesCost: search.bestRoutesCost,
        unassigned: search.bestUnassigned,
        elapsedMs: t - t0,
        iterations: iteration,
      });
    },
  });
  // Restore the best solution, then explain what it leaves out.
  search.best.forEach((r, v) => {
    search.routes[v] = r;
    search.routeCost[v] = ev.evaluate(v, r, r.length);
  });
  search.vehicleOf.fill(-1);
  search.best.forEach((r, v) =>
    r.forEach((t) => m.taskRequest[t] >= 0 && (search.vehicleOf[m.taskRequest[t]] = v)),
  );
  const unassigned = [];
  for (let r = 0; r < m.nRequests; r++)
    if (search.vehicleOf[r] < 0) unassigned.push(explainRequest(m, ev, ins, r));
  const maxIterations = options.maxIterations ?? Infinity;
  const solution = buildPdSolution(m, ev, {
    routes: search.best,
    unassigned,
    objectiveValue: search.total(),
    seed,
    iterations: search.iterations,
    runtimeMs: 0,
    firstSolutionMs,
    stoppedBy: cancelled ? 'cancelled' : search.iterations >= maxIterations ? 'iterations' : 'time',
  });
  solution.runtimeMs = now() - t0;
  options.onProgress?.({
    bestCost: solution.objectiveValue,
    bestRoutesCost: search.bestRoutesCost,
    unassigned: unassigned.length,
    elapsedMs: solution.runtimeMs,
    iterations: search.iterations,
  });
  return solution;
}
