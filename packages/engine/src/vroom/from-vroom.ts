/**
 * A VROOM problem as an engine problem. Locations come from `matrices` (by `*_index`, one profile per
 * problem) or from coordinates (deduplicated; distances by great circle unless the caller routes them).
 * Ids: engine jobs and shipments are numbered by their VROOM index; vehicles keep their VROOM id. Skills are
 * VROOM's integers as strings; a task needing a skill no vehicle has is kept out of the solve and reported
 * unassigned. Priorities 0-100 map to medium (0), high (1-49), urgent (50-100). Objective: travel time
 * (the whole route duration; docs/vroom.md), or money when any vehicle has `costs` (VROOM's default
 * per_hour of 3600).
 */
import type {
  JobInput,
  LocationsInput,
  Priority,
  ProblemInput,
  ShipmentInput,
  SolveOptions,
  TimeWindow,
  VehicleInput,
} from '../model/input.js';
import { fail } from '../validate/checks.js';
import type { VroomCoord, VroomProblem, VroomShipmentStep, VroomWindow } from '../model/vroom.js';
import { validateVroomShape } from './validate-vroom.js';

/** Far enough to mean "no limit" while staying an ordinary number for the engine's scaling. */
const OPEN_END = 1e9;

export interface VroomTaskRef {
  kind: 'job' | 'shipment';
  /** Index into problem.jobs or problem.shipments. */
  index: number;
}

export interface VroomPrepared {
  problem: VroomProblem;
  input: ProblemInput;
  options: SolveOptions;
  /** Engine job j is VROOM job jobOf[j]; engine shipment s is VROOM shipment shipmentOf[s]. */
  jobOf: number[];
  shipmentOf: number[];
  /** Tasks kept out because no vehicle has a skill they need, with those skills. */
  skillless: (VroomTaskRef & { missing: number[] })[];
  /** Location index -> coordinates, when the problem gave them. */
  coords: (VroomCoord | undefined)[];
  /** True when locations are matrix indices (steps then report location_index). */
  indexed: boolean;
  hasDistances: boolean;
  /** True when any vehicle has costs (the objective is then money). */
  priced: boolean;
}

/** The distinct coordinates of a problem without matrices, in the order `fromVroom` numbers them. */
export function vroomPoints(problem: VroomProblem): VroomCoord[] {
  const points = new Map<string, VroomCoord>();
  const add = (...cs: (VroomCoord | undefined)[]): void => {
    for (const c of cs) if (c !== undefined) points.set(`${c[0]},${c[1]}`, c);
  };
  for (const v of problem.vehicles) add(v.start, v.end);
  for (const j of problem.jobs ?? []) add(j.location);
  for (const s of problem.shipments ?? []) add(s.pickup.location, s.delivery.location);
  return [...points.values()];
}

/**
 * Validates (throws EngineError naming the field) and converts. `locations` replaces the great-circle
 * default for a problem given by coordinates; it must follow `vroomPoints` order.
 */
