/** Development micro-benchmark (not shipped): ns per move evaluation on a fixed solution. */
import { readFileSync } from 'node:fs';
import { parseInstance } from '../src/index.js';
import { buildProblem } from '../src/problem/build-problem.js';
import { analyseJobs } from '../src/analysis/pre-analysis.js';
import { setCoefficients } from '../src/search/coefficients.js';
import { buildNeighbours } from '../src/search/neighbours.js';
import { SearchContext } from '../src/search/context.js';
import { Rng } from '../src/search/rng.js';
import { construct } from '../src/search/construction.js';
import { LocalSearch } from '../src/search/local-search.js';
import { PenaltyManager } from '../src/search/penalties.js';
import { evaluateExchange } from '../src/search/operators/exchange.js';
import { evaluateTwoOptStar } from '../src/search/operators/two-opt-star.js';

const f = process.argv[2];
const inst = parseInstance(f.split('/').pop() ?? f, readFileSync(f, 'utf8'));
const p = buildProblem(inst.problem, {});
analyseJobs(p);
setCoefficients(p, {});
const nb = buildNeighbours(p, 20);
const ctx = new SearchContext(p, nb, new Rng(1), false, () => false);
new PenaltyManager(p).apply(ctx.cm);
construct(ctx, new Int32Array(p.nJobs), false);
new LocalSearch(ctx).run(ctx);
const pairsU = new Int32Array(100000);
const pairsV = new Int32Array(100000);
const rng = new Rng(3);
for (let i = 0; i < pairsU.length; i++) {
  pairsU[i] = rng.int(p.nJobs);
  pairsV[i] = nb.list[pairsU[i] * nb.k + rng.int(nb.count[pairsU[i]])];
}
for (const [name, fn] of [
  ['relocate', (u: number, v: number) => evaluateExchange(ctx, u, v, 1, 0, false)],
  ['swap', (u: number, v: number) => evaluateExchange(ctx, u, v, 1, 1, false)],
  ['2opt*', (u: number, v: number) => evaluateTwoOptStar(ctx, u, v)],
] as const) {
  let sink = 0;
  for (let rep = 0; rep < 3; rep++) {
    const t = process.cpuUsage();
    for (let k = 0; k < 10; k++)
      for (let i = 0; i < pairsU.length; i++) sink += fn(pairsU[i], pairsV[i]) < 0 ? 1 : 0;
    const c = process.cpuUsage(t);
    if (rep === 2)
      console.log(name, (((c.user + c.system) * 1000) / (10 * pairsU.length)).toFixed(0), 'ns', sink);
  }
}

function lbOnly(U: number, V: number): number {
  const R = ctx.routes;
  const rU = R.routeOf[U];
  const rV = R.routeOf[V];
  if (rU === rV) return Infinity;
  const pU = R.prev[U];
  const nU = R.next[U];
  const nV = R.next[V];
  const dist = p.dist;
  const n = p.nLoc;
  const loc = p.visitLoc;
  const lu = loc[U];
  const a = R.pLast[pU];
  const b = R.sFirst[nU];
  const c = R.sFirst[nV];
  const dU = R.pDist[pU] + R.sDist[nU] + (b >= 0 ? dist[a * n + b] : 0);
  const dV = R.pDist[V] + dist[R.pLast[V] * n + lu] + (c >= 0 ? dist[lu * n + c] : 0) + R.sDist[nV];
  return p.vDistCoef[rU] * dU + p.vDistCoef[rV] * dV - R.rCost[rU] - R.rCost[rV];
}
{
  let sink = 0;
  for (let rep = 0; rep < 3; rep++) {
    const t = process.cpuUsage();
    for (let k = 0; k < 10; k++)
      for (let i = 0; i < pairsU.length; i++) sink += lbOnly(pairsU[i], pairsV[i]) < 0 ? 1 : 0;
    const c = process.cpuUsage(t);
    if (rep === 2)
      console.log('lbOnly', (((c.user + c.system) * 1000) / (10 * pairsU.length)).toFixed(0), 'ns', sink);
  }
}
import { costThrough } from '../src/search/fast-eval.js';
{
  let sink = 0;
  for (let rep = 0; rep < 3; rep++) {
    const t = process.cpuUsage();
    for (let k = 0; k < 10; k++)
      for (let i = 0; i < pairsU.length; i++) {
        const u = pairsU[i];
        const R = ctx.routes;
        sink += costThrough(ctx, R.routeOf[u], R.prev[u], -1, -1, -1, R.next[u]);
      }
    const c = process.cpuUsage(t);
    if (rep === 2)
      console.log(
        'costThrough remove',
        (((c.user + c.system) * 1000) / (10 * pairsU.length)).toFixed(0),
        'ns',
        sink,
      );
  }
}
