/** Test helper (not shipped): a search context on `input`, built as solve-once builds it, debug checks on. */
import { analyseJobs } from '../analysis/pre-analysis.js';
import type { ProblemInput } from '../model/input.js';
import { buildProblem } from '../problem/build-problem.js';
import { endSentinel, startSentinel } from '../problem/problem.js';
import { setCoefficients } from '../search/coefficients.js';
import { constructRandom } from '../search/construction.js';
import { SearchContext } from '../search/context.js';
import { buildNeighbours } from '../search/neighbours.js';
import { EX_M, EX_N, EX_REV } from '../search/operators/exchange-bound.js';
import { segmentEnd } from '../search/operators/exchange.js';
import { PenaltyManager } from '../search/penalties.js';
import { Rng } from '../search/rng.js';

export function searchContext(input: ProblemInput, seed = 1): SearchContext {
  const options = { objective: 'distance' as const, seed };
  const p = buildProblem(input, options);
  analyseJobs(p);
  setCoefficients(p, options);
  const ctx = new SearchContext(p, buildNeighbours(p, 20), new Rng(seed), true, () => false);
  ctx.routes.reset();
  new PenaltyManager(p).apply(ctx.cm);
  return ctx;
}

/**
 * A random solution in ctx with the load penalty at a twentieth of its start: overloaded routes cost little
 * more than others, so moves priced with load penalties in play are common.
 */
export function randomSolutionCheapLoad(ctx: SearchContext): void {
  constructRandom(ctx, new Int32Array(ctx.p.nJobs));
  ctx.cm.penLoad *= 0.05;
  ctx.routes.refreshCosts();
}

/** Visits of route r, sentinels included. */
export function routeVisits(ctx: SearchContext, r: number): number[] {
  const out = [startSentinel(ctx.p, r)];
  while (out[out.length - 1] !== endSentinel(ctx.p, r)) out.push(ctx.routes.next[out[out.length - 1]]);
  return out;
}

/** Distance of a route of these visits, walked arc by arc between located ones. */
export function walkedDistance(ctx: SearchContext, route: number[]): number {
  const p = ctx.p;
  let last = -1;
  let d = 0;
  for (const x of route) {
    const l = p.visitLoc[x];
    if (l < 0) continue;
    if (last >= 0) d += p.dist[last * p.nLoc + l];
    last = l;
  }
  return d;
}

/**
 * Every move between routes the local search tries, for every pair of jobs U, V in different routes: each
 * exchange variant (N jobs from U, M from V, reversed or not) whose segments exist, then 2-opt*.
 */
export function forEachMoveBetweenRoutes(
  ctx: SearchContext,
  exchange: (U: number, V: number, n: number, m: number, rev: boolean) => void,
  twoOptStar: (U: number, V: number) => void,
): void {
  const R = ctx.routes;
  for (let U = 0; U < ctx.p.nJobs; U++)
    for (let V = 0; V < ctx.p.nJobs; V++) {
      const [rU, rV] = [R.routeOf[U], R.routeOf[V]];
      if (rU < 0 || rV < 0 || rU === rV) continue;
      for (let e = 0; e < EX_N.length; e++) {
        const [n, m, rev] = [EX_N[e], EX_M[e], EX_REV[e]];
        if (segmentEnd(ctx, U, n) < 0 || (m > 0 && segmentEnd(ctx, V, m) < 0)) continue;
        exchange(U, V, n, m, rev);
      }
      twoOptStar(U, V);
    }
}
