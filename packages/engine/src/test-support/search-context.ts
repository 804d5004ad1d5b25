/** Test helper (not shipped): a search context on `input`, built as solve-once builds it, debug checks on. */
import { analyseJobs } from '../analysis/pre-analysis.js';
import type { ProblemInput } from '../model/input.js';
import { buildProblem } from '../problem/build-problem.js';
import { endSentinel, startSentinel } from '../problem/problem.js';
import { setCoefficients } from '../search/coefficients.js';
import { constructRandom } from '../search/construction.js';
import { SearchContext } from '../search/context.js';
import { buildNeighbours } from '../search/neighbours.js';
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
