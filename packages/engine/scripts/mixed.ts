/** Development check (not shipped): solve seeded product-like problems with every feature and check them. */
import { checkSolution, solve } from '../src/index.js';
import { mixedProblem } from '../src/test-support/random-problem.js';

const iters = Number(process.argv[2] ?? 30);
for (let seed = 1; seed <= Number(process.argv[3] ?? 6); seed++) {
  for (const soft of [false, true]) {
    const problem = mixedProblem({
      seed,
      jobs: 30 + seed * 5,
      vehicles: 2 + (seed % 3),
      windows: true,
      skills: true,
      breaks: true,
      pins: true,
      dims: 1 + (seed % 2),
      open: seed % 2 === 0,
      limits: seed % 3 !== 0,
      kind: seed % 4 === 0 ? 'euclidean' : 'haversine',
    });
    const opts = {
      seed,
      maxIterations: iters,
      debugChecks: true,
      timeWindows: soft ? ('soft' as const) : ('hard' as const),
      objective: (['distance', 'time', 'cost'] as const)[seed % 3],
    };
    const t = Date.now();
    const sol = solve(problem, opts);
    const chk = checkSolution(problem, sol, { timeWindows: opts.timeWindows });
    const reasons = sol.unassigned.map((u) => u.reason).join(',');
    console.log(
      `seed ${seed} ${soft ? 'soft' : 'hard'} ${opts.objective}: ${sol.routes.length} routes, ${sol.unassigned.length} unassigned [${reasons}], ` +
        `${sol.violations.length} violations, score ${sol.feasibilityScore}, ${Date.now() - t} ms, ${chk.valid ? 'valid' : 'INVALID: ' + chk.errors.slice(0, 4).join(' | ')}`,
    );
  }
}
