/** Development trace (not shipped): per-iteration best and penalties of the HGS on one instance. */
import { readFileSync } from 'node:fs';
import { parseInstance, solve } from '../src/index.js';

const f = process.argv[2];
const iters = Number(process.argv[3] ?? 60);
const inst = parseInstance(f.split('/').pop() ?? f, readFileSync(f, 'utf8'));
solve(inst.problem, {
  maxIterations: iters,
  progressIntervalMs: 0,
  onProgress: (e) => console.log(e.iterations, e.bestCost, e.elapsedMs),
});
