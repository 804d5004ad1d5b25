/**
 * The multi-day (periodic) planner's public model: plan a horizon of days at once. Units as in
 * model/input.ts: metres, seconds (instants are seconds after midnight of each day), demand units.
 */
import type { JobInput, LocationsInput, ProgressEvent, VehicleInput } from '../model/input.js';

/** A visit that must happen once, on one of its allowed days. */
export interface VisitInput extends JobInput {
  /** Allowed day indices (0-based into the horizon). At least one. */
  days: number[];
  /** Only these vehicles (by id) may serve it, e.g. those large enough for its load. Absent: any. */
  vehicleIds?: (string | number)[];
}

/**
 * One vehicle driven by one driver on one day: at most one route. The vehicle's `shift` is the crew's
 * working window that day (the driver's schedule, or the plan's preferred hours).
 */
export interface CrewInput {
  day: number;
  vehicle: VehicleInput;
  /** The driver; absent = a vehicle without a named driver (no driver limits apply). */
  driverId?: string | number;
}

/** Working-time rules of one driver over the horizon. Absent fields take `MultiDayInput.limits`. */
export interface DriverLimits {
  id: string | number;
  /** Longest route a day, seconds. */
  maxDailyS?: number;
  /** Most seconds of routes within one week (weeks as `MultiDayInput.weekOfDay` numbers them). */
  maxWeeklyS?: number;
  /** Most working days in a row. */
  maxConsecutiveDays?: number;
}

export interface MultiDayInput {
  locations: LocationsInput;
  /** Number of days in the horizon. */
  days: number;
  /** Week number of each day for the weekly limit; default `floor(day / 7)`. */
  weekOfDay?: number[];
  crews: CrewInput[];
  visits: VisitInput[];
  /** Limits of drivers that `drivers` does not list, and defaults for fields it leaves out. */
  limits?: Omit<DriverLimits, 'id'>;
  drivers?: DriverLimits[];
}

export interface MultiDayOptions {
  /** Wall-clock budget in milliseconds for the whole plan. Default 1000 + 20 per visit, max 60000. */
  timeLimitMs?: number;
  /** Share of the budget spent polishing each day's routes with `solve` (0-1). Default 0.6. */
  polishShare?: number;
  /** Iteration budget of the day-assignment search (deterministic for a seed). */
  maxIterations?: number;
  seed?: number;
  signal?: { readonly aborted: boolean };
  onProgress?: (event: ProgressEvent) => void;
  now?: () => number;
}

export interface MultiDayStop {
  visitIndex: number;
  id: string | number;
  arrivalS: number;
  startS: number;
  departureS: number;
}

export interface MultiDayRoute {
  crewIndex: number;
  day: number;
  vehicleId: string | number;
  driverId: string | number | null;
  stops: MultiDayStop[];
  /** Leaving the start. */
  startS: number;
  /** Arriving at the end (or the last departure of an open route). */
  endS: number;
  distanceM: number;
  durationS: number;
}

export type MultiDayUnassignedReason =
  | 'NO_ALLOWED_DAY' // no crew works on any of the visit's days
  | 'SKILL_MISSING'
  | 'CAPACITY_EXCEEDED'
  | 'PINNED_VEHICLE_UNAVAILABLE'
  | 'DOES_NOT_FIT_SHIFT' // alone, the visit does not fit any crew's window, window or route limits
  | 'DRIVER_DAILY_HOURS'
  | 'DRIVER_WEEKLY_HOURS'
  | 'DRIVER_CONSECUTIVE_DAYS'
  | 'NO_ROOM'; // feasible alone, but the crews of its days are full in the best plan

export interface MultiDayUnassigned {
  visitIndex: number;
  id: string | number;
  reason: MultiDayUnassignedReason;
  message: string;
}

export interface MultiDaySolution {
  routes: MultiDayRoute[];
  unassigned: MultiDayUnassigned[];
  totals: { distanceM: number; durationS: number; assigned: number; unassigned: number };
  iterations: number;
  runtimeMs: number;
}
