/** Development timing (not shipped): startup phases of solve on a large random CVRP. */
import { buildProblem } from '../src/problem/build-problem.js';
import { analyseJobs } from '../src/analysis/pre-analysis.js';
import { setCoefficients } from '../src/search/coefficients.js';
import { buildNeighbours } from '../src/search/neighbours.js';
import { SearchContext } from '../src/search/context.js';
import { Rng } from '../src/search/rng.js';
import { construct } from '../src/search/construction.js';
import { randomCvrp } from '../src/test-support/random-problem.js';
import { validateProblem } from '../src/validate/validate-problem.js';

const n = Number(process.argv[2] ?? 10000);
const input = randomCvrp(1, n, 100);
let t = Date.now();
const lap = (what: string): void => {
  console.log(what, Date.now() - t, 'ms');
  t = Date.now();
};
validateProblem(input);
lap('validate');
const p = buildProblem(input, {});
lap('build');
analyseJobs(p);
lap('analyse');
setCoefficients(p, {});
lap('coefficients');
const nb = buildNeighbours(p, 20);
lap('neighbours');
const ctx = new SearchContext(p, nb, new Rng(1), false, () => false);
ctx.routes.reset();
lap('context');
construct(ctx, new Int32Array(p.nJobs), true);
lap('construct');
let used = 0;
for (let r = 0; r < p.nVehicles; r++) if (ctx.routes.rJobs[r] > 0) used++;
console.log('routes', used, 'cost', ctx.routes.totalCost());
