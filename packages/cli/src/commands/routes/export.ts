import type { Command } from 'commander';
import {
  bulkExportFileName,
  routeExportFileName,
  routesToCsv,
  routeStopsToCsv,
  unwrap,
  type Route,
  type Stop,
} from '@routier/sdk';
import type { Cli } from '../../core/cli.js';
import { collect, currentWeek, parseDate, parseId } from '../../core/args.js';
import type { CommandContext } from '../../core/context.js';
import { UsageError } from '../../core/errors.js';
import { examples, notes } from '../../core/help.js';
import { writeOutput } from '../../core/io.js';
import { listAll } from '../../core/paging.js';
import { message } from '../../output/view.js';
import type { Result } from '../../output/render.js';
import { parseStatuses } from './list.js';

interface ExportOptions {
  from?: string;
  to?: string;
  status?: string[];
  single?: string;
  output?: string;
  bom?: boolean;
}

export interface ExportData {
  /** The file written, or `-` for stdout. */
  file: string;
  kind: 'bulk' | 'single';
  routes: number;
  stops: number;
  from?: string;
  to?: string;
  routeId?: number;
}

/** The stored optimised visiting order (1-based destination indices), when the route has one. */
function storedSequence(route: Route): number[] | undefined {
  const seq = (route.optimizedRoute as { optimizedRoute?: { sequence?: unknown } } | null)?.optimizedRoute
    ?.sequence;
  return Array.isArray(seq) && seq.every((i) => Number.isInteger(i)) ? (seq as number[]) : undefined;
}

/** Stops with coordinates filled from the stored optimisation where the stop itself has none. */
function stopsWithCoordinates(route: Route): Stop[] {
  const located = (
    route.optimizedRoute as { stops?: Array<{ index?: unknown; lat?: unknown; lng?: unknown }> } | null
  )?.stops;
  if (!Array.isArray(located)) return route.destinations;
  const byIndex = new Map<number, { lat: number; lng: number }>();
  for (const s of located) {
    if (typeof s.index === 'number' && typeof s.lat === 'number' && typeof s.lng === 'number')
      byIndex.set(s.index, { lat: s.lat, lng: s.lng });
  }
  return route.destinations.map((stop, i) =>
    stop.lat === null || stop.lng === null ? { ...stop, ...(byIndex.get(i + 1) ?? {}) } : stop,
  );
}

async function build(
  ctx: CommandContext,
  opts: ExportOptions,
): Promise<{ csv: string; defaultFile: string; data: Omit<ExportData, 'file'> }> {
  const { api } = await ctx.client();
  if (opts.single !== undefined) {
    if (opts.from || opts.to || opts.status)
      throw new UsageError('--single cannot be combined with --from, --to or --status');
    const id = parseId(opts.single, '--single');
    const route = await unwrap(api.GET('/api/routes/{id}', { params: { path: { id } } }));
    const sequence = storedSequence(route);
    const csv = routeStopsToCsv(stopsWithCoordinates(route), {
      ...(sequence ? { sequence } : {}),
      bom: opts.bom === true,
    });
    return {
      csv,
      defaultFile: routeExportFileName(route.name),
      data: { kind: 'single', routes: 1, stops: route.destinations.length, routeId: id },
    };
  }
  const week = currentWeek();
  const from = opts.from === undefined ? week.from : parseDate(opts.from, '--from');
  const to = opts.to === undefined ? week.to : parseDate(opts.to, '--to');
  if (from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
  const status = parseStatuses(opts.status);
  const routes = await listAll((page) =>
    api.GET('/api/routes', { params: { query: { ...page, from, to, ...(status ? { status } : {}) } } }),
  );
  return {
    csv: routesToCsv(routes, { bom: opts.bom === true }),
    defaultFile: bulkExportFileName(from, to),
    data: {
      kind: 'bulk',
      routes: routes.length,
      stops: routes.reduce((n, r) => n + r.destinations.length, 0),
      from,
      to,
    },
  };
}

export async function exportRoutes(ctx: CommandContext, opts: ExportOptions): Promise<Result<ExportData>> {
  if (opts.output === '-' && ctx.json)
    throw new UsageError('--json cannot be combined with -o - (the CSV goes to stdout)');
  const { csv, defaultFile, data } = await build(ctx, opts);
  const file = opts.output ?? defaultFile;
  const what =
    data.kind === 'single'
      ? `route ${data.routeId} (${data.stops} stops)`
      : `${data.routes} route${data.routes === 1 ? '' : 's'} scheduled ${data.from} to ${data.to}`;
  if (file === '-') return { data: { file, ...data }, raw: csv, notes: [`Exported ${what}`] };
  await writeOutput(ctx.io, file, csv);
  return { data: { file, ...data }, view: message('success', `Exported ${what} to ${file}`) };
}

export function registerExport(routes: Command, cli: Cli): void {
  const command = routes
    .command('export')
    .description(
      "Export routes to CSV: every route in a date range (bulk columns) or one route's stops (--single)",
    )
    .option('--from <date>', 'first scheduled date (default: Monday of the current week)')
    .option('--to <date>', 'last scheduled date (default: Sunday of the current week)')
    .option('--status <status>', 'only routes with this status (repeatable or comma-separated)', collect)
    .option(
      '--single <id>',
      "export one route's stops instead (Stop Number, Address, Priority, Latitude, ...)",
    )
    .option(
      '-o, --output <file>',
      'file to write, or - for stdout (default: routes-FROM-to-TO.csv or route-NAME.csv)',
    )
    .option('--bom', 'start the file with a UTF-8 byte-order mark (for spreadsheet programs)')
    .option('--json', 'print what was exported as JSON (not with -o -)')
    .action(cli.action(exportRoutes));
  examples(
    command,
    'routier routes export --from 2025-03-03 --to 2025-03-09',
    'routier routes export --single 42 -o - | column -s, -t',
  );
  notes(
    command,
    `Bulk columns: Route Name, Scheduled Date, Status, Start Location, Destinations (joined by "; "),
Total Distance (km), Total Cost ($), Estimated Time (min). \`routier routes import\` reads the file back.
Single-route columns: Stop Number, Address, Priority, Latitude, Longitude, Notes (optimised order when
the route has been optimised).`,
  );
}
