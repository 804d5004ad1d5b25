import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { routesToIds, writeSol } from '@routier/engine';
import { nonNegativeInteger, runBudget, solomonConvention } from '../bench/args.js';
import { readInstance } from '../bench/instances.js';
import type { Cli } from '../core/cli.js';
import { linesResult } from '../output/render.js';
import { runInstance } from '../bench/run-instance.js';
import { isVroomFile, solveVroomFile } from './solve-vroom.js';

interface SolveFlags {
  timeLimit?: string;
  seed: string;
  out?: string;
  iterations?: string;
  convention: string;
}

/** `routier solve INSTANCE`: solve a Solomon / CVRPLIB / TSPLIB file locally, write a .sol, print one JSON line. */
export async function solveCommand(file: string, flags: SolveFlags): Promise<string[]> {
  const budget = runBudget(flags);
  const seed = nonNegativeInteger(flags.seed, '--seed');
  const inst = readInstance(file, solomonConvention(flags.convention));
  const r = await runInstance(inst, { ...budget, seed });
  const used = r.solution.routes.filter((route) => route.jobIndices.length > 0);
  if (flags.out) writeFileSync(flags.out, writeSol(routesToIds(inst.parsed.problem, used), r.cost));
  return [
    JSON.stringify({
      instance: inst.name,
      cost: r.cost,
      routes: r.routes,
      seconds: r.ms / 1000,
      seed,
      valid: r.valid,
    }),
  ];
}

export function register(program: Command, cli: Cli): void {
  program
    .command('solve')
    .description(
      "Solve a problem locally: a VROOM problem (.json, or - for stdin) answers VROOM's solution JSON; a benchmark instance (Solomon .txt, CVRPLIB or VRPLIB VRPTW .vrp, TSPLIB .tsp) one JSON line",
    )
    .argument('<file>', 'problem file; the format is chosen by extension')
    .option(
      '--time-limit <seconds>',
      'time limit in seconds (default 5 for .json, 10 for instances; none with --iterations alone)',
    )
    .option('--seed <n>', 'random seed', '1')
    .option('--iterations <n>', 'iteration budget (deterministic with the seed)')
    .option(
      '--out <file>',
      'write the solution there (.json: VROOM solution; instances: a CVRPLIB-style .sol)',
    )
    .option(
      '--convention <name>',
      'VRPTW distances (Solomon, VRPLIB): exact (unrounded) or dimacs (truncated to 0.1)',
      'exact',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  routier solve problem.json > solution.json        # like vroom -i problem.json\n' +
        '  routier solve ../shared/benchmarks/solomon/R101.txt --time-limit 5 --seed 1 --out R101.sol\n' +
        '  {"instance":"R101","cost":1642.88,"routes":19,"seconds":5,"seed":1,"valid":true}\n\n' +
        'A VROOM problem: unassigned tasks, with the reason and the smallest fix found, go to stderr; exit 6 when\n' +
        'any task is unassigned. Coordinates are measured by great circle x 1.3 at 40 km/h (docs/vroom.md).',
    )
    .action(
      cli.action(async (ctx, file: string, flags: SolveFlags) =>
        isVroomFile(file)
          ? solveVroomFile(ctx, file, flags, nonNegativeInteger(flags.seed, '--seed'))
          : linesResult(await solveCommand(file, flags)),
      ),
    );
}
