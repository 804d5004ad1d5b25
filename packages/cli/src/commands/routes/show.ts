/** `routier routes get ID` and `routier routes delete ID`: one saved route, in full or removed. */
import type { Command } from 'commander';
import { unwrap, type Route } from '@routier/sdk';
import type { Cli } from '../../core/cli.js';
import { parseId } from '../../core/args.js';
import type { CommandContext } from '../../core/context.js';
import { examples } from '../../core/help.js';
import { askConfirm } from '../../core/prompts.js';
import { fields, message, stack, table } from '../../output/view.js';
import type { Result } from '../../output/render.js';
import { clock, dollars, km, minutes } from './format.js';

interface PlanStop {
  index: number;
  arrivalTime?: number;
  departureTime?: number;
}

export async function getRoute(ctx: CommandContext, id: string): Promise<Result<Route>> {
  const routeId = parseId(id, 'The route id');
  const { api } = await ctx.client();
  const route = await unwrap(api.GET('/api/routes/{id}', { params: { path: { id: routeId } } }));
  const plan = route.optimizedRoute as {
    stops?: PlanStop[];
    optimizedRoute?: { sequence?: number[] };
  } | null;
  const order = route.totalsStale ? [] : (plan?.optimizedRoute?.sequence ?? []);
  const times = new Map((plan?.stops ?? []).map((s) => [s.index, s]));
  const visits = [...order, ...route.destinations.map((_, i) => i + 1).filter((i) => !order.includes(i))];
  return {
    data: route,
    view: stack(
      fields([
        ['ID', String(route.id)],
        ['Name', route.name],
        ['Status', route.status],
        ['Scheduled', route.scheduledDate],
        ['Start', route.startLocation],
        ['Vehicle', route.vehicleId === null ? '-' : String(route.vehicleId)],
        ['Distance', route.totalDistance === null ? 'N/A' : `${km(route.totalDistance)} km`],
        ['Time', route.estimatedTime === null ? 'N/A' : `${minutes(route.estimatedTime)} min`],
        ['Cost', route.totalCost === null ? 'N/A' : `$${dollars(route.totalCost)}`],
      ]),
      route.totalsStale &&
        message('warning', 'The stops changed since these totals were computed: optimise the route again.'),
      table(
        [
          { key: 'order', header: '#', align: 'right' },
          { key: 'address', header: 'Address' },
          { key: 'window', header: 'Window' },
          { key: 'arrival', header: 'Arrives' },
          { key: 'priority', header: 'Priority' },
          { key: 'demand', header: 'kg', align: 'right' },
        ],
        visits.map((index, k) => {
          const stop = route.destinations[index - 1];
          const planned = order.includes(index);
          return {
            order: planned || order.length === 0 ? String(k + 1) : '-',
            address: stop.name ? `${stop.name} (${stop.address})` : stop.address,
            window: stop.timeWindow ? `${clock(stop.timeWindow.start)}-${clock(stop.timeWindow.end)}` : '',
            arrival: clock(times.get(index)?.arrivalTime),
            priority: stop.priority,
            demand: String(stop.demand),
          };
        }),
      ),
    ),
  };
}

export async function deleteRoute(
  ctx: CommandContext,
  id: string,
  opts: { yes?: boolean },
): Promise<Result<{ deleted: number }>> {
  const routeId = parseId(id, 'The route id');
  const { api } = await ctx.client();
  if (!opts.yes) {
    const route = await unwrap(api.GET('/api/routes/{id}', { params: { path: { id: routeId } } }));
    const sure = await askConfirm(
      ctx,
      `Are you sure you want to delete this route? (${route.name}, ${route.scheduledDate})`,
      'Deleting needs confirmation: pass --yes when stdin is not a terminal',
    );
    if (!sure) return { data: { deleted: 0 }, view: message('info', 'Nothing deleted.') };
  }
  await unwrap(api.DELETE('/api/routes/{id}', { params: { path: { id: routeId } } }));
  return { data: { deleted: routeId }, view: message('success', 'Route deleted successfully') };
}

export function registerShow(routes: Command, cli: Cli): void {
  const get = routes
    .command('get')
    .description('Show one saved route: its stops in the planned order with arrival times and totals')
    .argument('<id>', 'route id')
    .option('--json', 'print the route as JSON')
    .action(cli.action(getRoute));
  examples(get, 'routier routes get 42', 'routier routes get 42 --json | jq .destinations');
  const remove = routes
    .command('delete')
    .description('Delete a saved route (asks for confirmation on a terminal)')
    .argument('<id>', 'route id')
    .option('-y, --yes', 'do not ask for confirmation (needed when stdin is not a terminal)')
    .option('--json', 'print the result as JSON')
    .action(cli.action(deleteRoute));
  examples(remove, 'routier routes delete 42', 'routier routes delete 42 --yes');
}
