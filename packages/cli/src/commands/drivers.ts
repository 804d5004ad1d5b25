import type { Command } from 'commander';
import { parseDriversCsv, unwrap, type Driver, type DriverCreate, type LicenseType } from '@routier/sdk';
import type { Cli } from '../core/cli.js';
import { parseChoice, parseInteger } from '../core/args.js';
import type { CommandContext } from '../core/context.js';
import { UsageError, csvRefused } from '../io/errors.js';
import { examples, notes } from '../core/help.js';
import { readInput } from '../io/io.js';
import { listAll } from '../core/paging.js';
import { askText } from '../core/prompts.js';
import { fields, message, stack, table, type View } from '../output/view.js';
import type { Result } from '../output/render.js';

export const LICENSE_TYPES: readonly LicenseType[] = ['regular', 'commercial', 'heavy_duty'];

const driverRows = (drivers: Driver[]) =>
  drivers.map((d) => ({
    id: String(d.id),
    name: d.name,
    license: d.licenseNumber ?? '-',
    type: d.licenseType,
    hours: String(d.maxWorkHours),
    active: d.isActive
      ? { text: 'Active', tone: 'success' as const }
      : { text: 'Inactive', tone: 'muted' as const },
    contact: [d.phone, d.email].filter(Boolean).join(', ') || '-',
  }));

const DRIVER_COLUMNS = [
  { key: 'id', header: 'ID', align: 'right' as const },
  { key: 'name', header: 'Name' },
  { key: 'license', header: 'Licence' },
  { key: 'type', header: 'Type' },
  { key: 'hours', header: 'Max h/day', align: 'right' as const },
  { key: 'active', header: 'Status' },
  { key: 'contact', header: 'Contact' },
];

function driverView(d: Driver): View {
  return fields([
    ['ID', String(d.id)],
    ['Name', d.name],
    ['Licence', `${d.licenseNumber ?? '-'} (${d.licenseType})`],
    ['Max work hours', `${d.maxWorkHours} a day`],
    ['Status', d.isActive ? 'Active' : 'Inactive'],
    ['Phone', d.phone ?? '-'],
    ['E-mail', d.email ?? '-'],
    ['Calendar feed', d.calendarUrl],
  ]);
}

export async function listDrivers(
  ctx: CommandContext,
  opts: { active?: boolean },
): Promise<Result<Driver[]>> {
  const { api } = await ctx.client();
  const drivers = await listAll((page) =>
    api.GET('/api/drivers', {
      params: { query: { ...page, ...(opts.active !== undefined ? { isActive: opts.active } : {}) } },
    }),
  );
  return {
    data: drivers,
    view: table(DRIVER_COLUMNS, driverRows(drivers), 'No drivers yet. Add one with `routier drivers add`.'),
  };
}

interface AddOptions {
  name?: string;
  license?: string;
  licenseType?: string;
  email?: string;
  phone?: string;
  maxHours?: string;
  inactive?: boolean;
}

export async function addDriver(ctx: CommandContext, opts: AddOptions): Promise<Result<Driver>> {
  const hint = (flag: string) => `pass ${flag} (prompted only on a terminal)`;
  const name = (
    opts.name ?? (await askText(ctx, 'Driver name', `Driver name is required: ${hint('--name')}`))
  ).trim();
  if (!name) throw new UsageError('Driver name is required');
  const licenseNumber = (
    opts.license ?? (await askText(ctx, 'License number', `License number is required: ${hint('--license')}`))
  ).trim();
  if (!licenseNumber) throw new UsageError('License number is required');
  const body: DriverCreate = {
    name,
    licenseNumber,
    ...(opts.licenseType
      ? { licenseType: parseChoice(opts.licenseType, '--license-type', LICENSE_TYPES) }
      : {}),
    ...(opts.email ? { email: opts.email.trim() } : {}),
    ...(opts.phone ? { phone: opts.phone.trim() } : {}),
    ...(opts.maxHours ? { maxWorkHours: parseInteger(opts.maxHours, '--max-hours', 1, 12) } : {}),
    ...(opts.inactive ? { isActive: false } : {}),
  };
  const { api } = await ctx.client();
  const driver = await unwrap(api.POST('/api/drivers', { body }));
  return { data: driver, view: stack(message('success', 'Driver created successfully'), driverView(driver)) };
}

/** `routier drivers import FILE`: every driver of the CSV, or none (the server imports in one transaction). */
export async function importDrivers(ctx: CommandContext, file: string): Promise<Result<Driver[]>> {
  const parsed = parseDriversCsv(await readInput(ctx.io, file, 'CSV'));
  if (!parsed.ok) throw csvRefused(file, parsed.errors);
  const { api } = await ctx.client();
  const drivers = parsed.drivers.map(({ row: _row, ...d }) => d);
  const created = await unwrap(api.POST('/api/drivers/import', { body: { drivers } }));
  return {
    data: created,
    view: stack(
      message('success', `Imported ${created.length} driver${created.length === 1 ? '' : 's'}`),
      table(DRIVER_COLUMNS, driverRows(created)),
    ),
  };
}

export function register(program: Command, cli: Cli): void {
  const drivers = program.command('drivers').description('Drivers: list, add and import');
  examples(drivers, 'routier drivers list', 'routier drivers add --name "Maria Lopez" --license TX-12345678');

  const list = drivers
    .command('list')
    .description('List the drivers, newest first')
    .option('--active', 'only active drivers')
    .option('--inactive', 'only inactive drivers')
    .option('--json', 'print the drivers as a JSON array')
    .action(
      cli.action((ctx, opts: { active?: boolean; inactive?: boolean }) => {
        if (opts.active && opts.inactive) throw new UsageError('Use either --active or --inactive');
        return listDrivers(ctx, opts.active ? { active: true } : opts.inactive ? { active: false } : {});
      }),
    );
  examples(list, 'routier drivers list', 'routier drivers list --active --json');

  const add = drivers
    .command('add')
    .description('Add a driver (name and licence number are prompted on a terminal when missing)')
    .option('--name <name>', 'driver name')
    .option('--license <number>', 'licence number')
    .option('--license-type <type>', `licence type: ${LICENSE_TYPES.join(', ')} (default regular)`)
    .option('--email <email>', 'e-mail address')
    .option('--phone <phone>', 'phone number')
    .option('--max-hours <hours>', 'most hours worked a day, 1-12 (default 8)')
    .option('--inactive', 'add the driver inactive')
    .option('--json', 'print the driver as JSON')
    .action(cli.action(addDriver));
  examples(add, 'routier drivers add --name "Maria Lopez" --license TX-12345678 --license-type commercial');

  const importing = drivers
    .command('import')
    .description('Add the drivers of a CSV file, all or none')
    .argument('<file>', 'CSV file, or - for stdin')
    .option('--json', 'print the drivers created as a JSON array')
    .action(cli.action(importDrivers));
  examples(importing, 'routier drivers import drivers.csv');
  notes(
    importing,
    `Columns (header row; case, spaces and underscores ignored; "licence" or "license"): name,
license_number, license_type (regular, commercial, heavy_duty), email, phone, max_work_hours (1-12),
active (yes/no). Name and license_number are required. A column not in this list is refused by name,
and any bad row imports nothing.`,
  );
}
