import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkSolution,
  costOf,
  generatePdptw,
  idsToJobIndices,
  parseInstance,
  parseLiLim,
  parseSol,
  solutionFromRoutes,
} from '@routier/engine';
import { benchCommand } from '../commands/bench.js';
import { solveCommand } from '../commands/solve.js';
import { runBudget } from './args.js';
import { familyOf } from './instances.js';
import { exitCodeOf, UsageError } from '../io/errors.js';
import type { Output } from './output.js';
import { parseScaleSpec } from './scale.js';
import { parsePdptwSpec } from './pdptw.js';
import { familyMeans, formatTable, summarize } from './table.js';
import { solveOptions, type RunResult } from './run-instance.js';

// A tiny benchmark folder laid out like ../shared/benchmarks/*: instances beside BKS.csv.
const dir = mkdtempSync(join(tmpdir(), 'routier-bench-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const square = [
  'NAME : sq4',
  'TYPE : TSP',
  'DIMENSION : 4',
  'EDGE_WEIGHT_TYPE : EUC_2D',
  'NODE_COORD_SECTION',
  '1 0 0',
  '2 0 10',
  '3 10 10',
  '4 10 0',
  'EOF',
  '',
];
writeFileSync(join(dir, 'sq4.tsp'), square.join('\n'));
const line10 = [
  'NAME : line10',
  'TYPE : TSP',
  'DIMENSION : 10',
  'EDGE_WEIGHT_TYPE : EUC_2D',
  'NODE_COORD_SECTION',
];
for (let i = 1; i <= 10; i++) line10.push(`${i} ${(i * 37) % 10} 0`);
writeFileSync(join(dir, 'line10.tsp'), [...line10, 'EOF', ''].join('\n'));
writeFileSync(
  join(dir, 'BKS.csv'),
  'instance,vehicles,distance,convention,source\nsq4,1,40,"nint_euclidean (TSPLIB EUC_2D), tour length",test\nline10,1,18,nint,test\n',
);

function capture(): Output & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

describe('routier solve', () => {
  it('prints one JSON line and writes a .sol that reads back with node number minus one as ids', async () => {
    const out = join(dir, 'sq4.sol');
    const [line] = await solveCommand(join(dir, 'sq4.tsp'), {
      timeLimit: '5',
      seed: '3',
      iterations: '50',
      out,
      convention: 'exact',
    });
    expect(JSON.parse(line)).toMatchObject({ instance: 'sq4', cost: 40, routes: 1, seed: 3, valid: true });
    const sol = parseSol(readFileSync(out, 'utf8'));
    expect(sol.cost).toBe(40);
    expect([...sol.routes[0]].sort()).toEqual([1, 2, 3]);
  });

  // Regression: the default 10 s limit applied with --iterations too, so on a busy machine a "deterministic"
  // run was cut short by the clock (R103 at 2000 iterations: 1217.49 instead of 1215.00).
  it('runs an iteration budget without a time limit unless --time-limit is given as well', () => {
    expect(runBudget({ iterations: '50' })).toEqual({ maxIterations: 50 });
    expect(solveOptions({ seed: 1, ...runBudget({ iterations: '50' }) })).toEqual({
      objective: 'distance',
      seed: 1,
      maxIterations: 50,
    });
    expect(runBudget({})).toEqual({ timeLimitMs: 10_000 });
    expect(runBudget({ iterations: '50', timeLimit: '2' })).toEqual({ timeLimitMs: 2000, maxIterations: 50 });
    expect(() => runBudget({ iterations: '0' })).toThrow(UsageError);
  });

  it('rejects bad arguments and unreadable files as usage errors (exit code 2)', async () => {
    await expect(
      solveCommand(join(dir, 'sq4.tsp'), { timeLimit: '-1', seed: '1', convention: 'exact' }),
    ).rejects.toThrow(UsageError);
    const missing = await solveCommand(join(dir, 'nope.tsp'), {
      timeLimit: '1',
      seed: '1',
      convention: 'exact',
    }).catch((e: unknown) => e);
    expect(exitCodeOf(missing)).toBe(2);
    const notInstance = await solveCommand(join(dir, 'BKS.csv'), {
      timeLimit: '1',
      seed: '1',
      convention: 'exact',
    }).catch((e: unknown) => e);
    expect(exitCodeOf(notInstance)).toBe(2);
    expect(exitCodeOf(new Error('boom'))).toBe(1);
  });
});

describe('routier bench', () => {
  const flags = {
    timeLimit: '5',
    seeds: '2',
    seed: '1',
    parallel: '1',
    iterations: '50',
    convention: 'exact',
  };

  it('runs every instance for each seed, checks it, and prints a table with the family mean', async () => {
    const out = capture();
    const table = await benchCommand(dir, flags, out);
    expect(table.join('\n')).toMatch(
      /\| line10 \| 18 \(mean of 2, best 18\) \| 18 \| 0\.00 \| [\d.]+ \| [\d.]+ \| yes \|/,
    );
    expect(table.join('\n')).toMatch(/\| sq4 \| 40 \(mean of 2, best 40\) \| 40 \| 0\.00 \|/);
    expect(table).toContain('| TSP | 2 | 0.00 |');
    expect(out.errors).toHaveLength(4);
  });

  it('writes JSON lines with --json, filters by name and runs on worker threads with --parallel', async () => {
    const out = capture();
    const rest = await benchCommand(
      dir,
      { ...flags, seeds: '1', json: true, filter: '^sq', parallel: '2' },
      out,
    );
    expect(rest).toEqual([]);
    expect(out.lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({
        instance: 'sq4',
        seed: 1,
        cost: 40,
        bks: 40,
        gap: 0,
        valid: true,
        family: 'TSP',
      }),
    ]);
    expect(JSON.parse(out.lines[0])).toHaveProperty('commit');
  });

  it('gives each instance n/K seconds with --time-limit n/K, n counting the depot', async () => {
    expect(runBudget({ timeLimit: 'n/20' })).toEqual({ timePerNodeMs: 50 });
    expect(runBudget({ timeLimit: 'n/4', iterations: '9' })).toEqual({
      timePerNodeMs: 250,
      maxIterations: 9,
    });
    for (const bad of ['n/0', 'n/', 'n/x', 'n/-2', 'm/20'])
      expect(() => runBudget({ timeLimit: bad }), bad).toThrow(UsageError);
    const out = capture();
    await benchCommand(dir, { ...flags, seeds: '1', json: true, timeLimit: 'n/4' }, out);
    const limits = Object.fromEntries(
      out.lines
        .map((l) => JSON.parse(l) as { instance: string; timeLimitMs: number })
        .map((r) => [r.instance, r.timeLimitMs]),
    );
    expect(limits).toEqual({ sq4: 1000, line10: 2500 });
    const table = await benchCommand(dir, { ...flags, seeds: '1', timeLimit: 'n/4' }, capture());
    expect(table[0]).toMatch(/50 iterations or n\/4 s each/);
    await expect(
      benchCommand(undefined, { ...flags, generate: 'cvrp:30:5', timeLimit: 'n/20' }, capture()),
    ).rejects.toThrow(/for benchmark folders/);
  });

  it('refuses an empty folder and a missing folder argument', async () => {
    await expect(benchCommand(dir, { ...flags, filter: '^zzz' }, capture())).rejects.toThrow(
      /no .txt, .vrp or .tsp instances/,
    );
    await expect(benchCommand(undefined, flags, capture())).rejects.toThrow(/needs a folder/);
  });

  it('generates and solves a seeded random CVRP for the scale test', async () => {
    const out = capture();
    const vrp = join(dir, 'gen.vrp');
    const [line] = await benchCommand(
      undefined,
      { ...flags, generate: 'cvrp:30:5', timeLimit: '1', json: true, out: vrp },
      out,
    );
    expect(JSON.parse(line)).toMatchObject({ customers: 30, valid: true, unassigned: 0 });
    expect(readFileSync(vrp, 'utf8')).toMatch(/DIMENSION : 31/);
    expect(() => parseScaleSpec('vrp:10')).toThrow(UsageError);
    expect(parseScaleSpec('cvrp:2000')).toEqual({ kind: 'cvrp', customers: 2000, instanceSeed: 1 });
    expect(parseScaleSpec('x:600:3')).toEqual({ kind: 'x', customers: 600, instanceSeed: 3 });
  });

  it('solves on cooperating threads with --threads, on a folder or a generated instance', async () => {
    const [line] = await benchCommand(
      undefined,
      { ...flags, generate: 'cvrp:40:2', timeLimit: '1', json: true, threads: '2' },
      capture(),
    );
    const scale = JSON.parse(line);
    expect(scale).toMatchObject({ customers: 40, threads: 2, valid: true, unassigned: 0 });
    expect(scale.improvements.length).toBeGreaterThan(0);
    const out = capture();
    await benchCommand(dir, { ...flags, filter: '^sq', json: true, threads: '2', iterations: '20' }, out);
    expect(out.lines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({ threads: 2, valid: true }),
    );
    await expect(benchCommand(dir, { ...flags, parallel: '2', threads: '2' }, capture())).rejects.toThrow(
      /--parallel and --threads/,
    );
    await expect(
      benchCommand(undefined, { ...flags, generate: 'pdptw:20:1', threads: '2' }, capture()),
    ).rejects.toThrow(/--threads/);
  });
});

