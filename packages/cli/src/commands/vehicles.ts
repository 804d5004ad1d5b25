import type { Command } from 'commander';
import {
  parseVehiclesCsv,
  unwrap,
  type SpecialRequirement,
  type Vehicle,
  type VehicleCreate,
  type VehicleType,
  type VehicleUpdate,
} from '@routier/sdk';
import type { Cli } from '../core/cli.js';
import { parseChoice, parseId, parseInteger, parseNumber } from '../core/args.js';
import type { CommandContext } from '../core/context.js';
import { UsageError, csvRefused } from '../io/errors.js';
import { examples, notes } from '../core/help.js';
import { readInput } from '../io/io.js';
import { listAll } from '../core/paging.js';
import { askChoice, askConfirm, askText } from '../core/prompts.js';
import { fields, message, stack, table, type View } from '../output/view.js';
import type { Result } from '../output/render.js';

export const VEHICLE_TYPES: ReadonlyArray<{ value: VehicleType; name: string }> = [
  { value: 'cargo_van', name: 'Cargo Van' },
  { value: 'standard_truck', name: 'Standard Truck' },
  { value: 'heavy_duty', name: 'Heavy Duty Truck' },
];

export const SPECIAL_FEATURES: readonly SpecialRequirement[] = [
  'refrigerated',
  'fragile_handling',
  'heavy_lift_equipment',
  'hazmat_certified',
  'residential_access',
  'dock_access_required',
];

interface VehicleOptions {
  name?: string;
  type?: string;
  capacity?: string;
  costPerKm?: string;
  maxWorkHours?: string;
  maxDistance?: string;
  features?: string;
  active?: boolean;
  yes?: boolean;
}

const TYPE_NAMES = VEHICLE_TYPES.map((t) => t.value);

function features(value: string): SpecialRequirement[] {
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(list.map((f) => parseChoice(f, '--features', SPECIAL_FEATURES)))];
}

/** The fields given on the command line (partial: update sends only these). */
function fieldsFrom(opts: VehicleOptions): VehicleUpdate {
  const out: VehicleUpdate = {};
  if (opts.name !== undefined) {
    if (!opts.name.trim()) throw new UsageError('Vehicle name is required');
    out.name = opts.name.trim();
  }
  if (opts.type !== undefined) out.type = parseChoice(opts.type, '--type', TYPE_NAMES);
  if (opts.capacity !== undefined)
    out.capacity =
      opts.capacity === 'none' ? null : parseNumber(opts.capacity, '--capacity', 0, 99_999_999.99);
  if (opts.costPerKm !== undefined) out.costPerKm = parseNumber(opts.costPerKm, '--cost-per-km', 0, 999.99);
  if (opts.maxWorkHours !== undefined)
    out.maxWorkHours = parseInteger(opts.maxWorkHours, '--max-work-hours', 1, 24);
  if (opts.maxDistance !== undefined)
    out.maxDistance = parseNumber(opts.maxDistance, '--max-distance', 0.001, 100_000);
  if (opts.features !== undefined) out.specialFeatures = features(opts.features);
  if (opts.active !== undefined) out.isActive = opts.active;
  return out;
}

const typeName = (t: VehicleType) => VEHICLE_TYPES.find((x) => x.value === t)?.name ?? t;

function vehicleView(v: Vehicle): View {
  return fields([
    ['ID', String(v.id)],
    ['Name', v.name],
    ['Type', typeName(v.type)],
    ['Capacity', v.capacity === null ? 'no limit' : `${v.capacity} kg`],
    ['Cost per km', `$${v.costPerKm.toFixed(2)}`],
    ['Active', v.isActive ? 'yes' : 'no'],
    ['Max work hours', String(v.maxWorkHours)],
    ['Max distance', `${v.maxDistance} km`],
    ['Features', v.specialFeatures.join(', ') || '-'],
  ]);
}

