import { writeFileSync } from 'node:fs';
import {
  checkSolution,
  costOf,
  formatVrp,
  generateCvrp,
  generateGhLike,
  generateXLike,
  solve,
  type CostConvention,
  type ParsedInstance,
  type SolveOptions,
} from '@routier/engine';
import { solve as solveInThreads } from '@routier/engine/node';
import { UsageError } from '../io/errors.js';
import type { Output } from './output.js';

export interface ScaleSettings {
  /** `cvrp:N[:SEED]`, `x:N[:SEED]`, `gh:N[:SEED]` or `pdptw:TASKS[:SEED]`. */
  spec: string;
  timeLimitMs: number;
  seed: number;
  json: boolean;
  /** Write the generated instance as a .vrp file. */
  out?: string;
  /** Cooperating searches on worker threads; 1: in this thread. */
  threads?: number;
}

/**
 * Parses `cvrp:2000` / `cvrp:2000:7` (uniform random customers), `x:600:3` (CVRPLIB X style, the variant
 * drawn from the seed) or `gh:1000:4` (Gehring-Homberger-style VRPTW, the class drawn from the seed) into kind,
 * customers and instance seed.
 */
export function parseScaleSpec(spec: string): {
  kind: 'cvrp' | 'x' | 'gh';
  customers: number;
  instanceSeed: number;
} {
  const m = /^(cvrp|x|gh):(\d+)(?::(\d+))?$/i.exec(spec.trim());
  if (!m || Number(m[2]) < 2)
    throw new UsageError(
      `--generate expects cvrp:N[:SEED], x:N[:SEED], gh:N[:SEED] or pdptw:TASKS[:SEED], got "${spec}"`,
    );
  const kind = m[1].toLowerCase() as 'cvrp' | 'x' | 'gh';
  return { kind, customers: Number(m[2]), instanceSeed: m[3] === undefined ? 1 : Number(m[3]) };
}

/** The instance of a spec, and the text `--out` writes (CVRPLIB .vrp, or Solomon's layout for gh). */
function generated(spec: string): {
  inst: ParsedInstance;
  customers: number;
  text: () => string;
  convention: CostConvention;
} {
  const { kind, customers, instanceSeed: seed } = parseScaleSpec(spec);
  if (kind === 'gh') {
    const { text, instance } = generateGhLike({ customers, seed });
    return { inst: instance, customers, text: () => text, convention: 'trunc1' };
  }
  const inst = kind === 'x' ? generateXLike({ customers, seed }) : generateCvrp({ customers, seed });
  return { inst, customers, text: () => formatVrp(inst), convention: 'nint' };
}

/**
 * Scale test: a seeded random instance (src/io generateCvrp, generateXLike, generateGhLike), solved in this
 * thread (or on `threads` cooperating worker threads) with a time limit. Reports the time to the first
 * complete solution, the total time, the process's peak resident memory (worker threads included), validity
 * and cost.
 */
export async function runScale(settings: ScaleSettings, output: Output): Promise<string[]> {
  const { inst, customers, text, convention } = generated(settings.spec);
  if (settings.out) writeFileSync(settings.out, text());
  let peakRss = process.memoryUsage().rss;
  let firstMs: number | null = null;
  /** Each improvement of the best: [elapsed ms, objective]. */
  const improvements: [number, number][] = [];
  const started = Date.now();
  const threads = settings.threads ?? 1;
  const options: SolveOptions = {
    objective: 'distance',
    timeLimitMs: settings.timeLimitMs,
    seed: settings.seed,
    onProgress: (e) => {
      if (firstMs === null && e.bestCost !== null) firstMs = e.elapsedMs;
      const last = improvements[improvements.length - 1];
      if (e.bestCost !== null && (last === undefined || e.bestCost < last[1]))
        improvements.push([Math.round(e.elapsedMs), Math.round(e.bestCost)]);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    },
  };
  const solution =
    threads > 1 ? await solveInThreads(inst.problem, { ...options, threads }) : solve(inst.problem, options);
  const totalMs = Date.now() - started;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const check = checkSolution(inst.problem, solution);
  const result = {
    instance: inst.name,
    customers,
    vehicles: inst.vehicles,
    seed: settings.seed,
    threads,
    cost: costOf(inst.problem, solution.routes, convention),
    routes: solution.routes.filter((r) => r.jobIndices.length > 0).length,
    unassigned: solution.unassigned.length,
    firstSolutionMs: solution.firstSolutionMs ?? firstMs,
    totalMs,
    rssMb: Math.round(peakRss / 2 ** 20),
    valid: check.valid && solution.unassigned.length === 0,
    iterations: solution.iterations,
    improvements,
  };
  if (!check.valid) output.err(`checker: ${check.errors.slice(0, 5).join('; ')}`);
  if (settings.json) return [JSON.stringify(result)];
  return [
    `${result.instance}: ${customers} customers, ${inst.vehicles} vehicles of ${inst.capacity}, time limit ${settings.timeLimitMs / 1000} s`,
    `first solution ${result.firstSolutionMs === null ? '-' : `${(result.firstSolutionMs / 1000).toFixed(2)} s`}, ` +
      `total ${(totalMs / 1000).toFixed(1)} s, peak RSS ${result.rssMb} MB, cost ${result.cost}, ${result.routes} routes, ` +
      `${result.unassigned} unassigned, ${result.valid ? 'valid' : 'INVALID'}`,
  ];
}
