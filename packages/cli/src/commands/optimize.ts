import path from 'node:path';
import type { Command } from 'commander';
import type { Objective, ProgressEvent } from '@routier/engine';
import type { Cli } from '../core/cli.js';
import { parseChoice, parseDate, parseInteger, parseNumber, today } from '../core/args.js';
import type { CommandContext } from '../core/context.js';
import { EXIT, UsageError } from '../io/errors.js';
import { examples, notes } from '../core/help.js';
import { readInput, writeOutput } from '../io/io.js';
import type { Result } from '../output/render.js';
import { message, stack, table } from '../output/view.js';
import { buildPlan, type LocalPlan } from '../local/plan.js';
import { placeFromText, PlaceError, type Place } from '../local/places.js';
import { buildProblem } from '../local/problem.js';
import { resolvePlaces } from '../local/resolve.js';
import { runSolve } from '../local/run-solve.js';
import { parseStopsFile } from '../local/stops-file.js';
import { defaultVehicle, parseVehiclesFile, vehiclesFromRecords } from '../local/vehicles-file.js';
import { writePlan, type PlanFormat } from '../local/write-plan.js';
import { engineErrorToUsage, planNotes, solveProgress } from '../local/report.js';

const OBJECTIVES: readonly Objective[] = ['distance', 'time', 'cost'];
const FORMATS: readonly PlanFormat[] = ['csv', 'json', 'geojson'];

interface OptimizeOptions {
  vehicles?: string;
  depot?: string;
  objective: string;
  timeLimit?: string;
  iterations?: string;
  seed: string;
  serviceTime: string;
  format?: string;
  output?: string;
  date?: string;
  name?: string;
  coordinates?: boolean;
  addresses?: boolean;
}

function formatOf(opts: OptimizeOptions, json: boolean): PlanFormat {
  if (opts.format) return parseChoice(opts.format, '--format', FORMATS);
  const ext = opts.output && opts.output !== '-' ? path.extname(opts.output).toLowerCase() : '';
  if (ext === '.json') return 'json';
  if (ext === '.geojson') return 'geojson';
  return json && (!opts.output || opts.output === '-') ? 'json' : 'csv';
}