export async function listVehicles(
  ctx: CommandContext,
  opts: { active?: boolean },
): Promise<Result<Vehicle[]>> {
  const { api } = await ctx.client();
  const vehicles = await listAll((page) =>
    api.GET('/api/vehicles', {
      params: { query: { ...page, ...(opts.active !== undefined ? { isActive: opts.active } : {}) } },
    }),
  );
  return {
    data: vehicles,
    view: table(
      [
        { key: 'id', header: 'ID', align: 'right' },
        { key: 'name', header: 'Name' },
        { key: 'type', header: 'Type' },
        { key: 'capacity', header: 'Capacity kg', align: 'right' },
        { key: 'rate', header: '$/km', align: 'right' },
        { key: 'active', header: 'Active' },
        { key: 'hours', header: 'Max h', align: 'right' },
        { key: 'km', header: 'Max km', align: 'right' },
        { key: 'features', header: 'Features' },
      ],
      vehicles.map((v) => ({
        id: String(v.id),
        name: v.name,
        type: typeName(v.type),
        capacity: v.capacity === null ? '-' : String(v.capacity),
        rate: v.costPerKm.toFixed(2),
        active: v.isActive ? { text: 'yes', tone: 'success' } : { text: 'no', tone: 'muted' },
        hours: String(v.maxWorkHours),
        km: String(v.maxDistance),
        features: v.specialFeatures.join(', '),
      })),
      'No vehicles yet. Add your first vehicle with `routier vehicles create`.',
    ),
  };
}

export async function createVehicle(ctx: CommandContext, opts: VehicleOptions): Promise<Result<Vehicle>> {
  const given = fieldsFrom(opts);
  const hint = (flag: string) => `pass ${flag} (prompted only on a terminal)`;
  const name =
    given.name ?? (await askText(ctx, 'Vehicle name', `Vehicle name is required: ${hint('--name')}`)).trim();
  const type =
    given.type ??
    (await askChoice(ctx, 'Vehicle type', `Vehicle type is required: ${hint('--type')}`, [...VEHICLE_TYPES]));
  const costPerKm =
    given.costPerKm ??
    parseNumber(
      await askText(ctx, 'Cost per km ($)', `Cost per km is required: ${hint('--cost-per-km')}`, {
        validate: (v) => (Number.isFinite(Number(v)) && Number(v) >= 0 ? true : 'A number of 0 or more'),
      }),
      'Cost per km',
      0,
      999.99,
    );
  const body: VehicleCreate = { ...given, name, type, costPerKm } as VehicleCreate;
  const { api } = await ctx.client();
  const vehicle = await unwrap(api.POST('/api/vehicles', { body }));
  return {
    data: vehicle,
    view: stack(message('success', 'Vehicle created successfully'), vehicleView(vehicle)),
  };
}

export async function updateVehicle(
  ctx: CommandContext,
  id: string,
  opts: VehicleOptions,
): Promise<Result<Vehicle>> {
  const vehicleId = parseId(id, 'The vehicle id');
  const body = fieldsFrom(opts);
  if (Object.keys(body).length === 0)
    throw new UsageError('Nothing to update: pass at least one option (see --help)');
  const { api } = await ctx.client();
  const vehicle = await unwrap(api.PUT('/api/vehicles/{id}', { params: { path: { id: vehicleId } }, body }));
  return {
    data: vehicle,
    view: stack(message('success', 'Vehicle updated successfully'), vehicleView(vehicle)),
  };
}

export async function deleteVehicle(
  ctx: CommandContext,
  id: string,
  opts: VehicleOptions,
): Promise<Result<{ deleted: number }>> {
  const vehicleId = parseId(id, 'The vehicle id');
  const { api } = await ctx.client();
  if (!opts.yes) {
    const vehicle = await unwrap(api.GET('/api/vehicles/{id}', { params: { path: { id: vehicleId } } }));
    const sure = await askConfirm(
      ctx,
      `Are you sure you want to delete this vehicle? (${vehicle.name})`,
      'Deleting needs confirmation: pass --yes when stdin is not a terminal',
    );
    if (!sure) return { data: { deleted: 0 }, view: message('info', 'Nothing deleted.') };
  }
  await unwrap(api.DELETE('/api/vehicles/{id}', { params: { path: { id: vehicleId } } }));
  return { data: { deleted: vehicleId }, view: message('success', 'Vehicle deleted successfully') };
}

/** `routier vehicles import FILE`: every vehicle of the CSV, or none (the server imports in one transaction). */
export async function importVehicles(ctx: CommandContext, file: string): Promise<Result<Vehicle[]>> {
  const parsed = parseVehiclesCsv(await readInput(ctx.io, file, 'CSV'));
  if (!parsed.ok) throw csvRefused(file, parsed.errors);
  const { api } = await ctx.client();
  const vehicles = parsed.vehicles.map(({ row: _row, ...v }) => v);
  const created = await unwrap(api.POST('/api/vehicles/import', { body: { vehicles } }));
  return {
    data: created,
    view: stack(
      message('success', `Imported ${created.length} vehicle${created.length === 1 ? '' : 's'}`),
      table(
        [
          { key: 'id', header: 'ID', align: 'right' },
          { key: 'name', header: 'Name' },
          { key: 'type', header: 'Type' },
          { key: 'cost', header: '$/km', align: 'right' },
        ],
        created.map((v) => ({
          id: String(v.id),
          name: v.name,
          type: typeName(v.type),
          cost: v.costPerKm.toFixed(2),
        })),
      ),
    ),
  };
}

