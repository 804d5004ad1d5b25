import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBks, parseBks, type BksRow } from '@routier/engine';
import { createSolverPool } from '@routier/engine/node';
import { listInstances, readInstance, type BenchInstance, type SolomonConvention } from './instances.js';
import type { Output } from './output.js';
import { runInstance, type RunResult } from './run-instance.js';
import { formatTable, gapOf, summarize } from './table.js';

export interface BenchSettings {
  dir: string;
  /** None with an iteration budget alone. */
  timeLimitMs?: number;
  /** Instead of timeLimitMs: this many ms per node of the instance, depot included (`--time-limit n/K`). */
  timePerNodeMs?: number;
  seeds: number;
  filter?: RegExp;
  parallel: number;
  /** Cooperating searches per instance (engine/node solve's threads). */
  threads: number;
  json: boolean;
  solomon: SolomonConvention;
  maxIterations?: number;
  /** Vehicles of every VRPTW instance instead of the file's count (`--fleet`). */
  fleet?: number;
}

/** The commit the numbers belong to (`git rev-parse --short HEAD`), or null outside a checkout. */
export function currentCommit(): string | null {
  if (process.env.ROUTIER_COMMIT) return process.env.ROUTIER_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * Runs every instance of a benchmark folder for seeds 1..K, checks every solution, and returns the table
 * (or, with `json`, streams one JSON line per run and returns nothing more). Progress goes to stderr.
 */
export async function runBench(settings: BenchSettings, output: Output): Promise<string[]> {
  const bksFile = join(settings.dir, 'BKS.csv');
  const bksRows: BksRow[] = existsSync(bksFile) ? parseBks(readFileSync(bksFile, 'utf8'), bksFile) : [];
  const instances = listInstances(settings.dir, settings.filter).map((f) =>
    readInstance(f, settings.solomon, settings.fleet),
  );
  const bksRowOf = (inst: BenchInstance): BksRow | undefined =>
    findBks(bksRows, inst.name, inst.bksConvention);
  const bksOf = (inst: BenchInstance): number | null => bksRowOf(inst)?.distance ?? null;
  const notes = fleetNotes(instances, bksRowOf);
  for (const note of notes) output.err(note);
  const byName = new Map(instances.map((i) => [i.name, i]));
  const commit = currentCommit();
  const tasks = instances.flatMap((inst) =>
    Array.from({ length: settings.seeds }, (_, s) => ({ inst, seed: s + 1 })),
  );
  const results: RunResult[] = [];
  let done = 0;
  /** The instance's time limit: fixed, or n/K seconds for n nodes (depot included). */
  const limitOf = (inst: BenchInstance): number | undefined =>
    settings.timePerNodeMs === undefined
      ? settings.timeLimitMs
      : Math.round(settings.timePerNodeMs * inst.parsed.dimension);

  const record = (inst: BenchInstance, r: RunResult): void => {
    results.push(r);
    done++;
    const bks = bksOf(inst);
    const gap = gapOf(r.cost, bks);
    output.err(
      `[${done}/${tasks.length}] ${r.instance} seed ${r.seed}: ${r.cost.toFixed(2)}` +
        `${gap === null ? '' : ` (${gap >= 0 ? '+' : ''}${gap.toFixed(2)}%)`} ${(r.ms / 1000).toFixed(1)} s` +
        `${r.cpuMs === null ? '' : ` (cpu ${(r.cpuMs / 1000).toFixed(1)} s)`}` +
        `${r.valid ? '' : ` INVALID: ${r.errors.slice(0, 3).join('; ')}`}`,
    );
    if (settings.json) {
      output.out(
        JSON.stringify({
          instance: r.instance,
          family: r.family,
          seed: r.seed,
          cost: r.cost,
          bks,
          gap,
          routes: r.routes,
          fleet: inst.parsed.vehicles,
          bksRoutes: bksRowOf(inst)?.vehicles ?? null,
          ms: r.ms,
          cpuMs: r.cpuMs,
          firstSolutionMs: r.firstSolutionMs,
          valid: r.valid,
          timeLimitMs: limitOf(inst) ?? null,
          threads: settings.threads,
          commit,
        }),
      );
    }
  };

  const run = (inst: BenchInstance, seed: number) => ({
    timeLimitMs: limitOf(inst),
    maxIterations: settings.maxIterations,
    threads: settings.threads,
    seed,
  });
  if (settings.parallel > 1) {
    const pool = createSolverPool({ size: settings.parallel });
    try {
      await Promise.all(
        tasks.map(({ inst, seed }) => runInstance(inst, run(inst, seed), pool).then((r) => record(inst, r))),
      );
    } finally {
      await pool.close();
    }
  } else {
    for (const { inst, seed } of tasks) record(inst, await runInstance(inst, run(inst, seed)));
  }
  if (settings.json) return [];
  const order = new Map(instances.map((inst, i) => [inst.name, i]));
  results.sort((a, b) => order.get(a.instance)! - order.get(b.instance)! || a.seed - b.seed);
  const rows = summarize(results, (name) => bksOf(byName.get(name)!));
  const budget = [
    ...(settings.maxIterations === undefined ? [] : [`${settings.maxIterations} iterations`]),
    ...(settings.timeLimitMs === undefined ? [] : [`${settings.timeLimitMs / 1000} s`]),
    ...(settings.timePerNodeMs === undefined
      ? []
      : [`n/${Number((1000 / settings.timePerNodeMs).toPrecision(12))} s`]),
  ].join(' or ');
  const table = formatTable(
    rows,
    `${settings.dir}: ${instances.length} instances, ${settings.seeds} seed(s), ${budget} each, commit ${commit ?? 'unknown'}`,
  );
  return notes.length === 0 ? table : [...table, '', ...notes];
}

/**
 * Instances whose best-known solution uses more routes than the fleet they are run with: their gap compares
 * with a solution the run cannot reach (VRPLIB Gehring-Homberger files give the fewest vehicles known, while
 * their DIMACS best-known distances may use more; docs/benchmarks.md).
 */
function fleetNotes(
  instances: readonly BenchInstance[],
  bksRowOf: (inst: BenchInstance) => BksRow | undefined,
): string[] {
  const notes: string[] = [];
  for (const inst of instances) {
    const row = bksRowOf(inst);
    if (row === undefined || row.vehicles <= inst.parsed.vehicles) continue;
    notes.push(
      `note: ${inst.name}: the best-known solution uses ${row.vehicles} routes, the fleet has ${inst.parsed.vehicles} vehicles; ` +
        `its gap is to a solution this fleet cannot reach (--fleet sets the fleet of VRPTW files)`,
    );
  }
  return notes;
}