describe('tables and families', () => {
  it('names Solomon families and averages gaps per family and overall', () => {
    expect(['C101', 'C201', 'R112', 'R211', 'RC105', 'RC208'].map((n) => familyOf(n, 'solomon'))).toEqual([
      'C1',
      'C2',
      'R1',
      'R2',
      'RC1',
      'RC2',
    ]);
    expect(familyOf('X-n101-k25', 'cvrplib')).toBe('X');
    const run = (instance: string, family: string, cost: number): RunResult =>
      ({
        instance,
        family,
        seed: 1,
        cost,
        routes: 1,
        ms: 1000,
        cpuMs: null,
        firstSolutionMs: null,
        valid: true,
        errors: [],
      }) as unknown as RunResult;
    const rows = summarize(
      [run('C101', 'C1', 101), run('R101', 'R1', 110), run('R102', 'R1', 100)],
      () => 100,
    );
    expect(familyMeans(rows)).toEqual([
      { family: 'C1', instances: 1, gap: 1 },
      { family: 'R1', instances: 2, gap: 5 },
      { family: 'all', instances: 3, gap: 11 / 3 },
    ]);
    expect(formatTable(rows, 'h')).toContain('| R101 | 110 | 100 | 10.00 | 1.0 | - | yes |');
  });
});