function vehicleOptions(command: Command): Command {
  return command
    .option('--name <name>', 'vehicle name')
    .option('--type <type>', `vehicle type: ${TYPE_NAMES.join(', ')}`)
    .option('--capacity <kg>', 'capacity in kg (`none` for no limit)')
    .option('--cost-per-km <dollars>', 'cost per km in dollars')
    .option('--max-work-hours <hours>', 'longest working day, 1-24 (default 8)')
    .option('--max-distance <km>', 'longest route in km (default 500)')
    .option('--features <list>', `special features, comma-separated: ${SPECIAL_FEATURES.join(', ')}`);
}

export function register(program: Command, cli: Cli): void {
  const vehicles = program
    .command('vehicles')
    .description('The vehicle fleet: list, add, change and delete vehicles');
  examples(
    vehicles,
    'routier vehicles list',
    'routier vehicles create --name "Van 2" --type cargo_van --cost-per-km 1.2',
  );

  const list = vehicles
    .command('list')
    .description('List the vehicles, newest first')
    .option('--active', 'only active vehicles')
    .option('--inactive', 'only inactive vehicles')
    .option('--json', 'print the vehicles as a JSON array')
    .action(
      cli.action((ctx, opts: { active?: boolean; inactive?: boolean }) => {
        if (opts.active && opts.inactive) throw new UsageError('Use either --active or --inactive');
        return listVehicles(ctx, opts.active ? { active: true } : opts.inactive ? { active: false } : {});
      }),
    );
  examples(list, 'routier vehicles list', 'routier vehicles list --active --json');

  const create = vehicleOptions(
    vehicles
      .command('create')
      .description('Add a vehicle (name, type and cost per km are prompted on a terminal when missing)'),
  )
    .option('--inactive', 'create it inactive')
    .option('--json', 'print the vehicle as JSON')
    .action(
      cli.action((ctx, opts: VehicleOptions & { inactive?: boolean }) =>
        createVehicle(ctx, { ...opts, ...(opts.inactive ? { active: false } : {}) }),
      ),
    );
  examples(
    create,
    'routier vehicles create --name "Van 2" --type cargo_van --capacity 1000 --cost-per-km 1.2',
    'routier vehicles create --name Reefer --type standard_truck --cost-per-km 1.6 --features refrigerated',
  );

  const update = vehicleOptions(
    vehicles
      .command('update')
      .description('Change a vehicle: only the options given change')
      .argument('<id>', 'vehicle id'),
  )
    .option('--active', 'mark it active')
    .option('--inactive', 'mark it inactive')
    .option('--json', 'print the vehicle as JSON')
    .action(
      cli.action((ctx, id: string, opts: VehicleOptions & { inactive?: boolean }) => {
        if (opts.active && opts.inactive) throw new UsageError('Use either --active or --inactive');
        return updateVehicle(ctx, id, { ...opts, ...(opts.inactive ? { active: false } : {}) });
      }),
    );
  examples(update, 'routier vehicles update 2 --cost-per-km 1.35', 'routier vehicles update 2 --inactive');

  const remove = vehicles
    .command('delete')
    .description('Delete a vehicle (asks for confirmation on a terminal); its routes keep no vehicle')
    .argument('<id>', 'vehicle id')
    .option('-y, --yes', 'do not ask for confirmation (needed when stdin is not a terminal)')
    .option('--json', 'print the result as JSON')
    .action(cli.action(deleteVehicle));
  examples(remove, 'routier vehicles delete 2', 'routier vehicles delete 2 --yes');

  const importing = vehicles
    .command('import')
    .description('Add the vehicles of a CSV file, all or none')
    .argument('<file>', 'CSV file, or - for stdin')
    .option('--json', 'print the vehicles created as a JSON array')
    .action(cli.action(importVehicles));
  examples(importing, 'routier vehicles import fleet.csv');
  notes(
    importing,
    `Columns (header row; case, spaces and underscores ignored): name, type (cargo_van, standard_truck,
heavy_duty or their labels), capacity (kg), cost_per_km ($), max_work_hours, max_distance (km),
special_features (joined by ";"), active (yes/no). Name, type and cost_per_km are required. A column
not in this list is refused by name, and any bad row imports nothing.`,
  );
}
