import { EngineError } from '../model/errors.js';
import type { ProblemInput } from '../model/input.js';
import { euclideanLength, metricOf } from './metric.js';

/**
 * How a benchmark objective is counted. `problem`: the problem's own distances. For Euclidean problems:
 * `exact` unrounded (Solomon `distance_exact_*`), `nint` rounded arcs (TSPLIB EUC_2D, CVRPLIB X), `trunc1`
 * arcs truncated to one decimal (DIMACS VRPTW), whatever rounding the problem itself declares.
 */
export type CostConvention = 'problem' | 'exact' | 'nint' | 'trunc1';

export interface RouteRef {
  vehicleIndex: number;
  jobIndices: ArrayLike<number>;
}

/**
 * Total distance of routes (start -> jobs -> end; no return leg for open routes) under a convention,
 * computed exactly: `nint` and `trunc1` add integers (units, tenths), `exact` adds doubles.
 */
export function costOf(
  problem: ProblemInput,
  routes: readonly RouteRef[],
  convention: CostConvention = 'problem',
): number {
  const loc = problem.locations;
  if (convention !== 'problem' && loc.kind !== 'euclidean') {
    throw new EngineError(
      'INVALID_OPTION',
      `convention ${convention} needs euclidean locations, not ${loc.kind}`,
    );
  }
  if (convention === 'problem' || loc.kind !== 'euclidean') {
    const metric = metricOf(problem);
    return sumArcs(problem, routes, (a, b) => metric.distance(a, b));
  }
  const c = loc.coords;
  const euclid = (a: number, b: number): number => euclideanLength(c, a, b);
  if (convention === 'nint') return sumArcs(problem, routes, (a, b) => Math.floor(euclid(a, b) + 0.5));
  if (convention === 'trunc1') return sumArcs(problem, routes, (a, b) => Math.floor(10 * euclid(a, b))) / 10;
  return sumArcs(problem, routes, euclid);
}

function sumArcs(
  problem: ProblemInput,
  routes: readonly RouteRef[],
  arc: (a: number, b: number) => number,
): number {
  let total = 0;
  for (const route of routes) {
    const v = problem.vehicles[route.vehicleIndex];
    if (!v) throw new EngineError('INVALID_OPTION', `vehicleIndex ${route.vehicleIndex} is not a vehicle`);
    if (route.jobIndices.length === 0) continue;
    let at = v.start;
    for (let k = 0; k < route.jobIndices.length; k++) {
      const next = problem.jobs[route.jobIndices[k]].location;
      total += arc(at, next);
      at = next;
    }
    if (v.end !== undefined && v.end !== null) total += arc(at, v.end);
  }
  return total;
}