export function fromVroom(problem: VroomProblem, locations?: LocationsInput): VroomPrepared {
  validateVroomShape(problem);
  const jobs = problem.jobs ?? [];
  const shipments = problem.shipments ?? [];
  if (jobs.length + shipments.length === 0) fail('INVALID_JOB', 'jobs', 'give at least one job or shipment');
  uniqueIds(
    jobs.map((j) => j.id),
    'jobs',
    'job',
  );
  uniqueIds(
    shipments.map((s) => s.pickup.id),
    'shipments',
    'pickup',
  );
  uniqueIds(
    shipments.map((s) => s.delivery.id),
    'shipments',
    'delivery',
  );
  const where = locate(problem, locations);

  const offered = new Set(problem.vehicles.flatMap((v) => v.skills ?? []));
  const skillless: VroomPrepared['skillless'] = [];
  const missingOf = (skills: number[] | undefined) => (skills ?? []).filter((s) => !offered.has(s));

  const vehicles: VehicleInput[] = problem.vehicles.map((v, i) => {
    const path = `vehicles[${i}]`;
    const start = where.index(v.start_index, v.start, `${path}.start`);
    const end =
      v.end_index !== undefined || v.end !== undefined
        ? where.index(v.end_index, v.end, `${path}.end`)
        : null;
    if (start === null)
      fail(
        'UNSUPPORTED_FEATURE',
        `${path}.start`,
        'a vehicle without a start is not supported; give start or start_index',
      );
    const shift = v.time_window === undefined ? undefined : window(v.time_window);
    return {
      id: v.id,
      name: v.description ?? String(v.id),
      start,
      end,
      ...(shift ? { shift } : {}),
      ...(v.capacity ? { capacity: v.capacity } : {}),
      ...(v.skills ? { skills: v.skills.map(String) } : {}),
      // VROOM divides travel times by speed_factor (2 = twice as fast); the engine multiplies.
      ...(v.speed_factor !== undefined ? { speedFactor: 1 / v.speed_factor } : {}),
      ...(v.max_tasks !== undefined ? { maxStops: v.max_tasks } : {}),
      ...(v.max_travel_time !== undefined ? { maxTravelS: v.max_travel_time } : {}),
      ...(v.max_distance !== undefined ? { maxDistanceM: v.max_distance } : {}),
      ...(v.costs
        ? {
            costPerHour: v.costs.per_hour ?? 3600,
            costPerKm: v.costs.per_km ?? 0,
            fixedCost: v.costs.fixed ?? 0,
          }
        : {}),
      ...(v.breaks
        ? {
            breaks: v.breaks.map((b) => ({
              id: b.id,
              durationS: b.service ?? 0,
              windows: (b.time_windows ?? [[shift?.start ?? 0, shift?.end ?? OPEN_END]]).map(window),
            })),
          }
        : {}),
    };
  });
  const priced = problem.vehicles.some((v) => v.costs !== undefined);
  if (priced)
    vehicles.forEach((v) => {
      v.costPerHour ??= 3600;
      v.costPerKm ??= 0;
      v.fixedCost ??= 0;
    });

  const engineJobs: JobInput[] = [];
  const jobOf: number[] = [];
  jobs.forEach((j, i) => {
    const missing = missingOf(j.skills);
    const location = where.index(j.location_index, j.location, `jobs[${i}].location`);
    if (location === null) fail('INVALID_JOB', `jobs[${i}].location`, 'give location or location_index');
    if (missing.length > 0) return void skillless.push({ kind: 'job', index: i, missing });
    jobOf.push(i);
    engineJobs.push({
      id: i,
      name: j.description ?? `job ${String(j.id)}`,
      location,
      serviceS: j.service ?? 0,
      ...(j.time_windows ? { timeWindows: j.time_windows.map(window) } : {}),
      ...(j.delivery ? { demand: j.delivery } : {}),
      ...(j.pickup ? { pickup: j.pickup } : {}),
      ...(j.skills ? { skills: j.skills.map(String) } : {}),
      priority: priority(j.priority),
    });
  });
  const engineShipments: ShipmentInput[] = [];
  const shipmentOf: number[] = [];
  shipments.forEach((s, i) => {
    const missing = missingOf(s.skills);
    const step = (x: VroomShipmentStep, role: 'pickup' | 'delivery') => {
      const location = where.index(x.location_index, x.location, `shipments[${i}].${role}.location`);
      if (location === null)
        fail('INVALID_SHIPMENT', `shipments[${i}].${role}.location`, 'give location or location_index');
      return {
        id: x.id,
        location,
        serviceS: x.service ?? 0,
        ...(x.time_windows ? { timeWindows: x.time_windows.map(window) } : {}),
      };
    };
    const pickup = step(s.pickup, 'pickup');
    const delivery = step(s.delivery, 'delivery');
    if (missing.length > 0) return void skillless.push({ kind: 'shipment', index: i, missing });
    shipmentOf.push(i);
    engineShipments.push({
      id: i,
      name: s.pickup.description ?? `shipment ${String(s.pickup.id)}-${String(s.delivery.id)}`,
      pickup,
      delivery,
      ...(s.amount ? { amount: s.amount } : {}),
      ...(s.skills ? { skills: s.skills.map(String) } : {}),
      priority: priority(s.priority),
    });
  });
  return {
    problem,
    input: { locations: where.locations, vehicles, jobs: engineJobs, shipments: engineShipments },
    options: { objective: priced ? 'cost' : 'time' },
    jobOf,
    shipmentOf,
    skillless,
    coords: where.coords,
    indexed: where.indexed,
    hasDistances: where.hasDistances,
    priced,
  };
}

