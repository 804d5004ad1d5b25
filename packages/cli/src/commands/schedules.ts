import type { Command } from 'commander';
import {
  unwrap,
  type DailySchedule,
  type Driver,
  type ScheduleGenerateResult,
  type ShiftTemplate,
  type Vehicle,
} from '@routier/sdk';
import type { Cli } from '../core/cli.js';
import { currentWeek, parseDate, today } from '../core/args.js';
import type { CommandContext } from '../core/context.js';
import { UsageError } from '../io/errors.js';
import { examples, notes } from '../core/help.js';
import { listAll } from '../core/paging.js';
import { message, stack, table } from '../output/view.js';
import type { Result } from '../output/render.js';

const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Api = Awaited<ReturnType<CommandContext['client']>>['api'];

/**
 * A record named on the command line by id or by name (case-insensitive, exact). An unknown or ambiguous
 * name is refused, listing what it could be: never guessed.
 */
export function pick<T extends { id: number; name: string }>(items: T[], value: string, what: string): T {
  const byId = /^\d+$/.test(value.trim()) ? items.find((i) => i.id === Number(value)) : undefined;
  if (byId) return byId;
  const matches = items.filter((i) => i.name.toLowerCase() === value.trim().toLowerCase());
  if (matches.length === 1) return matches[0];
  const known = items.map((i) => `${i.id} ${i.name}`).join(', ') || 'none yet';
  if (matches.length > 1) {
    throw new UsageError(
      `${matches.length} ${what}s are called "${value}": use the id (${matches.map((m) => m.id).join(', ')})`,
    );
  }
  throw new UsageError(`No ${what} "${value}" (yours: ${known})`);
}

const findDriver = async (api: Api, value: string) =>
  pick<Driver>(
    await listAll((page) => api.GET('/api/drivers', { params: { query: page } })),
    value,
    'driver',
  );
const findTemplate = async (api: Api, value: string) =>
  pick<ShiftTemplate>(
    await listAll((page) => api.GET('/api/shift-templates', { params: { query: page } })),
    value,
    'shift template',
  );
const findVehicle = async (api: Api, value: string) =>
  pick<Vehicle>(
    await listAll((page) => api.GET('/api/vehicles', { params: { query: page } })),
    value,
    'vehicle',
  );

const scheduleRows = (schedules: DailySchedule[]) =>
  schedules.map((s) => ({
    id: String(s.id),
    date: s.scheduleDate,
    driver: s.driverName ?? { text: 'Unassigned', tone: 'muted' as const },
    shift: `${s.startClock}-${s.endClock}${s.overnight ? ' (+1)' : ''}`,
    vehicle: s.vehicleName ?? { text: 'Not assigned', tone: 'muted' as const },
    hours: String(s.totalHours),
    status: s.status,
    warning: s.warnings.length ? { text: s.warnings[0].message, tone: 'warning' as const } : '',
  }));

const SCHEDULE_COLUMNS = [
  { key: 'id', header: 'ID', align: 'right' as const },
  { key: 'date', header: 'Date' },
  { key: 'driver', header: 'Driver' },
  { key: 'shift', header: 'Shift' },
  { key: 'vehicle', header: 'Vehicle' },
  { key: 'hours', header: 'Hours', align: 'right' as const },
  { key: 'status', header: 'Status' },
  { key: 'warning', header: 'Check' },
];

interface ListOptions {
  from?: string;
  to?: string;
  date?: string;
  driver?: string;
}

export async function listSchedules(
  ctx: CommandContext,
  opts: ListOptions,
): Promise<Result<DailySchedule[]>> {
  const week = currentWeek();
  const from = opts.date ?? (opts.from ? parseDate(opts.from, '--from') : week.from);
  const to = opts.date ?? (opts.to ? parseDate(opts.to, '--to') : opts.from ? from : week.to);
  if (opts.date) parseDate(opts.date, '--date');
  if (to < from) throw new UsageError('--to must be on or after --from');
  const { api } = await ctx.client();
  const driverId = opts.driver ? (await findDriver(api, opts.driver)).id : undefined;
  const schedules = await listAll((page) =>
    api.GET('/api/schedules', {
      params: { query: { ...page, dateFrom: from, dateTo: to, ...(driverId ? { driverId } : {}) } },
    }),
  );
  return {
    data: schedules,
    view: table(
      SCHEDULE_COLUMNS,
      scheduleRows(schedules),
      `No schedules from ${from} to ${to}. Create one in the console or generate from a template with \`routier schedules generate\`.`,
    ),
  };
}

