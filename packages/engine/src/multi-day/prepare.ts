/**
 * Validates a multi-day input and turns it into flat arrays the search reads: integer matrices (metres,
 * seconds), one record per crew, per driver and per visit, and each visit's candidate crews.
 */
import { EngineError } from '../model/errors.js';
import type { LocationsInput } from '../model/input.js';
import { buildDistanceMatrix, buildTimeMatrix, type Matrix } from '../problem/matrices.js';
import type { MultiDayInput } from './model.js';

export interface PreparedCrew {
  day: number;
  start: number;
  /** -1: open route. */
  end: number;
  shiftStart: number;
  shiftEnd: number;
  capacity: number[] | null;
  /** min(vehicle max duration, driver max daily). */
  maxDurationS: number;
  maxDistanceM: number;
  maxStops: number;
  speedFactor: number;
  skills: Set<string>;
  vehicleId: string | number;
  /** Index into `drivers`, -1 without a driver. */
  driver: number;
}

export interface PreparedDriver {
  id: string | number;
  maxDailyS: number;
  maxWeeklyS: number;
  maxConsecutiveDays: number;
  /** Crew index per day, -1 when the driver has no crew that day. */
  crewOfDay: Int32Array;
}

export interface PreparedVisit {
  id: string | number;
  loc: number;
  serviceS: number;
  /** Sorted windows, flat [start, end, ...]; empty = any time. */
  windows: number[];
  demand: number[];
  /** Crews on the visit's days that can serve it alone as far as skills, pinning and capacity go. */
  crews: number[];
  days: number[];
}

export interface Prepared {
  n: number;
  dist: Matrix;
  time: Matrix;
  days: number;
  weekOfDay: number[];
  crews: PreparedCrew[];
  drivers: PreparedDriver[];
  visits: PreparedVisit[];
  /** Crew indices per day. */
  crewsOfDay: number[][];
}

const UNLIMITED = 1e15;

export function locationCount(loc: LocationsInput): number {
  if (loc.kind === 'matrix') {
    const n = Math.round(Math.sqrt(loc.distances.length));
    if (n * n !== loc.distances.length || loc.durations.length !== loc.distances.length)
      throw new EngineError(
        'MATRIX_SIZE',
        'locations: matrices must be n x n and of equal size',
        'locations',
      );
    return n;
  }
  if (loc.coords.length % 2 !== 0)
    throw new EngineError(
      'INVALID_LOCATIONS',
      'locations.coords: an even number of values is needed',
      'locations',
    );
  return loc.coords.length / 2;
}

function fail(code: ConstructorParameters<typeof EngineError>[0], path: string, message: string): never {
  throw new EngineError(code, `${path}: ${message}`, path);
}

function checkLocation(i: number, n: number, path: string, code: 'INVALID_VEHICLE' | 'INVALID_JOB'): void {
  if (!Number.isInteger(i) || i < 0 || i >= n)
    fail(code, path, `location index ${i} is out of range (0-${n - 1})`);
}

