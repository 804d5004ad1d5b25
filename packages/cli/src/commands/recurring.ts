/** `routier recurring`: recurring deliveries — list, add and import a CSV (all or none). */
import type { Command } from 'commander';
import {
  parseRecurringCsv,
  unwrap,
  type RecurringDelivery,
  type RecurringDeliveryCreate,
  type ServiceType,
} from '@routier/sdk';
import type { Cli } from '../core/cli.js';
import { parseChoice, parseDate, parseInteger } from '../core/args.js';
import type { CommandContext } from '../core/context.js';
import { examples, notes } from '../core/help.js';
import { listAll } from '../core/paging.js';
import { readInput } from '../io/io.js';
import { UsageError, csvRefused } from '../io/errors.js';
import { fields, message, stack, table, type View } from '../output/view.js';
import { clock } from './routes/format.js';
import type { Result } from '../output/render.js';

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
const SERVICE_TYPES: readonly ServiceType[] = ['standard', 'express', 'scheduled'];

/** "every 2 weeks on Mon, Wed", "every day", "monthly". */
export function describePattern(d: RecurringDelivery): string {
  const { frequency, interval = 1, daysOfWeek = [] } = d.recurrencePattern;
  const unit = { daily: 'day', weekly: 'week', monthly: 'month' }[frequency ?? 'weekly'];
  const every = interval === 1 ? `every ${unit}` : `every ${interval} ${unit}s`;
  return frequency === 'weekly' && daysOfWeek.length
    ? `${every} on ${daysOfWeek.map((d) => DAY_NAMES[d]).join(', ')}`
    : every;
}

const rows = (items: RecurringDelivery[]) =>
  items.map((d) => ({
    id: String(d.id),
    name: d.name,
    route: `${d.pickupLocation} -> ${d.deliveryLocation}`,
    pattern: describePattern(d),
    next: d.nextOccurrence ?? '-',
    active: d.isActive
      ? { text: 'Active', tone: 'success' as const }
      : { text: 'Paused', tone: 'muted' as const },
  }));

const COLUMNS = [
  { key: 'id', header: 'ID', align: 'right' as const },
  { key: 'name', header: 'Name' },
  { key: 'route', header: 'Pickup -> delivery' },
  { key: 'pattern', header: 'Repeats' },
  { key: 'next', header: 'Next' },
  { key: 'active', header: 'Status' },
];

function deliveryView(d: RecurringDelivery): View {
  const w = d.preferredTimeWindow;
  return fields([
    ['ID', String(d.id)],
    ['Name', d.name],
    ['Pickup', d.pickupLocation],
    ['Delivery', d.deliveryLocation],
    ['Repeats', `${describePattern(d)} from ${d.startDate}${d.endDate ? ` to ${d.endDate}` : ''}`],
    ['Duration', `${d.estimatedDuration} min (${d.serviceType})`],
    ['Preferred window', w ? `${clock(w.start)}-${clock(w.end)}` : '-'],
    ['Next occurrence', d.nextOccurrence ?? '-'],
  ]);
}

export async function listRecurring(
  ctx: CommandContext,
  opts: { active?: boolean },
): Promise<Result<RecurringDelivery[]>> {
  const { api } = await ctx.client();
  const items = await listAll((page) =>
    api.GET('/api/recurring-deliveries', {
      params: { query: { ...page, ...(opts.active ? { isActive: true } : {}) } },
    }),
  );
  return {
    data: items,
    view: table(COLUMNS, rows(items), 'No recurring deliveries yet. Add one with `routier recurring add`.'),
  };
}

interface AddOptions {
  name?: string;
  pickup?: string;
  delivery?: string;
  start?: string;
  end?: string;
  frequency?: string;
  interval?: string;
  days?: string;
  duration?: string;
  service?: string;
}

/** `Mon,Wed,Fri` or `1,3,5` (0 = Sunday). */
function parseDays(value: string): number[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => {
      if (/^[0-6]$/.test(part)) return Number(part);
      const i = DAY_NAMES.findIndex((d) => d.toLowerCase() === part.slice(0, 3).toLowerCase());
      if (i < 0) throw new UsageError(`--days: '${part}' is not a day (Mon..Sun or 0 = Sunday .. 6)`);
      return i;
    });
}