interface GenerateOptions {
  template?: string;
  from?: string;
  to?: string;
  driver?: string;
  vehicle?: string;
}

export async function generateSchedules(
  ctx: CommandContext,
  opts: GenerateOptions,
): Promise<Result<ScheduleGenerateResult>> {
  if (!opts.template) throw new UsageError('--template is required (a template id or name)');
  const startDate = opts.from ? parseDate(opts.from, '--from') : today();
  // As the console's Generate form: a week from the start unless told.
  const endDate = opts.to ? parseDate(opts.to, '--to') : daysAfter(startDate, 7);
  const { api } = await ctx.client();
  const template = await findTemplate(api, opts.template);
  const driver = opts.driver ? await findDriver(api, opts.driver) : null;
  const vehicle = opts.vehicle ? await findVehicle(api, opts.vehicle) : null;
  const result = await unwrap(
    api.POST('/api/schedules/generate', {
      body: {
        templateId: template.id,
        driverId: driver?.id ?? null,
        vehicleId: vehicle?.id ?? null,
        startDate,
        endDate,
      },
    }),
  );
  const warned = result.schedules.filter((s) => s.warnings.length);
  return {
    data: result,
    view: stack(
      message(
        result.created ? 'success' : 'info',
        `Schedules generated successfully: ${result.created} created, ${result.skipped.length} skipped`,
      ),
      result.created > 0 && table(SCHEDULE_COLUMNS, scheduleRows(result.schedules)),
      result.skipped.length > 0 &&
        table(
          [
            { key: 'date', header: 'Skipped' },
            { key: 'reason', header: 'Why' },
          ],
          result.skipped.map((s) => ({ date: s.date, reason: s.reason })),
        ),
      warned.length > 0 && message('warning', warned[0].warnings[0].message),
    ),
  };
}

export function register(program: Command, cli: Cli): void {
  const schedules = program.command('schedules').description("Drivers' daily schedules: list and generate");
  examples(
    schedules,
    'routier schedules list',
    'routier schedules generate --template "Day shift" --to 2025-03-09',
  );

  const list = schedules
    .command('list')
    .description('List shifts in date order (default: this week, Monday to Sunday)')
    .option('--from <date>', 'first day, YYYY-MM-DD')
    .option('--to <date>', 'last day, YYYY-MM-DD (default: --from, or Sunday)')
    .option('--date <date>', 'one day')
    .option('--driver <id-or-name>', "only this driver's shifts")
    .option('--json', 'print the schedules as a JSON array')
    .action(cli.action(listSchedules));
  examples(
    list,
    'routier schedules list --from 2025-03-03 --to 2025-03-09',
    'routier schedules list --driver "Maria Lopez"',
  );

  const generate = schedules
    .command('generate')
    .description("Create a shift on each of a template's working days over a range, all in one go")
    .option('--template <id-or-name>', 'the shift template')
    .option('--from <date>', 'first day, YYYY-MM-DD (default today)')
    .option('--to <date>', 'last day, YYYY-MM-DD (default 7 days after --from; at most 92 days)')
    .option('--driver <id-or-name>', 'the driver (default: unassigned shifts)')
    .option('--vehicle <id-or-name>', 'the vehicle (default: none)')
    .option('--json', 'print the result as JSON')
    .action(cli.action(generateSchedules));
  examples(
    generate,
    'routier schedules generate --template "Day shift" --from 2025-03-03 --to 2025-03-09 --driver "Maria Lopez"',
  );
  notes(
    generate,
    `Days the driver already works, or where the vehicle is out on an overlapping shift, are skipped and
listed with the reason: running the same generation twice creates nothing the second time. An inactive
driver or vehicle is refused (exit 5). Shifts longer than the driver's daily limit are created and flagged.`,
  );
}
