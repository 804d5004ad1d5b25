import type { Command } from 'commander';
import { CSV_LIMITS, unwrap, type CsvUploadResult } from '@routier/sdk';
import type { Cli } from '../../core/cli.js';
import { parseChoice, parseDate, parseInteger } from '../../core/args.js';
import type { CommandContext } from '../../core/context.js';
import { UsageError } from '../../io/errors.js';
import { examples, notes } from '../../core/help.js';
import { readInput } from '../../io/io.js';
import { message, stack, table } from '../../output/view.js';
import type { Result } from '../../output/render.js';

interface ImportOptions {
  check?: boolean;
  date?: string;
  onConflict?: string;
  acceptApproximate?: boolean;
  reach?: string;
}

const CONFLICT_MODES = ['error', 'skip', 'replace', 'new'] as const;

export async function importRoutes(
  ctx: CommandContext,
  file: string,
  opts: ImportOptions,
): Promise<Result<CsvUploadResult>> {
  const scheduledDate = opts.date === undefined ? undefined : parseDate(opts.date, '--date');
  const onConflict = parseChoice(opts.onConflict ?? 'error', '--on-conflict', CONFLICT_MODES);
  const reachKm = opts.reach === undefined ? undefined : parseInteger(opts.reach, '--reach', 1, 20000);
  const placement = {
    ...(opts.acceptApproximate ? { acceptApproximate: true } : {}),
    ...(reachKm === undefined ? {} : { reachKm }),
  };
  const csvData = await readInput(ctx.io, file, 'CSV', CSV_LIMITS.maxBytes);
  if (csvData.trim() === '') throw new UsageError(`${file === '-' ? 'stdin' : file} is empty`);
  const { api } = await ctx.client();
  const dryRun = opts.check === true;
  // Row errors come back as 400 CSV_INVALID with one detail per row: the output layer prints them (exit 2).
  const result = await unwrap(
    api.POST('/api/routes/upload-csv', {
      params: { query: { dryRun } },
      body: {
        csvData,
        onConflict,
        ...(scheduledDate ? { scheduledDate } : {}),
        ...(Object.keys(placement).length ? { placement } : {}),
      },
    }),
  );
  const n = result.routes.length;
  const plural = (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`;
  const also = [
    result.routesReplaced ? `replaced ${plural(result.routesReplaced, 'route')}` : '',
    result.routesSkipped ? `skipped ${plural(result.routesSkipped, 'route')} already stored` : '',
  ].filter(Boolean);
  const headline = dryRun
    ? message('success', `${file}: ${plural(n, 'route')} checked, no errors (nothing was written)`)
    : message('success', [`Imported ${plural(result.routesCreated, 'route')}`, ...also].join('; '));
  return {
    data: result,
    view: stack(
      headline,
      table(
        [
          ...(dryRun ? [] : [{ key: 'id', header: 'ID', align: 'right' as const }]),
          { key: 'row', header: 'Row', align: 'right' },
          { key: 'name', header: 'Name' },
          { key: 'start', header: 'Start' },
          { key: 'date', header: 'Date' },
          { key: 'stops', header: 'Stops', align: 'right' },
          { key: 'action', header: dryRun ? 'Would be' : 'Done' },
        ],
        result.routes.map((r) => ({
          id: r.id === null ? '' : String(r.id),
          row: String(r.row),
          name: r.name,
          start: r.startLocation,
          date: r.scheduledDate,
          stops: String(r.destinationCount),
          action: r.action,
        })),
      ),
    ),
  };
}

export function registerImport(routes: Command, cli: Cli): void {
  const command = routes
    .command('import')
    .description('Import routes from a CSV file (all rows or none); --check validates without writing')
    .argument('<file>', 'CSV file, or - for stdin')
    .option(
      '--check',
      'dry run: the server checks every row and every place and writes nothing; problems exit with 2',
    )
    .option('--date <date>', 'scheduled date for rows without one (default: today on the server)')
    .option(
      '--on-conflict <mode>',
      'a route already stored with the same name and date: error (default), skip, replace or new',
    )
    .option(
      '--accept-approximate',
      'plan stops the server doubts (far from the start, unsure) instead of refusing them',
    )
    .option(
      '--reach <km>',
      'stops farther than this from their start need confirmation (default: Route Defaults, 300)',
    )
    .option('--json', 'print the import result as JSON')
    .action(cli.action(importRoutes));
  examples(
    command,
    'routier routes import routes.csv --check',
    'routier routes import routes.csv --date 2025-03-05',
    'routier routes import week.csv --on-conflict replace',
    'routier routes export --from 2025-03-03 --to 2025-03-09 --format stops -o stops.csv',
    'routier routes export --from 2025-03-03 --to 2025-03-09 -o - | routier routes import -',
  );
  notes(
    command,
    `CSV layouts (the header tells which):
- one route per row: route name, start location, then the destinations, one per column headed
  "Destination 1", "Destination 2"..., or joined by ";" in one Destinations column (the bulk export).
  Scheduled Date, Status, Total Distance (km), Total Cost ($), Estimated Time (min) are read by name.
- one stop per row: route_name, start_location, scheduled_date, address, name, lat, lng, priority,
  demand, service_time, time_window_start, time_window_end (HH:MM or minutes), special_requirements
  (joined by ";"), notes, vehicle (a vehicle's name); rows of one route name form one route. The
  export's --format stops writes this layout and reads back unchanged.
A column neither layout knows is refused by name. "," or ";" delimiters, quotes and a byte-order mark
are accepted. Limits: 5 MB, 10,000 routes, 200 stops per route. Rows without a status are pending.
Stops matched far from their start (300 km, or your Route Defaults) or with low confidence are refused
by name with the places they may mean; the default offline geocoder places cities and "lat, lng" only.`,
  );
}