export async function addRecurring(
  ctx: CommandContext,
  opts: AddOptions,
): Promise<Result<RecurringDelivery>> {
  const missing = (['name', 'pickup', 'delivery', 'start'] as const).filter((k) => !opts[k]?.trim());
  if (missing.length) throw new UsageError(`Missing ${missing.map((k) => `--${k}`).join(', ')}`);
  const body: RecurringDeliveryCreate = {
    name: opts.name!.trim(),
    pickupLocation: opts.pickup!.trim(),
    deliveryLocation: opts.delivery!.trim(),
    startDate: parseDate(opts.start!, '--start'),
    ...(opts.end ? { endDate: parseDate(opts.end, '--end') } : {}),
    recurrencePattern: {
      frequency: opts.frequency ? parseChoice(opts.frequency, '--frequency', FREQUENCIES) : 'weekly',
      interval: opts.interval ? parseInteger(opts.interval, '--interval', 1, 365) : 1,
      daysOfWeek: opts.days ? parseDays(opts.days) : [],
    },
    ...(opts.duration ? { estimatedDuration: parseInteger(opts.duration, '--duration', 5, 1440) } : {}),
    ...(opts.service ? { serviceType: parseChoice(opts.service, '--service', SERVICE_TYPES) } : {}),
  };
  const { api } = await ctx.client();
  const created = await unwrap(api.POST('/api/recurring-deliveries', { body }));
  return {
    data: created,
    view: stack(message('success', 'Recurring delivery created'), deliveryView(created)),
  };
}

export async function importRecurring(
  ctx: CommandContext,
  file: string,
): Promise<Result<RecurringDelivery[]>> {
  const parsed = parseRecurringCsv(await readInput(ctx.io, file, 'CSV'));
  if (!parsed.ok) throw csvRefused(file, parsed.errors);
  const { api } = await ctx.client();
  const deliveries = parsed.deliveries.map(({ row: _row, ...d }) => d);
  const created = await unwrap(api.POST('/api/recurring-deliveries/import', { body: { deliveries } }));
  return {
    data: created,
    view: stack(
      message('success', `Imported ${created.length} recurring deliver${created.length === 1 ? 'y' : 'ies'}`),
      table(COLUMNS, rows(created)),
    ),
  };
}

export function register(program: Command, cli: Cli): void {
  const recurring = program.command('recurring').description('Recurring deliveries: list, add and import');
  examples(recurring, 'routier recurring list', 'routier recurring import deliveries.csv');

  const list = recurring
    .command('list')
    .description('List the recurring deliveries, newest first')
    .option('--active', 'only active ones')
    .option('--json', 'print them as a JSON array')
    .action(cli.action(listRecurring));
  examples(list, 'routier recurring list', 'routier recurring list --active --json');

  const add = recurring
    .command('add')
    .description('Add a recurring delivery (pickup then delivery, on a repeating pattern)')
    .option('--name <name>', 'name')
    .option('--pickup <address>', 'pickup location')
    .option('--delivery <address>', 'delivery location')
    .option('--start <date>', 'first possible date, YYYY-MM-DD')
    .option('--end <date>', 'last possible date, YYYY-MM-DD (default: none)')
    .option('--frequency <f>', 'daily, weekly or monthly (default weekly)')
    .option('--interval <n>', 'every n days, weeks or months (default 1)')
    .option('--days <days>', 'weekly: days such as Mon,Wed,Fri (0 = Sunday; default the start date weekday)')
    .option('--duration <minutes>', 'minutes at the delivery, at least 5 (default 30)')
    .option('--service <type>', `service type: ${SERVICE_TYPES.join(', ')}`)
    .option('--json', 'print the delivery as JSON')
    .action(cli.action(addRecurring));
  examples(
    add,
    'routier recurring add --name "Bakery" --pickup "Austin, TX" --delivery "Round Rock, TX" --start 2030-03-04 --days Mon,Wed,Fri',
  );

  const importing = recurring
    .command('import')
    .description('Add the recurring deliveries of a CSV file, all or none')
    .argument('<file>', 'CSV file, or - for stdin')
    .option('--json', 'print the deliveries created as a JSON array')
    .action(cli.action(importRecurring));
  examples(importing, 'routier recurring import deliveries.csv');
  notes(
    importing,
    `Columns (header row; case, spaces and underscores ignored): name, pickup_location, delivery_location,
start_date (required); frequency (daily, weekly, monthly), interval, days_of_week (Mon Wed Fri or 1,3,5;
0 = Sunday), end_date, duration (minutes), window_start, window_end (HH:MM), service_type, requirements
(separated by ;), customer_name, customer_phone, customer_email, active (yes/no). A column not in this
list is refused by name; any bad row, or an address that cannot be placed surely, imports nothing.`,
  );
}
