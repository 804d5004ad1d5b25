/** Development profiler (not shipped): time and count local-search work on one instance. */
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

const f = process.argv[2];
const runs = Number(process.argv[3] ?? 50);
const inst = parseInstance(f.split('/').pop() ?? f, readFileSync(f, 'utf8'));
const p = buildProblem(inst.problem, {});
analyseJobs(p);
setCoefficients(p, {});
const nb = buildNeighbours(p, 20);
const ctx = new SearchContext(p, nb, new Rng(1), false, () => false);
const pm = new PenaltyManager(p);
pm.apply(ctx.cm);
const order = new Int32Array(p.nJobs);
const ls = new LocalSearch(ctx);
const cpu0 = process.cpuUsage();
let tc = 0;
let tl = 0;
let moves = 0;
for (let i = 0; i < runs; i++) {
  let t = performance.now();
  construct(ctx, order, false);
  tc += performance.now() - t;
  t = performance.now();
  const m0 = ctx.routes.nbMoves;
  ls.run(ctx);
  moves += ctx.routes.nbMoves - m0;
  tl += performance.now() - t;
}
const cpu = process.cpuUsage(cpu0);
console.log(runs, `cpu ${((cpu.user + cpu.system) / 1000 / runs).toFixed(2)} ms per run`);
console.log(
  `construct ${(tc / runs).toFixed(2)} ms, ls ${(tl / runs).toFixed(2)} ms, moves ${(moves / runs).toFixed(0)}`,
);