export function prepare(input: MultiDayInput): Prepared {
  const n = locationCount(input.locations);
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > 366)
    fail('INVALID_OPTION', 'days', 'the horizon must have 1 to 366 days');
  const weekOfDay = input.weekOfDay ?? Array.from({ length: input.days }, (_, d) => Math.floor(d / 7));
  if (weekOfDay.length !== input.days)
    fail('INVALID_OPTION', 'weekOfDay', 'one week number per day is needed');
  const dist = buildDistanceMatrix(input.locations, n, 1);
  const time = buildTimeMatrix(input.locations, n, 1, 1, dist, 1);

  const limits = input.limits ?? {};
  const driverIndex = new Map<string | number, number>();
  const drivers: PreparedDriver[] = [];
  const addDriver = (id: string | number, own: Partial<PreparedDriver>): number => {
    drivers.push({
      id,
      maxDailyS: own.maxDailyS ?? limits.maxDailyS ?? UNLIMITED,
      maxWeeklyS: own.maxWeeklyS ?? limits.maxWeeklyS ?? UNLIMITED,
      maxConsecutiveDays: own.maxConsecutiveDays ?? limits.maxConsecutiveDays ?? input.days,
      crewOfDay: new Int32Array(input.days).fill(-1),
    });
    driverIndex.set(id, drivers.length - 1);
    return drivers.length - 1;
  };
  (input.drivers ?? []).forEach((d, k) => {
    if (driverIndex.has(d.id))
      fail('DUPLICATE_ID', `drivers[${k}].id`, `driver ${String(d.id)} is listed twice`);
    addDriver(d.id, d);
  });

  const crewsOfDay: number[][] = Array.from({ length: input.days }, () => []);
  const crews = input.crews.map((c, k): PreparedCrew => {
    const path = `crews[${k}]`;
    if (!Number.isInteger(c.day) || c.day < 0 || c.day >= input.days)
      fail('INVALID_VEHICLE', `${path}.day`, `day ${c.day} is outside the horizon`);
    const v = c.vehicle;
    checkLocation(v.start, n, `${path}.vehicle.start`, 'INVALID_VEHICLE');
    if (v.end !== undefined && v.end !== null)
      checkLocation(v.end, n, `${path}.vehicle.end`, 'INVALID_VEHICLE');
    const shiftStart = v.shift?.start ?? 0;
    const shiftEnd = v.shift?.end ?? UNLIMITED;
    if (shiftEnd < shiftStart)
      fail('INVALID_TIME_WINDOW', `${path}.vehicle.shift`, 'the shift ends before it starts');
    let driver = -1;
    if (c.driverId !== undefined) {
      driver = driverIndex.get(c.driverId) ?? addDriver(c.driverId, {});
      const d = drivers[driver];
      if (d.crewOfDay[c.day] !== -1)
        fail(
          'DUPLICATE_ID',
          `${path}.driverId`,
          `driver ${String(c.driverId)} has two crews on day ${c.day}`,
        );
      d.crewOfDay[c.day] = k;
    }
    crewsOfDay[c.day].push(k);
    return {
      day: c.day,
      start: v.start,
      end: v.end ?? -1,
      shiftStart,
      shiftEnd,
      capacity: v.capacity ?? null,
      maxDurationS: Math.min(
        v.maxDurationS ?? UNLIMITED,
        driver >= 0 ? drivers[driver].maxDailyS : UNLIMITED,
      ),
      maxDistanceM: v.maxDistanceM ?? UNLIMITED,
      maxStops: v.maxStops ?? Number.MAX_SAFE_INTEGER,
      speedFactor: v.speedFactor ?? 1,
      skills: new Set(v.skills ?? []),
      vehicleId: v.id,
      driver,
    };
  });

  const ids = new Set<string | number>();
  const visits = input.visits.map((j, k): PreparedVisit => {
    const path = `visits[${k}]`;
    if (ids.has(j.id)) fail('DUPLICATE_ID', `${path}.id`, `visit id ${String(j.id)} is used twice`);
    ids.add(j.id);
    checkLocation(j.location, n, `${path}.location`, 'INVALID_JOB');
    if (j.days.length === 0) fail('INVALID_JOB', `${path}.days`, 'at least one allowed day is needed');
    for (const d of j.days)
      if (!Number.isInteger(d) || d < 0 || d >= input.days)
        fail('INVALID_JOB', `${path}.days`, `day ${d} is outside the horizon`);
    const windows = [...(j.timeWindows ?? [])]
      .sort((a, b) => a.start - b.start)
      .flatMap((w, i) => {
        if (!(w.end >= w.start) || w.start < 0)
          fail('INVALID_TIME_WINDOW', `${path}.timeWindows[${i}]`, 'a window must end after it starts');
        return [w.start, w.end];
      });
    const demand = j.demand ?? [];
    const skills = j.skills ?? [];
    const daySet = new Set(j.days);
    const allowed = j.vehicleIds ? new Set(j.vehicleIds) : null;
    const eligible: number[] = [];
    crews.forEach((c, ci) => {
      if (!daySet.has(c.day)) return;
      if (j.vehicleId !== undefined && j.vehicleId !== c.vehicleId) return;
      if (allowed && !allowed.has(c.vehicleId)) return;
      if (!skills.every((s) => c.skills.has(s))) return;
      if (c.capacity && demand.some((q, dim) => q > (c.capacity?.[dim] ?? 0))) return;
      eligible.push(ci);
    });
    return {
      id: j.id,
      loc: j.location,
      serviceS: j.serviceS ?? 0,
      windows,
      demand,
      crews: eligible,
      days: [...daySet],
    };
  });

  return { n, dist, time, days: input.days, weekOfDay, crews, drivers, visits, crewsOfDay };
}
