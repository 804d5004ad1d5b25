import type { BreakInput, JobInput, ProblemInput, SolveOptions, VehicleInput } from '../model/input.js';
import {
  describe,
  fail,
  optionalNumber,
  requireId,
  requireInteger,
  requireNumber,
  validateAmounts,
  validatePriority,
  validateSkills,
  validateWindow,
} from './checks.js';
import { validateLocations } from './validate-locations.js';
import { validateOptions } from './validate-options.js';
import { validateShipment } from './validate-shipments.js';

/** Special requirements the product knows (spec document 2); other skills must be offered by a vehicle. */
export const PRODUCT_SKILLS: readonly string[] = [
  'refrigerated',
  'fragile_handling',
  'heavy_lift_equipment',
  'hazmat_certified',
  'residential_access',
  'dock_access_required',
];

/**
 * Checks a problem (and options) at the boundary. Throws an `EngineError` with a stable code, the input path
 * and a sentence; returns nothing on valid input. `solve` calls it first; servers may call it early to answer
 * 400 before queueing a job.
 */
export function validateProblem(input: ProblemInput, options?: SolveOptions): void {
  if (input === null || typeof input !== 'object') fail('INVALID_OPTION', 'problem', 'must be an object');
  const nLoc = validateLocations(input.locations);
  if (!Array.isArray(input.vehicles) || input.vehicles.length === 0)
    fail('NO_VEHICLES', 'vehicles', 'at least one vehicle is required');
  if (!Array.isArray(input.jobs)) fail('INVALID_JOB', 'jobs', 'must be an array');

  const vehicleIds = new Set<string | number>();
  const offered = new Set<string>();
  let dims = -1;
  input.vehicles.forEach((v, i) => {
    const path = `vehicles[${i}]`;
    validateVehicle(v, path, nLoc);
    if (vehicleIds.has(v.id))
      fail('DUPLICATE_ID', `${path}.id`, `vehicle id ${describe(v.id)} is used twice`);
    vehicleIds.add(v.id);
    for (const s of v.skills ?? []) offered.add(s);
    if (v.capacity !== undefined) {
      if (dims >= 0 && v.capacity.length !== dims)
        fail(
          'DIMENSION_MISMATCH',
          `${path}.capacity`,
          `has ${v.capacity.length} dimensions but earlier vehicles have ${dims}`,
        );
      dims = v.capacity.length;
    }
  });

  const jobIds = new Set<string | number>();
  input.jobs.forEach((j, i) => {
    const path = `jobs[${i}]`;
    validateJob(j, path, nLoc);
    if (jobIds.has(j.id)) fail('DUPLICATE_ID', `${path}.id`, `job id ${describe(j.id)} is used twice`);
    jobIds.add(j.id);
    checkDimensions(j.demand, `${path}.demand`, dims);
    checkDimensions(j.pickup, `${path}.pickup`, dims);
    checkReferences(j, path, offered, vehicleIds);
  });
  if (input.shipments !== undefined) {
    if (!Array.isArray(input.shipments)) fail('INVALID_SHIPMENT', 'shipments', 'must be an array');
    const shipmentIds = new Set<string | number>();
    input.shipments.forEach((sh, i) => {
      const path = `shipments[${i}]`;
      validateShipment(sh, path, nLoc);
      if (shipmentIds.has(sh.id))
        fail('DUPLICATE_ID', `${path}.id`, `shipment id ${describe(sh.id)} is used twice`);
      shipmentIds.add(sh.id);
      checkDimensions(sh.amount, `${path}.amount`, dims);
      checkReferences(sh, path, offered, vehicleIds);
    });
  }
  if (options !== undefined) validateOptions(options);
}

function checkDimensions(a: number[] | undefined, path: string, dims: number): void {
  if (dims >= 0 && a !== undefined && a.length > dims)
    fail('DIMENSION_MISMATCH', path, `has ${a.length} dimensions but vehicle capacities have ${dims}`);
}

/** Skills must be offered by some vehicle (or be product skills); a pinned vehicle must exist. */
function checkReferences(
  x: { skills?: string[]; vehicleId?: string | number },
  path: string,
  offered: ReadonlySet<string>,
  vehicleIds: ReadonlySet<string | number>,
): void {
  (x.skills ?? []).forEach((s, k) => {
    if (!offered.has(s) && !PRODUCT_SKILLS.includes(s))
      fail('UNKNOWN_SKILL', `${path}.skills[${k}]`, `unknown skill ${describe(s)}: no vehicle offers it`);
  });
  if (x.vehicleId !== undefined && x.vehicleId !== null && !vehicleIds.has(x.vehicleId))
    fail('UNKNOWN_VEHICLE', `${path}.vehicleId`, `no vehicle has id ${describe(x.vehicleId)}`);
}

