import type { Command } from 'commander';
import { ROUTE_STATUSES, type Route, type RouteStatus } from '@routier/sdk';
import type { Cli } from '../../core/cli.js';
import { collect, parseChoice, parseDate, parseId } from '../../core/args.js';
import type { CommandContext } from '../../core/context.js';
import { UsageError } from '../../io/errors.js';
import { examples } from '../../core/help.js';
import { listAll } from '../../core/paging.js';
import { table } from '../../output/view.js';
import type { Result } from '../../output/render.js';
import { ROUTE_COLUMNS, routeRow } from './format.js';

interface ListOptions {
  from?: string;
  to?: string;
  status?: string[];
  vehicle?: string;
}

export function parseStatuses(values: readonly string[] | undefined): RouteStatus[] | undefined {
  if (!values?.length) return undefined;
  const list = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(list.map((v) => parseChoice(v, '--status', ROUTE_STATUSES)))];
}

export async function listRoutes(ctx: CommandContext, opts: ListOptions): Promise<Result<Route[]>> {
  const from = opts.from === undefined ? undefined : parseDate(opts.from, '--from');
  const to = opts.to === undefined ? undefined : parseDate(opts.to, '--to');
  if (from && to && from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
  const status = parseStatuses(opts.status);
  const vehicleId = opts.vehicle === undefined ? undefined : parseId(opts.vehicle, '--vehicle');
  const { api } = await ctx.client();
  const routes = await listAll((page) =>
    api.GET('/api/routes', {
      params: {
        query: {
          ...page,
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(status ? { status } : {}),
          ...(vehicleId ? { vehicleId } : {}),
        },
      },
    }),
  );
  return { data: routes, view: table(ROUTE_COLUMNS, routes.map(routeRow), 'No routes match.') };
}

export function registerList(routes: Command, cli: Cli): void {
  const command = routes
    .command('list')
    .description('List routes, newest first, optionally filtered by scheduled date and status')
    .option('--from <date>', 'scheduled on or after this date (YYYY-MM-DD)')
    .option('--to <date>', 'scheduled on or before this date (YYYY-MM-DD)')
    .option(
      '--status <status>',
      `only this status (repeatable or comma-separated): ${ROUTE_STATUSES.join(', ')}`,
      collect,
    )
    .option('--vehicle <id>', 'only routes assigned to this vehicle')
    .option('--json', "print the routes as a JSON array (the API's Route objects)")
    .action(cli.action(listRoutes));
  examples(
    command,
    'routier routes list --from 2025-03-03 --to 2025-03-09',
    'routier routes list --status pending,planned --json | jq length',
  );
}