describe('Gehring-Homberger benchmarks', () => {
  // gh-1000: the development set (six classes, three best-known solutions); gh-1000-class2: four more class-2
  // development instances; gh-1000-heldout: instances the engine was never tuned on, each with its DIMACS
  // best-known solution.
  it.each([
    { folder: 'gh-1000', instances: 6, solutions: 3, beyondFleet: [] as string[] },
    { folder: 'gh-1000-class2', instances: 4, solutions: 4, beyondFleet: ['R2_10_6', 'RC2_10_7'] },
    { folder: 'gh-1000-heldout', instances: 5, solutions: 5, beyondFleet: ['C1_10_2', 'RC2_10_3'] },
  ])(
    'the VRPLIB files of benchmarks/$folder read as 1,000-customer VRPTW, and each best-known solution re-scores to BKS.csv',
    ({ folder: name, instances, solutions, beyondFleet }) => {
      const folder = new URL(`../../../../benchmarks/${name}/`, import.meta.url);
      const files = readdirSync(folder).filter((f) => f.endsWith('.vrp'));
      expect(files.length).toBe(instances);
      const bks = readFileSync(new URL('BKS.csv', folder), 'utf8').trim().split('\n').slice(1);
      for (const file of files) {
        const inst = parseInstance(file, readFileSync(new URL(file, folder), 'utf8'), { rounding: 'trunc1' });
        expect(inst.format, file).toBe('vrptw');
        expect(inst.problem.jobs, file).toHaveLength(1000);
        expect(familyOf(file.replace('.vrp', ''), inst.format)).toMatch(/^(C|R|RC)[12]$/);
      }
      expect(bks.length).toBe(solutions);
      const beyond: string[] = [];
      for (const row of bks) {
        const [id, vehicles, distance] = row.split(',');
        const inst = parseInstance(`${id}.vrp`, readFileSync(new URL(`${id}.vrp`, folder), 'utf8'), {
          rounding: 'trunc1',
        });
        const sol = parseSol(readFileSync(new URL(`${id}.sol`, folder), 'utf8'));
        const routes = idsToJobIndices(inst.problem, sol.routes);
        expect(routes.length, id).toBe(Number(vehicles));
        // The DIMACS best-known solution may use more routes than the file's VEHICLES (the fewest known):
        // it is checked with as many vehicles as it has routes.
        if (routes.length > inst.vehicles) beyond.push(id);
        const problem = {
          ...inst.problem,
          vehicles: routes.map((_, k) => ({ ...inst.problem.vehicles[0], id: k + 1 })),
        };
        expect(checkSolution(problem, solutionFromRoutes(problem, routes)).errors, id).toEqual([]);
        const refs = routes.map((jobIndices, vehicleIndex) => ({ vehicleIndex, jobIndices }));
        expect(costOf(problem, refs, 'trunc1'), id).toBe(Number(distance));
      }
      expect(beyond).toEqual(beyondFleet);
    },
  );
});