function validateVehicle(v: VehicleInput, path: string, nLoc: number): void {
  if (v === null || typeof v !== 'object') fail('INVALID_VEHICLE', path, 'must be an object');
  requireId('INVALID_VEHICLE', `${path}.id`, v.id);
  requireInteger('INVALID_VEHICLE', `${path}.start`, v.start, 0, nLoc - 1);
  if (v.end !== undefined && v.end !== null)
    requireInteger('INVALID_VEHICLE', `${path}.end`, v.end, 0, nLoc - 1);
  if (v.shift !== undefined) validateWindow(v.shift, `${path}.shift`, 'INVALID_VEHICLE');
  if (v.capacity !== undefined) {
    if (!Array.isArray(v.capacity))
      fail('INVALID_VEHICLE', `${path}.capacity`, 'must be an array of numbers');
    v.capacity.forEach((c, k) => requireNumber('INVALID_VEHICLE', `${path}.capacity[${k}]`, c, 0));
  }
  optionalNumber('INVALID_VEHICLE', `${path}.maxDurationS`, v.maxDurationS, 0);
  optionalNumber('INVALID_VEHICLE', `${path}.maxDistanceM`, v.maxDistanceM, 0);
  optionalNumber('INVALID_VEHICLE', `${path}.maxTravelS`, v.maxTravelS, 0);
  if (v.maxStops !== undefined && v.maxStops !== null)
    requireInteger('INVALID_VEHICLE', `${path}.maxStops`, v.maxStops, 0, Number.MAX_SAFE_INTEGER);
  optionalNumber('INVALID_VEHICLE', `${path}.costPerKm`, v.costPerKm, 0);
  optionalNumber('INVALID_VEHICLE', `${path}.costPerHour`, v.costPerHour, 0);
  optionalNumber('INVALID_VEHICLE', `${path}.fixedCost`, v.fixedCost, 0);
  if (v.speedFactor !== undefined && v.speedFactor !== null) {
    requireNumber('INVALID_VEHICLE', `${path}.speedFactor`, v.speedFactor);
    if (v.speedFactor <= 0) fail('INVALID_VEHICLE', `${path}.speedFactor`, 'must be positive');
  }
  validateSkills(v.skills, `${path}.skills`, 'INVALID_VEHICLE');
  if (v.breaks !== undefined) {
    if (!Array.isArray(v.breaks)) fail('INVALID_VEHICLE', `${path}.breaks`, 'must be an array');
    v.breaks.forEach((b, k) => validateBreak(b, `${path}.breaks[${k}]`));
  }
}

function validateBreak(b: BreakInput, path: string): void {
  if (b === null || typeof b !== 'object') fail('INVALID_VEHICLE', path, 'must be an object');
  requireNumber('INVALID_VEHICLE', `${path}.durationS`, b.durationS, 0);
  if (!Array.isArray(b.windows) || b.windows.length === 0)
    fail('INVALID_TIME_WINDOW', `${path}.windows`, 'a break needs at least one window');
  b.windows.forEach((w, k) => validateWindow(w, `${path}.windows[${k}]`, 'INVALID_TIME_WINDOW'));
}

function validateJob(j: JobInput, path: string, nLoc: number): void {
  if (j === null || typeof j !== 'object') fail('INVALID_JOB', path, 'must be an object');
  requireId('INVALID_JOB', `${path}.id`, j.id);
  requireInteger('INVALID_JOB', `${path}.location`, j.location, 0, nLoc - 1);
  optionalNumber('INVALID_JOB', `${path}.serviceS`, j.serviceS, 0);
  if (j.timeWindows !== undefined) {
    if (!Array.isArray(j.timeWindows)) fail('INVALID_TIME_WINDOW', `${path}.timeWindows`, 'must be an array');
    j.timeWindows.forEach((w, k) => validateWindow(w, `${path}.timeWindows[${k}]`, 'INVALID_TIME_WINDOW'));
  }
  validateAmounts(j.demand, `${path}.demand`, 'INVALID_JOB');
  validateAmounts(j.pickup, `${path}.pickup`, 'INVALID_JOB');
  validatePriority(j.priority, `${path}.priority`, 'INVALID_JOB');
  validateSkills(j.skills, `${path}.skills`, 'INVALID_JOB');
  if (j.name !== undefined && typeof j.name !== 'string')
    fail('INVALID_JOB', `${path}.name`, 'must be a string');
}