export async function optimizeFile(
  ctx: CommandContext,
  file: string,
  opts: OptimizeOptions,
): Promise<Result<LocalPlan>> {
  const objective = parseChoice(opts.objective, '--objective', OBJECTIVES);
  const timeLimitMs =
    opts.timeLimit === undefined ? undefined : 1000 * parseNumber(opts.timeLimit, '--time-limit', 0.1, 3600);
  const maxIterations =
    opts.iterations === undefined ? undefined : parseInteger(opts.iterations, '--iterations', 1);
  const seed = parseInteger(opts.seed, '--seed', 0, 2 ** 31 - 1);
  const serviceMinutes = parseNumber(opts.serviceTime, '--service-time', 0, 1440);
  const scheduledDate = opts.date === undefined ? today() : parseDate(opts.date, '--date');
  const output = opts.output ?? '-';
  if (opts.coordinates && opts.addresses) throw new UsageError('Use either --coordinates or --addresses');
  const format = formatOf(opts, ctx.json);
  if (ctx.json && output === '-' && format !== 'json')
    throw new UsageError(
      `--json prints the plan as JSON on stdout; it cannot be combined with --format ${format} to stdout`,
    );

  const input = parseStopsFile(await readInput(ctx.io, file, 'stops file'), file, { serviceMinutes });
  let depot: Place | null = input.depot;
  if (opts.depot !== undefined) {
    try {
      depot = placeFromText(opts.depot, 'the depot (--depot)');
    } catch (error) {
      if (error instanceof PlaceError) throw new UsageError(error.message);
      throw error;
    }
  }
  const vehicles = opts.vehicles
    ? parseVehiclesFile(await readInput(ctx.io, opts.vehicles, 'vehicles file'), opts.vehicles)
    : input.vehicles
      ? vehiclesFromRecords(input.vehicles, file)
      : [defaultVehicle()];
  const places = [
    ...(depot ? [depot] : []),
    ...input.stops.map((s) => s.place),
    ...vehicles.flatMap((v) => [v.start, v.end]).filter((p): p is Place => p !== null && p !== 'open'),
  ];
  await resolvePlaces(ctx, places);
  const local = buildProblem(input.stops, depot, vehicles);

  const progress = await ctx.progress();
  const title = `Optimising ${input.stops.length} stops with ${vehicles.length} vehicle${vehicles.length === 1 ? '' : 's'}`;
  const budgetMs =
    timeLimitMs ?? (maxIterations ? undefined : Math.min(60_000, Math.max(1000, 10 * input.stops.length)));
  // The bar moves with the clock between the engine's reports (improvements, or every 250 ms at most).
  let last: ProgressEvent = {
    bestCost: null,
    bestRoutesCost: null,
    unassigned: null,
    elapsedMs: 0,
    iterations: 0,
  };
  const started = Date.now();
  const show = () =>
    progress.update(
      solveProgress(
        { ...last, elapsedMs: Date.now() - started },
        { title, objective, budgetMs, maxIterations },
      ),
    );
  const onProgress = (e: ProgressEvent) => {
    last = e;
    show();
  };
  show();
  const ticker = setInterval(show, 250);
  let solution;
  try {
    solution = await runSolve(local.problem, {
      objective,
      seed,
      timeLimitMs,
      maxIterations,
      signal: ctx.signal,
      onProgress,
    });
  } catch (error) {
    await progress.finish();
    throw engineErrorToUsage(error, input.stops, vehicles);
  } finally {
    clearInterval(ticker);
  }
  const plan = buildPlan(solution, local, input.stops, vehicles, objective);
  await progress.finish(
    solveProgress(
      {
        bestCost: solution.objectiveValue,
        bestRoutesCost:
          objective === 'distance'
            ? solution.totals.distanceM
            : objective === 'time'
              ? solution.totals.durationS
              : solution.totals.cost,
        unassigned: solution.unassigned.length,
        elapsedMs: solution.runtimeMs,
        iterations: solution.iterations,
      },
      { title, objective, budgetMs: solution.runtimeMs, maxIterations: undefined, status: 'done' },
    ),
  );
  const text = writePlan(plan, format, {
    name: opts.name ?? `Route ${scheduledDate}`,
    scheduledDate,
    places: opts.coordinates ? 'coordinates' : opts.addresses ? 'address' : 'auto',
  });
  const notesOut = planNotes(plan);
  const exitCode =
    solution.stoppedBy === 'cancelled'
      ? EXIT.cancelled
      : plan.unassigned.length > 0
        ? EXIT.unassigned
        : undefined;
  if (exitCode) notesOut.push('Stopped early (Ctrl-C): this is the best plan found so far.');
  if (output === '-') return { data: plan, raw: text, notes: notesOut, ...(exitCode ? { exitCode } : {}) };
  await writeOutput(ctx.io, output, text);
  return {
    data: plan,
    notes: notesOut,
    view: stack(
      message(
        'success',
        `Wrote ${plan.routes.length} route${plan.routes.length === 1 ? '' : 's'} to ${output} (${format})`,
      ),
      table(
        [
          { key: 'vehicle', header: 'Vehicle' },
          { key: 'stops', header: 'Stops', align: 'right' },
          { key: 'km', header: 'km', align: 'right' },
          { key: 'min', header: 'min', align: 'right' },
          { key: 'cost', header: 'Cost $', align: 'right' },
          { key: 'from', header: 'Leaves' },
          { key: 'to', header: 'Back' },
        ],
        plan.routes.map((r) => ({
          vehicle: r.vehicle,
          stops: String(r.stops.length),
          km: r.distanceKm.toFixed(1),
          min: String(r.durationMinutes),
          cost: r.cost.toFixed(2),
          from: r.departureClock,
          to: r.finishClock,
        })),
      ),
    ),
    ...(exitCode ? { exitCode } : {}),
  };
}

