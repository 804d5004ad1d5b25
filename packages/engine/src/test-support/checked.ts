/** Test helper (not shipped): solve, then assert the independent checker accepts the solution. */
import { expect } from 'vitest';
import { checkSolution } from '../check/index.js';
import type { ProblemInput, SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import { solve } from '../solve/solve.js';

export function solveChecked(problem: ProblemInput, options: SolveOptions = {}): Solution {
  const solution = solve(problem, { maxIterations: 30, debugChecks: true, ...options });
  const check = checkSolution(problem, solution, { timeWindows: options.timeWindows });
  expect(check.errors).toEqual([]);
  return solution;
}

/** Job ids of each route, in visiting order. */
export function routeIds(s: Solution): (string | number)[][] {
  return s.routes.map((r) => r.stops.filter((x) => x.kind === 'job').map((x) => x.id as string | number));
}

/** Points on a line: location i at x = xs[i]. */
export function line(xs: number[]): ProblemInput['locations'] {
  const coords: number[] = [];
  for (const x of xs) coords.push(x, 0);
  return { kind: 'euclidean', coords, rounding: 'exact' };
}
