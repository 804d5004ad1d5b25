import type { Command } from 'commander';
import { unwrap, type CsvUploadResult } from '@routier/sdk';
import type { Cli } from '../../core/cli.js';
import { parseDate } from '../../core/args.js';
import type { CommandContext } from '../../core/context.js';
import { UsageError } from '../../core/errors.js';
import { examples, notes } from '../../core/help.js';
import { readInput } from '../../core/io.js';
import { message, stack, table } from '../../output/view.js';
import type { Result } from '../../output/render.js';

interface ImportOptions {
  check?: boolean;
  date?: string;
}

export async function importRoutes(
  ctx: CommandContext,
  file: string,
  opts: ImportOptions,
): Promise<Result<CsvUploadResult>> {
  const scheduledDate = opts.date === undefined ? undefined : parseDate(opts.date, '--date');
  const csvData = await readInput(ctx.io, file, 'CSV');
  if (csvData.trim() === '') throw new UsageError(`${file === '-' ? 'stdin' : file} is empty`);
  const { api } = await ctx.client();
  const dryRun = opts.check === true;
  // Row errors come back as 400 CSV_INVALID with one detail per row: the output layer prints them (exit 2).
  const result = await unwrap(
    api.POST('/api/routes/upload-csv', {
      params: { query: { dryRun } },
      body: { csvData, ...(scheduledDate ? { scheduledDate } : {}) },
    }),
  );
  const n = result.routes.length;
  const headline = dryRun
    ? message('success', `${file}: ${n} route${n === 1 ? '' : 's'} checked, no errors (nothing was written)`)
    : message('success', `Imported ${result.routesCreated} route${result.routesCreated === 1 ? '' : 's'}`);
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
        ],
        result.routes.map((r) => ({
          id: r.id === null ? '' : String(r.id),
          row: String(r.row),
          name: r.name,
          start: r.startLocation,
          date: r.scheduledDate,
          stops: String(r.destinationCount),
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
    .option('--check', 'dry run: the server checks every row and writes nothing; row errors exit with 2')
    .option('--date <date>', 'scheduled date for rows without one (default: today on the server)')
    .option('--json', 'print the import result as JSON')
    .action(cli.action(importRoutes));
  examples(
    command,
    'routier routes import routes.csv --check',
    'routier routes import routes.csv --date 2025-03-05',
    'routier routes export --from 2025-03-03 --to 2025-03-09 -o - | routier routes import -',
  );
  notes(
    command,
    `CSV format: a header row, then one route per row: route name, start location, then the destinations,
either one per column or joined by ";" in one Destinations column (the bulk export's format). Columns
named Scheduled Date, Status, Total Distance (km), Total Cost ($) and Estimated Time (min) are read by
name. "," or ";" delimiters, quotes and a byte-order mark are accepted. Limits: 5 MB, 10,000 routes,
200 stops per route. Rows without a status are imported as pending.`,
  );
}
