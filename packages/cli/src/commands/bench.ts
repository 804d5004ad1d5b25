import type { Command } from 'commander';
import {
  nonNegativeInteger,
  positiveInteger,
  regex,
  runBudget,
  solomonConvention,
  timeLimitSeconds,
} from '../bench/args.js';
import type { Output } from '../bench/output.js';
import { UsageError } from '../io/errors.js';
import type { Cli } from '../core/cli.js';
import { linesResult } from '../output/render.js';
import { runBench } from '../bench/run-bench.js';
import { runScale } from '../bench/scale.js';
import { parsePdptwSpec, runPdptw } from '../bench/pdptw.js';

interface BenchFlags {
  timeLimit?: string;
  seeds: string;
  seed: string;
  json?: boolean;
  filter?: string;
  parallel: string;
  threads?: string;
  iterations?: string;
  convention: string;
  generate?: string;
  out?: string;
  fleet?: string;
}

/** `routier bench DIR` (a benchmark folder) or `routier bench --generate cvrp:N` (scale test). */
export async function benchCommand(
  dir: string | undefined,
  flags: BenchFlags,
  output: Output,
): Promise<string[]> {
  const json = flags.json === true;
  const threads = positiveInteger(flags.threads ?? '1', '--threads');
  if (flags.generate !== undefined) {
    if (flags.fleet !== undefined)
      throw new UsageError('--fleet is for benchmark folders of VRPTW files, not --generate');
    const settings = {
      spec: flags.generate,
      timeLimitMs: 1000 * timeLimitSeconds(flags.timeLimit),
      seed: nonNegativeInteger(flags.seed, '--seed'),
      json,
      out: flags.out,
      threads,
    };
    const pdptw = parsePdptwSpec(flags.generate);
    if (pdptw && threads > 1)
      throw new UsageError('--threads is for cvrp:N and benchmark folders, not pdptw');
    if (pdptw) return runPdptw(settings, pdptw.tasks, pdptw.instanceSeed, output);
    return runScale(settings, output);
  }
  if (dir === undefined) throw new UsageError('bench needs a folder of instances (or --generate cvrp:N)');
  const parallel = positiveInteger(flags.parallel, '--parallel');
  if (parallel > 1 && threads > 1)
    throw new UsageError(
      '--parallel and --threads both above 1: run instances side by side or one instance on several threads',
    );
  return runBench(
    {
      dir,
      ...runBudget(flags),
      seeds: positiveInteger(flags.seeds, '--seeds'),
      filter: flags.filter === undefined ? undefined : regex(flags.filter),
      parallel,
      threads,
      json,
      solomon: solomonConvention(flags.convention),
      fleet: flags.fleet === undefined ? undefined : positiveInteger(flags.fleet, '--fleet'),
    },
    output,
  );
}

export function register(program: Command, cli: Cli): void {
  program
    .command('bench')
    .description(
      'Benchmark the engine on a folder of instances beside BKS.csv (Solomon, Li & Lim, CVRPLIB, TSPLIB), or on a generated instance (--generate)',
    )
    .argument('[dir]', 'folder laid out like ../shared/benchmarks/* (instances beside BKS.csv)')
    .option(
      '--time-limit <seconds|n/K>',
      'time limit per instance in seconds (default 10; none with --iterations alone); n/K: n/K seconds for an instance of n customers and depot (n/20: the CVRPLIB X budget)',
    )
    .option('--seeds <k>', 'run seeds 1..k of every instance', '1')
    .option('--json', 'one JSON line per run on stdout (instance, seed, cost, bks, gap, ms, valid, commit)')
    .option('--filter <regex>', 'only instances whose name matches')
    .option('--parallel <n>', 'worker threads (one instance per thread)', '1')
    .option(
      '--threads <n>',
      'cooperating searches per instance, one worker thread each (engine threads option)',
      '1',
    )
    .option('--iterations <n>', 'iteration budget per run (deterministic with the seed)')
    .option(
      '--convention <name>',
      'VRPTW (Solomon .txt, VRPLIB .vrp): exact (unrounded, distance_exact_best) or dimacs (distance_dimacs)',
      'exact',
    )
    .option(
      '--fleet <n>',
      "VRPTW files: n vehicles instead of the file's count (VRPLIB VEHICLES is the fewest known, not a limit; Gehring-Homberger's own limit at 1,000 customers is 250)",
    )
    .option(
      '--generate <spec>',
      'a random instance: cvrp:N[:SEED] (scale test), x:N[:SEED] (CVRPLIB X style), gh:N[:SEED] (Gehring-Homberger-style VRPTW, DIMACS arcs; seeds 1-6: R1 C1 RC1 R2 C2 RC2) or pdptw:TASKS[:SEED] (Li & Lim-style pickup and delivery)',
    )
    .option('--seed <n>', 'solver seed for --generate', '1')
    .option('--out <file>', 'with --generate: also write the instance (.vrp, or Li & Lim .txt for pdptw)')
    .addHelpText(
      'after',
      '\nExamples:\n  routier bench ../shared/benchmarks/tsplib --time-limit 2\n' +
        '  routier bench ../shared/benchmarks/solomon --time-limit 5 --filter "^R1" --json > r1.jsonl\n' +
        '  routier bench benchmarks/x-large --time-limit n/20 --parallel 2   # X-n573-k30: 28.65 s\n' +
        '  routier bench --generate cvrp:2000 --time-limit 60\n' +
        '  routier bench --generate cvrp:1000 --time-limit 60 --threads 2\n' +
        '  routier bench --generate x:600:3 --time-limit 30      # CVRPLIB X-style, variant drawn from the seed\n' +
        '  routier bench --generate gh:1000:3 --time-limit 60    # VRPTW, class RC1 (seeds 1-6: R1 C1 RC1 R2 C2 RC2)\n' +
        '  routier bench --generate pdptw:200:3 --time-limit 10\n' +
        '  routier bench benchmarks/li-lim/pdp_100 --time-limit 10   # Li & Lim files beside their BKS.csv',
    )
    .action(
      cli.action(async (ctx, dir: string | undefined, flags: BenchFlags) => {
        // Result lines stream to stdout as runs finish; progress goes to stderr.
        const output: Output = {
          out: (line) => void ctx.io.stdout.write(line + '\n'),
          err: (line) => void ctx.io.stderr.write(line + '\n'),
        };
        return linesResult(await benchCommand(dir, flags, output));
      }),
    );
}
