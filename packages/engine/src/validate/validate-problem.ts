import type {
  BreakInput,
  JobInput,
  ProblemInput,
  SolveOptions,
  TimeWindow,
  VehicleInput,
} from '../model/input.js';
import {
  describe,
  fail,
  isFiniteNumber,
  optionalNumber,
  requireId,
  requireInteger,
  requireNumber,
} from './checks.js';
import { validateLocations } from './validate-locations.js';
import { validateOptions } from './validate-options.js';

/** Special requirements the product knows (spec document 2); other skills must be offered by a vehicle. */
export const PRODUCT_SKILLS: readonly string[] = [
  'refrigerated',
  'fragile_handling',
  'heavy_lift_equipment',
  'hazmat_certified',
  'residential_access',
  'dock_access_required',
];

const PRIORITIES = new Set(['low', 'medium', 'high', 'urgent']);

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
    if (dims >= 0 && j.demand !== undefined && j.demand.length > dims)
      fail(
        'DIMENSION_MISMATCH',
        `${path}.demand`,
        `has ${j.demand.length} dimensions but vehicle capacities have ${dims}`,
      );
    (j.skills ?? []).forEach((s, k) => {
      if (!offered.has(s) && !PRODUCT_SKILLS.includes(s))
        fail('UNKNOWN_SKILL', `${path}.skills[${k}]`, `unknown skill ${describe(s)}: no vehicle offers it`);
    });
    if (j.vehicleId !== undefined && j.vehicleId !== null && !vehicleIds.has(j.vehicleId))
      fail('UNKNOWN_VEHICLE', `${path}.vehicleId`, `no vehicle has id ${describe(j.vehicleId)}`);
  });
  if (options !== undefined) validateOptions(options);
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
  if (j.demand !== undefined) {
    if (!Array.isArray(j.demand)) fail('INVALID_JOB', `${path}.demand`, 'must be an array of numbers');
    j.demand.forEach((d, k) => {
      if (!isFiniteNumber(d))
        fail('INVALID_JOB', `${path}.demand[${k}]`, `must be a number (got ${describe(d)})`);
      if (d < 0) fail('INVALID_JOB', `${path}.demand[${k}]`, `demand cannot be negative (got ${d})`);
    });
  }
  if (j.priority !== undefined && !PRIORITIES.has(j.priority))
    fail(
      'INVALID_JOB',
      `${path}.priority`,
      `must be low, medium, high or urgent (got ${describe(j.priority)})`,
    );
  validateSkills(j.skills, `${path}.skills`, 'INVALID_JOB');
  if (j.name !== undefined && typeof j.name !== 'string')
    fail('INVALID_JOB', `${path}.name`, 'must be a string');
}

function validateSkills(s: unknown, path: string, code: 'INVALID_JOB' | 'INVALID_VEHICLE'): void {
  if (s === undefined) return;
  if (!Array.isArray(s)) fail(code, path, 'must be an array of strings');
  s.forEach((x, k) => {
    if (typeof x !== 'string' || x.length === 0) fail(code, `${path}[${k}]`, 'must be a non-empty string');
  });
}

function validateWindow(w: TimeWindow, path: string, code: 'INVALID_TIME_WINDOW' | 'INVALID_VEHICLE'): void {
  if (w === null || typeof w !== 'object') fail(code, path, 'must be an object with start and end');
  requireNumber('INVALID_TIME_WINDOW', `${path}.start`, w.start);
  requireNumber('INVALID_TIME_WINDOW', `${path}.end`, w.end);
  if (w.end < w.start)
    fail('INVALID_TIME_WINDOW', path, `window ends (${w.end}) before it starts (${w.start})`);
}
