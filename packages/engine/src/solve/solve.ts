/**
 * `solve`: one solve (solve-once.ts), then — when `options.fixes` asks — the smallest verified fix for each
 * job or shipment it leaves out (fixes.ts), attached to the unassigned entries within the fixes' own budget.
 */
import type { ProblemInput, SolveOptions } from '../model/input.js';
import type { Solution } from '../model/result.js';
import { suggestFixes } from './fixes.js';
import { solveOnce } from './solve-once.js';

export function solve(input: ProblemInput, options: SolveOptions = {}): Solution {
  const solution = solveOnce(input, options);
  const fixes = options.fixes;
  if (fixes === undefined || solution.unassigned.length === 0 || options.signal?.aborted === true)
    return solution;
  const found = suggestFixes(input, { ...options, fixes: undefined }, solution, {
    budgetMs: fixes.budgetMs,
    maxTasks: fixes.maxTasks,
    now: options.now,
  });
  solution.unassigned = solution.unassigned.map((u, i) => ({ ...u, fix: found[i] }));
  return solution;
}