export function register(program: Command, cli: Cli): void {
  const command = program
    .command('optimize')
    .description(
      'Optimise a CSV or JSON file of stops locally with the engine (no server needed with lat,lng)',
    )
    .argument('<file>', 'stops file (.csv or .json), or - for stdin')
    .option('--vehicles <file>', 'vehicles file (.csv or .json); default one vehicle without limits')
    .option('--depot <place>', 'start and end of the routes: "lat,lng" or an address')
    .option('--objective <objective>', 'minimise distance, time or cost', 'distance')
    .option('--time-limit <seconds>', 'search time (default 1 s per 100 stops, 1-60 s)')
    .option('--iterations <n>', 'iteration budget instead (deterministic with --seed)')
    .option('--seed <n>', 'random seed', '1')
    .option('--service-time <minutes>', 'service time of stops without one', '0')
    .option('--format <format>', 'csv (route import format), json or geojson (default: from -o, else csv)')
    .option('-o, --output <file>', 'file to write, or - for stdout', '-')
    .option('--date <date>', 'CSV: scheduled date of the routes (default today)')
    .option('--name <name>', 'CSV: route name (default "Route DATE"; " - VEHICLE" is added per vehicle)')
    .option('--coordinates', 'CSV: write every place as lat,lng')
    .option('--addresses', 'CSV: write the address of every place that has one (default: only geocoded ones)')
    .option('--json', 'print the plan as JSON on stdout (same as --format json)')
    .action(cli.action(optimizeFile));
  examples(
    command,
    'routier optimize stops.csv --depot "30.2672,-97.7431" -o routes.csv',
    'routier optimize stops.csv --vehicles fleet.csv --objective cost --time-limit 30 --format geojson -o plan.geojson',
    'routier optimize stops.json --json | jq .totals',
    'routier optimize stops.csv --depot "Austin, TX" -o - | routier routes import -',
  );
  notes(
    command,
    `Stops file (CSV with a header row, or JSON): one stop per row/object with
  address and/or lat, lng   a place ("30.2672,-97.7431" as an address is read as coordinates)
  id, name, notes           kept in the output
  demand                    kg (default 0)
  serviceTime               minutes (default --service-time)
  timeWindow                "09:00-12:00" or "540-720" (or windowStart, windowEnd)
  priority                  low, medium (default), high, urgent
  specialRequirements       refrigerated; fragile_handling; ... (separated by ; or |)
  type                      stop (default) or depot (one row: the depot)
JSON: { "depot": "lat,lng" | { address, lat, lng }, "stops": [...], "vehicles": [...] } or [stops].
Vehicles file (CSV or JSON, one vehicle per row/object; a field left out means no limit):
  name, type (cargo_van, standard_truck, heavy_duty; sets speed and default $/km), capacity (kg),
  costPerKm, costPerHour, fixedCost ($), maxWorkHours, maxDistance (km), maxStops, shiftStart and
  shiftEnd (HH:MM, default start 08:00), start and end (a place; default the depot; end "open" for
  no return), specialFeatures, count (identical copies).
The depot (start and end of every route) comes from --depot, a "type: depot" row, the JSON "depot",
or each vehicle's own start.
Addresses without coordinates are geocoded by the configured server (POST /api/geocode, needs a
login); without a server the command lists the stops that need lat,lng and exits with 2.
Travel: great-circle distance x 1.3 at 45 (van), 40 (truck) or 35 km/h (heavy duty), as the server's
default. The CSV output has one route per used vehicle in the route import format (status planned);
a place is written as its address when its coordinates came from geocoding that address, else as
"lat,lng" (see --addresses, --coordinates). Totals and unassigned stops go to stderr.`,
  );
}
