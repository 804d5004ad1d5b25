import type { Command } from 'commander';
import type { BatchOptimizeResponse, Objective } from '@routier/sdk';
import type { Cli } from '../../core/cli.js';
import { parseChoice, parseIdList, parseInteger } from '../../core/args.js';
import type { CommandContext } from '../../core/context.js';
import { examples } from '../../core/help.js';
import type { Result } from '../../output/render.js';
import { optimizeSavedRoutes, type BatchOptions } from './batch-job.js';

export const OBJECTIVES: readonly Objective[] = ['distance', 'time', 'cost'];

export interface JobOptions {
  objective?: string;
  timeLimit?: string;
}

export function batchOptions(opts: JobOptions): BatchOptions {
  return {
    ...(opts.objective ? { objective: parseChoice(opts.objective, '--objective', OBJECTIVES) } : {}),
    ...(opts.timeLimit ? { timeLimitSeconds: parseInteger(opts.timeLimit, '--time-limit', 1, 300) } : {}),
  };
}

export async function optimizeRoutes(
  ctx: CommandContext,
  ids: string[],
  opts: JobOptions,
): Promise<Result<BatchOptimizeResponse>> {
  return optimizeSavedRoutes(ctx, parseIdList(ids, 'A route id'), batchOptions(opts));
}

export function addJobOptions(command: Command): Command {
  return command
    .option('--objective <objective>', 'minimise distance, time or cost (default distance)')
    .option('--time-limit <seconds>', 'time limit of the server job in seconds, 1-300 (default 60)')
    .option('--json', 'print the result as JSON (totalOptimized, results, failures)');
}

export function registerOptimize(routes: Command, cli: Cli): void {
  const command = addJobOptions(
    routes
      .command('optimize')
      .description('Optimise saved routes on the server, with live progress; stores each result')
      .argument('<ids...>', 'route ids (see `routier routes list`)'),
  ).action(cli.action(optimizeRoutes));
  examples(command, 'routier routes optimize 42', 'routier routes optimize 42 44 45 --objective time --json');
}
