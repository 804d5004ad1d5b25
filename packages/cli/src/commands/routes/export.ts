import type { Command } from 'commander';
import {
  bulkExportFileName,
  routeExportFileName,
  routesToCsv,
  routesToGeoJson,
  routesToGpx,
  routesToStopRowsCsv,
  routeStopsToCsv,
  unwrap,
  type Route,
  type RoutierClient,
  type Stop,
} from '@routier/sdk';
import type { Cli } from '../../core/cli.js';
import { collect, currentWeek, parseChoice, parseDate, parseId } from '../../core/args.js';
import type { CommandContext } from '../../core/context.js';
import { UsageError } from '../../io/errors.js';
import { examples, notes } from '../../core/help.js';
import { writeOutput } from '../../io/io.js';
import { listAll } from '../../core/paging.js';
import { message } from '../../output/view.js';
import type { Result } from '../../output/render.js';
import { parseStatuses } from './list.js';

const FORMATS = ['bulk', 'stops', 'geojson', 'gpx'] as const;
type Format = (typeof FORMATS)[number];

interface ExportOptions {
  format?: string;
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
  format: Format;
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

/** The routes in another format than the spec's CSV: stop per row (with vehicle names), GeoJSON or GPX. */
async function formatted(
  api: RoutierClient,
  routes: Route[],
  format: Exclude<Format, 'bulk'>,
  bom: boolean,
): Promise<string> {
  if (format === 'geojson') return JSON.stringify(routesToGeoJson(routes), null, 2) + '\n';
  if (format === 'gpx') return routesToGpx(routes);
  const vehicles = routes.some((r) => r.vehicleId !== null)
    ? await listAll((page) => api.GET('/api/vehicles', { params: { query: page } }))
    : [];
  const names = new Map(vehicles.map((v) => [v.id, v.name]));
  return routesToStopRowsCsv(
    routes.map((r) => ({
      ...r,
      vehicleName: r.vehicleId === null ? null : (names.get(r.vehicleId) ?? null),
    })),
    { bom },
  );
}

const EXTENSION: Record<Format, string> = { bulk: 'csv', stops: 'csv', geojson: 'geojson', gpx: 'gpx' };

async function build(
  ctx: CommandContext,
  opts: ExportOptions,
): Promise<{ csv: string; defaultFile: string; data: Omit<ExportData, 'file'> }> {
  const { api } = await ctx.client();
  const format = parseChoice(opts.format ?? 'bulk', '--format', FORMATS);
  const named = (file: string) =>
    format === 'bulk'
      ? file
      : file.replace(/\.csv$/, `${format === 'stops' ? '-stops' : ''}.${EXTENSION[format]}`);
  if (opts.single !== undefined) {
    if (opts.from || opts.to || opts.status)
      throw new UsageError('--single cannot be combined with --from, --to or --status');
    const id = parseId(opts.single, '--single');
    const route = await unwrap(api.GET('/api/routes/{id}', { params: { path: { id } } }));
    const sequence = storedSequence(route);
    const csv =
      format === 'bulk'
        ? routeStopsToCsv(stopsWithCoordinates(route), {
            ...(sequence ? { sequence } : {}),
            bom: opts.bom === true,
          })
        : await formatted(
            api,
            [{ ...route, destinations: stopsWithCoordinates(route) }],
            format,
            opts.bom === true,
          );
    return {
      csv,
      defaultFile: named(routeExportFileName(route.name)),
      data: { kind: 'single', format, routes: 1, stops: route.destinations.length, routeId: id },
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
    csv:
      format === 'bulk'
        ? routesToCsv(routes, { bom: opts.bom === true })
        : await formatted(
            api,
            routes.map((r) => ({ ...r, destinations: stopsWithCoordinates(r) })),
            format,
            opts.bom === true,
          ),
    defaultFile: named(bulkExportFileName(from, to)),
    data: {
      kind: 'bulk',
      format,
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
      'Export routes: every route in a date range, or one route (--single), as CSV, GeoJSON or GPX',
    )
    .option(
      '--format <format>',
      "bulk (the spec's CSV, default), stops (one row per stop with every constraint and the planned times), geojson, gpx",
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
    'routier routes export --format stops -o week-stops.csv',
    'routier routes export --single 42 --format gpx -o route.gpx',
  );
  notes(
    command,
    `Bulk columns: Route Name, Scheduled Date, Status, Start Location, Destinations (joined by "; "),
Total Distance (km), Total Cost ($), Estimated Time (min). \`routier routes import\` reads the file back.
Single-route columns: Stop Number, Address, Priority, Latitude, Longitude, Notes. Stops follow the
optimised order when the route has a current plan (not after its stops changed).
--format stops: Route Name, Start Location, Scheduled Date, Vehicle, Stop, Address, Name, Lat, Lng,
Priority, Demand, Service Time, Time Window Start/End, Special Requirements, Notes, Planned Arrival,
Planned Departure; \`routier routes import\` reads it back into the same routes.
--format geojson / gpx: the stops and the driven line (road geometry when the server routes on roads),
for GIS tools and navigation apps.`,
  );
}