function window(w: VroomWindow): TimeWindow {
  return { start: w[0], end: w[1] };
}

function priority(p: number | undefined): Priority {
  if (p === undefined || p === 0) return 'medium';
  return p < 50 ? 'high' : 'urgent';
}

function uniqueIds(ids: readonly (string | number)[], path: string, what: string): void {
  const seen = new Set<string | number>();
  ids.forEach((id, i) => {
    if (seen.has(id)) fail('DUPLICATE_ID', `${path}[${i}]`, `${what} id ${String(id)} is used twice`);
    seen.add(id);
  });
}

interface Where {
  locations: LocationsInput;
  coords: (VroomCoord | undefined)[];
  indexed: boolean;
  hasDistances: boolean;
  index: (i: number | undefined, c: VroomCoord | undefined, path: string) => number | null;
}

function locate(problem: VroomProblem, given: LocationsInput | undefined): Where {
  const matrices = problem.matrices;
  if (matrices !== undefined) {
    const profiles = new Set(problem.vehicles.map((v) => v.profile ?? 'car'));
    if (profiles.size > 1)
      fail(
        'UNSUPPORTED_FEATURE',
        'vehicles',
        `vehicles use ${profiles.size} profiles (${[...profiles].join(', ')}); Routier plans one profile per problem: give speed_factor instead`,
      );
    const profile = [...profiles][0];
    const m = matrices[profile];
    if (m === undefined) fail('INVALID_LOCATIONS', 'matrices', `no matrix for profile "${profile}"`);
    const n = m.durations.length;
    if (m.distances !== undefined && m.distances.length !== n)
      fail(
        'MATRIX_SIZE',
        `matrices.${profile}.distances`,
        `has ${m.distances.length} rows but durations has ${n}`,
      );
    const durations = m.durations.flat();
    const coords: (VroomCoord | undefined)[] = new Array(n).fill(undefined);
    return {
      locations: { kind: 'matrix', durations, distances: m.distances?.flat() ?? durations },
      coords,
      indexed: true,
      hasDistances: m.distances !== undefined,
      index: (i, c, path) => {
        if (i === undefined) {
          if (c === undefined) return null;
          fail('INVALID_LOCATIONS', `${path}_index`, 'is required when matrices are given');
        }
        if (i >= n) fail('INVALID_LOCATIONS', `${path}_index`, `${i} is outside the ${n} x ${n} matrix`);
        if (c !== undefined) coords[i] = c;
        return i;
      },
    };
  }
  const points = vroomPoints(problem);
  const order = new Map(points.map((c, i) => [`${c[0]},${c[1]}`, i]));
  return {
    locations: given ?? { kind: 'haversine', coords: points.flatMap(([lon, lat]) => [lat, lon]) },
    coords: points,
    indexed: false,
    hasDistances: true,
    index: (i, c, path) => {
      if (i !== undefined)
        fail('INVALID_LOCATIONS', `${path}_index`, 'needs "matrices"; without them give coordinates');
      return c === undefined ? null : (order.get(`${c[0]},${c[1]}`) as number);
    },
  };
}
