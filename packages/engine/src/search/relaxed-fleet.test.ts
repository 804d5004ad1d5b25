import { describe, expect, it } from 'vitest';
import { analyseJobs } from '../analysis/pre-analysis.js';
import { checkSolution } from '../check/index.js';
import { generateGhLike } from '../io/generate-gh.js';
import type { ProblemInput } from '../model/input.js';
import { buildProblem } from '../problem/build-problem.js';
import { solve } from '../solve/solve.js';
import { routeIds } from '../test-support/checked.js';
import { mixedProblem } from '../test-support/random-problem.js';
import { setCoefficients } from './coefficients.js';
import { buildNeighbours } from './neighbours.js';
import { RelaxedFleet } from './relaxed-fleet.js';

/** A Gehring-Homberger RC1-like instance whose 120 customers take 19 routes with a fleet to spare. */
function tightFleet(vehicles: number): ProblemInput {
  const { instance } = generateGhLike({ customers: 120, seed: 3 });
  return { ...instance.problem, vehicles: instance.problem.vehicles.slice(0, vehicles) };
}

describe('a fleet that binds', () => {
  it('is searched with more vehicles only when every vehicle is alike', () => {
    expect(RelaxedFleet.applies(buildProblem(tightFleet(16), {}))).toBe(true);
    const mixed = mixedProblem({ seed: 1, jobs: 40, vehicles: 4, windows: true, kind: 'euclidean' });
    expect(RelaxedFleet.applies(buildProblem(mixed, {}))).toBe(false);
  });

  it('is searched with two more vehicles, then brought back to its own size serving every job', () => {
    const options = { objective: 'distance' as const };
    const p = buildProblem(tightFleet(16), options);
    analyseJobs(p);
    setCoefficients(p, options);
    const relaxed = new RelaxedFleet(p, buildNeighbours(p, 20), 7, 20);
    expect(relaxed.binds()).toBe(true);
    const found = relaxed.solve(
      () => false,
      () => false,
      100,
    );
    // Every job served within the 16 routes: the minimiser reached the real fleet.
    const { visits, routeEnd } = found!.routes;
    expect(routeEnd.length).toBe(16);
    expect([...visits].sort((a, b) => a - b)).toEqual(Array.from({ length: 120 }, (_, j) => j));
  });

  it('gives a valid plan, the same for the same seed', () => {
    const input = tightFleet(16);
    const a = solve(input, { maxIterations: 150, seed: 2 });
    expect(checkSolution(input, a).errors).toEqual([]);
    const b = solve(input, { maxIterations: 150, seed: 2 });
    expect(routeIds(b)).toEqual(routeIds(a));
  });
});
