/** Test helper (not shipped): a search context on `input`, built as solve-once builds it, debug checks on. */
import { analyseJobs } from '../analysis/pre-analysis.js';
import type { ProblemInput } from '../model/input.js';
import { buildProblem } from '../problem/build-problem.js';
import { setCoefficients } from '../search/coefficients.js';
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
