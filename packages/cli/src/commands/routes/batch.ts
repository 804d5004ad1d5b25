import type { Command } from 'commander';
import { type BatchOptimizeResponse } from '@routier/sdk';
import type { Cli } from '../../core/cli.js';
import { collect, parseIdList } from '../../core/args.js';
import type { CommandContext } from '../../core/context.js';
import { UsageError } from '../../io/errors.js';
import { examples } from '../../core/help.js';
import { listAll } from '../../core/paging.js';
import { askChecked } from '../../core/prompts.js';
import { message } from '../../output/view.js';
import type { Result } from '../../output/render.js';
import { optimizeSavedRoutes } from './batch-job.js';
import { addJobOptions, batchOptions, type JobOptions } from './optimize.js';

interface BatchCommandOptions extends JobOptions {
  pending?: boolean;
  ids?: string[];
}

const HINT = 'pass --pending or --ids 1,2,3 when stdin is not a terminal';

export async function batchRoutes(
  ctx: CommandContext,
  opts: BatchCommandOptions,
): Promise<Result<BatchOptimizeResponse>> {
  if (opts.pending && opts.ids) throw new UsageError('Use either --pending or --ids, not both');
  const options = batchOptions(opts);
  let ids: number[];
  if (opts.ids) ids = parseIdList(opts.ids, 'A route id');
  else {
    const { api } = await ctx.client();
    const pending = await listAll((query) => api.GET('/api/routes/pending', { params: { query } }));
    if (pending.length === 0) {
      return {
        data: { totalOptimized: 0, results: [], failures: [] },
        view: message('info', 'No pending routes to optimise.'),
      };
    }
    ids = opts.pending
      ? pending.map((r) => r.id)
      : await askChecked(
          ctx,
          'Routes to optimise',
          `Choose the routes: ${HINT}`,
          pending.map((r) => ({
            value: r.id,
            name: `${r.id}  ${r.name}  (${r.scheduledDate}, ${r.destinations.length} stops)`,
          })),
        );
    if (ids.length === 0)
      throw new UsageError('No Routes Selected: Please select at least one route to optimize');
  }
  return optimizeSavedRoutes(ctx, ids, options);
}

export function registerBatch(routes: Command, cli: Cli): void {
  const command = addJobOptions(
    routes
      .command('batch')
      .description('Optimise many saved routes in one server job: all pending routes, or the ids given')
      .option('--pending', 'every route with status pending')
      .option('--ids <ids>', 'route ids, comma-separated (repeatable)', collect),
  ).action(cli.action(batchRoutes));
  examples(
    command,
    'routier routes batch --pending',
    'routier routes batch --ids 42,44 --objective cost --time-limit 120',
    '# on a terminal without --pending or --ids, pick the pending routes from a list',
  );
}