describe('routier bench --fleet', () => {
  // Six customers on a line, each alone in its window: the best-known solution of BKS.csv uses 3 routes.
  const folder = mkdtempSync(join(tmpdir(), 'routier-fleet-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const nodes = [[0, 0, 0, 0, 1000], ...Array.from({ length: 6 }, (_, i) => [10 * (i + 1), 0, 1, 0, 1000])];
  const vrp = [
    'NAME : line6',
    'TYPE : VRPTW',
    'DIMENSION : 7',
    'VEHICLES : 2',
    'CAPACITY : 3',
    'SERVICE_TIME : 0',
    'EDGE_WEIGHT_TYPE : EUC_2D',
    'NODE_COORD_SECTION',
    ...nodes.map(([x, y], i) => `${i + 1} ${x} ${y}`),
    'DEMAND_SECTION',
    ...nodes.map(([, , q], i) => `${i + 1} ${q}`),
    'TIME_WINDOW_SECTION',
    ...nodes.map(([, , , e, l], i) => `${i + 1} ${e} ${l}`),
    'DEPOT_SECTION',
    '1',
    '-1',
    'EOF',
    '',
  ];
  writeFileSync(join(folder, 'line6.vrp'), vrp.join('\n'));
  writeFileSync(
    join(folder, 'BKS.csv'),
    'instance,vehicles,distance,convention,source\nline6,3,999,distance_dimacs,test\n',
  );
  const flags = { seeds: '1', parallel: '1', iterations: '20', convention: 'dimacs', seed: '1' };

  it('says so when the best-known solution uses more routes than the fleet', async () => {
    const out = capture();
    const table = await benchCommand(folder, flags, out);
    const note = 'line6: the best-known solution uses 3 routes, the fleet has 2 vehicles';
    expect(out.errors.join('\n')).toContain(note);
    expect(table.join('\n')).toContain(note);
  });

  it('runs VRPTW files with the fleet it is given, and no note once the fleet can reach the best-known one', async () => {
    const out = capture();
    await benchCommand(folder, { ...flags, fleet: '3', json: true }, out);
    expect(JSON.parse(out.lines[0])).toMatchObject({
      instance: 'line6',
      fleet: 3,
      bksRoutes: 3,
      valid: true,
    });
    expect(out.errors.join('\n')).not.toContain('note:');
  });

  it('refuses a fleet for files that have none to set, and a fleet that is not a whole number', async () => {
    await expect(benchCommand(dir, { ...flags, fleet: '3' }, capture())).rejects.toThrow(
      /--fleet is for VRPTW files .* is (cvrplib|tsplib)$/,
    );
    await expect(benchCommand(folder, { ...flags, fleet: '2.5' }, capture())).rejects.toThrow(UsageError);
    await expect(
      benchCommand(undefined, { ...flags, generate: 'cvrp:50', fleet: '3' }, capture()),
    ).rejects.toThrow(/--fleet is for benchmark folders/);
  });
});

describe('pickup and delivery benchmarks', () => {
  it('the Li & Lim instances of benchmarks/li-lim are whole: pairs named both ways, amounts that cancel, a BKS each', () => {
    for (const size of ['pdp_100', 'pdp_200']) {
      const folder = new URL(`../../../../benchmarks/li-lim/${size}/`, import.meta.url);
      const files = readdirSync(folder).filter((f) => f.endsWith('.txt'));
      const bks = readFileSync(new URL('BKS.csv', folder), 'utf8').trim().split('\n').slice(1);
      expect(files.length).toBeGreaterThanOrEqual(5);
      expect(bks.map((line) => `${line.split(',')[0]}.txt`).sort()).toEqual([...files].sort());
      for (const file of files) {
        const text = readFileSync(new URL(file, folder), 'utf8');
        const rows = text
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.trim().split(/\s+/).map(Number));
        const parsed = parseLiLim(text, { name: file });
        const shipments = parsed.problem.shipments ?? [];
        // Every row but the depot is in exactly one pair, and a delivery takes back what its pickup loaded.
        expect(shipments.length * 2, file).toBe(rows.length - 1);
        for (const s of shipments) expect(rows[s.delivery.location][3], file).toBe(-(s.amount ?? [0])[0]);
      }
    }
  });

  it('benchmarks Li & Lim files against BKS.csv, checked by checkShipments', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'routier-lilim-'));
    try {
      const { text } = generatePdptw({ pairs: 10, seed: 2 });
      writeFileSync(join(folder, 'lr101.txt'), text);
      writeFileSync(
        join(folder, 'BKS.csv'),
        'instance,vehicles,distance,convention,source\nlr101,3,1,hierarchical,test\n',
      );
      const out = capture();
      const table = await benchCommand(
        folder,
        { seeds: '1', parallel: '1', iterations: '50', convention: 'exact', seed: '1' },
        out,
      );
      const row = table.find((l) => l.startsWith('| lr101 |'));
      expect(row).toMatch(/\| yes \|$/);
      expect(table.join('\n')).toContain('| LR1 | 1 |');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('generates one with --generate pdptw:TASKS[:SEED] and reports a checked plan', async () => {
    expect(parsePdptwSpec('pdptw:100:3')).toEqual({ tasks: 100, instanceSeed: 3 });
    expect(parsePdptwSpec('cvrp:100')).toBeNull();
    const lines = await benchCommand(
      undefined,
      {
        generate: 'pdptw:20:1',
        timeLimit: '0.3',
        json: true,
        seeds: '1',
        parallel: '1',
        convention: 'exact',
        seed: '1',
      },
      capture(),
    );
    expect(JSON.parse(lines[0])).toMatchObject({
      instance: 'pdptw-20-1',
      tasks: 20,
      unassigned: 0,
      valid: true,
    });
  });
});
