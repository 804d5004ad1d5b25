import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBks, findBks } from '../io/bks.js';
import { idsToJobIndices, parseSol } from '../io/sol.js';
import { parseSolomon } from '../io/solomon.js';
import { parseTsplib } from '../io/tsplib.js';
import { benchmarksDir, readBenchmark } from '../test-support/benchmarks.js';
import { checkSolution } from './check-solution.js';
import { costOf } from './cost.js';
import { solutionFromRoutes } from './from-routes.js';

// The best-known solutions shipped with the shared benchmarks are the checker's reference cases: each must be
// valid under its convention and recompute to its Cost line. Skipped when ../shared/benchmarks is absent.
const dir = benchmarksDir();

describe.skipIf(!dir)('checker on the shared best-known solutions', () => {
  it('validates all 56 Solomon DIMACS routes (truncated arcs) and recomputes each Cost line', () => {
    const files = readdirSync(join(dir!, 'solomon', 'bks-routes-dimacs')).filter((f) => f.endsWith('.sol'));
    expect(files).toHaveLength(56);
    for (const file of files) {
      const name = file.replace('.sol', '');
      const inst = parseSolomon(readBenchmark(dir!, 'solomon', `${name}.txt`), { rounding: 'trunc1' });
      const sol = parseSol(readBenchmark(dir!, 'solomon', 'bks-routes-dimacs', file), file);
      const routes = idsToJobIndices(inst.problem, sol.routes);
      const check = checkSolution(inst.problem, solutionFromRoutes(inst.problem, routes));
      expect(check.errors, name).toEqual([]);
      const refs = routes.map((jobIndices, vehicleIndex) => ({ vehicleIndex, jobIndices }));
      expect(costOf(inst.problem, refs, 'trunc1'), name).toBe(sol.cost);
    }
  });

  it('re-evaluates the DIMACS routes unrounded: feasible exactly where BKS.csv lists distance_exact_from_dimacs_routes', () => {
    const bks = parseBks(readBenchmark(dir!, 'solomon', 'BKS.csv'));
    let feasible = 0;
    for (const row of bks.filter((r) => r.convention === 'distance_dimacs')) {
      const inst = parseSolomon(readBenchmark(dir!, 'solomon', `${row.instance}.txt`), { rounding: 'exact' });
      const sol = parseSol(readBenchmark(dir!, 'solomon', 'bks-routes-dimacs', `${row.instance}.sol`));
      const routes = idsToJobIndices(inst.problem, sol.routes);
      const check = checkSolution(inst.problem, solutionFromRoutes(inst.problem, routes));
      const listed = bks.find(
        (r) => r.instance === row.instance && r.convention === 'distance_exact_from_dimacs_routes',
      );
      expect(check.valid, `${row.instance}: ${check.errors[0] ?? 'valid'}`).toBe(listed !== undefined);
      if (listed) {
        feasible++;
        const refs = routes.map((jobIndices, vehicleIndex) => ({ vehicleIndex, jobIndices }));
        expect(Math.abs(costOf(inst.problem, refs, 'exact') - listed.distance), row.instance).toBeLessThan(
          0.005 + 1e-9,
        );
      }
    }
    expect(feasible).toBe(48);
  });

  it('validates all 25 CVRPLIB X routes and recomputes each nint Cost and BKS.csv distance', () => {
    const bks = parseBks(readBenchmark(dir!, 'cvrplib-x', 'BKS.csv'));
    const files = readdirSync(join(dir!, 'cvrplib-x', 'bks-routes')).filter((f) => f.endsWith('.sol'));
    expect(files).toHaveLength(25);
    for (const file of files) {
      const name = file.replace('.sol', '');
      const inst = parseTsplib(readBenchmark(dir!, 'cvrplib-x', `${name}.vrp`));
      const sol = parseSol(readBenchmark(dir!, 'cvrplib-x', 'bks-routes', file), file);
      const routes = idsToJobIndices(inst.problem, sol.routes);
      const check = checkSolution(inst.problem, solutionFromRoutes(inst.problem, routes));
      expect(check.errors, name).toEqual([]);
      expect(check.recomputed.distance, name).toBe(sol.cost);
      expect(sol.cost, name).toBe(findBks(bks, name)?.distance);
      expect(check.recomputed.vehiclesUsed, name).toBe(findBks(bks, name)?.vehicles);
    }
  });

  it('validates the pr1002 optimal tour at 259045', () => {
    const inst = parseTsplib(readBenchmark(dir!, 'tsplib', 'pr1002.tsp'));
    const sol = parseSol(readBenchmark(dir!, 'tsplib', 'bks-routes', 'pr1002.sol'));
    expect(sol.extra.Optimal).toBe('True');
    const routes = idsToJobIndices(inst.problem, sol.routes);
    const check = checkSolution(inst.problem, solutionFromRoutes(inst.problem, routes));
    expect(check.errors).toEqual([]);
    expect(check.recomputed.distance).toBe(259045);
    expect(costOf(inst.problem, [{ vehicleIndex: 0, jobIndices: routes[0] }], 'nint')).toBe(259045);
  });
});
