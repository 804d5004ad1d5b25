/**
 * Engine routes to the API's schedule, violation and unassigned shapes, shared by the advanced and fleet
 * answers. Times: minutes after midnight (the engine's clock is seconds after midnight of the scheduled
 * day); a stop's departure is its service start plus its whole service minutes, so arrival + wait +
 * service = departure holds exactly after rounding.
 */
import type { Fix, RouteResult, Solution, StopResult, VehicleInput, Violation } from '@routier/engine';
import type {
  ConstraintViolation,
  FleetUnassigned,
  LineString,
  ScheduleStop,
  StopFix,
  UnassignedLocation,
} from '@routier/contract';
import { RoutingError, type LatLng, type Router, type VehicleProfile } from '../geo/index.js';
import type { PlannedStop } from './stops.js';
import { clockText, km1, money, percent1, wholeMinutes } from './units.js';

export interface PlanContext {
  stops: readonly PlannedStop[];
  /** Depot first, then the stops (engine locations). */
  points: readonly LatLng[];
  /** The engine problem's vehicles (fixes name them by index). */
  vehicles?: readonly VehicleInput[];
}

export function scheduleOf(route: RouteResult, plan: PlanContext): ScheduleStop[] {
  const out: ScheduleStop[] = [];
  let previous: StopResult = route.stops[0];
  for (const stop of route.stops) {
    if (stop.kind !== 'job') continue;
    const planned = plan.stops[stop.jobIndex];
    const arrival = Math.round(stop.arrivalS / 60);
    const start = Math.max(arrival, Math.round(stop.startS / 60));
    const departure = start + planned.serviceMinutes;
    const point = plan.points[stop.jobIndex + 1];
    out.push({
      locationIndex: stop.jobIndex + 1,
      address: planned.address,
      lat: point.lat,
      lng: point.lng,
      arrivalTime: arrival,
      departureTime: departure,
      waitTime: start - arrival,
      serviceTime: planned.serviceMinutes,
      lateBy: wholeMinutes(stop.lateS),
      arrivalClock: clockText(arrival),
      departureClock: clockText(departure),
      distanceFromPrevious: km1(Math.max(0, stop.distanceM - previous.distanceM)),
    });
    previous = stop;
  }
  return out;
}

/** Departure from the start and the arrival back (or the last departure of an open route), in minutes. */
export function routeTimes(route: RouteResult): { startTime: number; endTime: number } {
  const first = route.stops[0];
  const last = route.stops[route.stops.length - 1];
  const startTime = Math.round(first.departureS / 60);
  const endS = last.kind === 'end' ? last.arrivalS : last.departureS;
  return { startTime, endTime: Math.max(startTime, Math.round(endS / 60)) };
}

/** The amount of a violation in the API's unit of its limit: minutes, km, stops or kg. */
function violationAmount(violation: Violation): number {
  switch (violation.type) {
    case 'MAX_DISTANCE':
      return km1(violation.amount);
    case 'MAX_STOPS':
    case 'CAPACITY':
      return Math.round(violation.amount * 100) / 100;
    default:
      return wholeMinutes(violation.amount);
  }
}

export function violationOf(violation: Violation, solution: Solution): ConstraintViolation {
  const route = solution.routes.find((r) => r.vehicleIndex === violation.vehicleIndex);
  const vehicleId = route && typeof route.vehicleId === 'number' ? route.vehicleId : null;
  return {
    // Breaks are never sent by the planning API; a late break would be lateness all the same.
    type: violation.type === 'BREAK_WINDOW' ? 'LATE_ARRIVAL' : violation.type,
    message: violation.message,
    severity: violation.severity,
    locationIndex: violation.jobIndex >= 0 ? violation.jobIndex + 1 : null,
    vehicleId,
    amount: violationAmount(violation),
  };
}

export function unassignedOf(solution: Solution, plan: PlanContext): UnassignedLocation[] {
  return [...solution.unassigned]
    .sort((a, b) => a.jobIndex - b.jobIndex)
    .map((u) => ({
      index: u.jobIndex,
      locationIndex: u.jobIndex + 1,
      address: plan.stops[u.jobIndex].address,
      reason: u.message,
      code: u.reason,
      ...(u.fix !== undefined ? { fix: stopFixOf(u.fix, plan) } : {}),
    }));
}

export function fleetUnassignedOf(solution: Solution, plan: PlanContext): FleetUnassigned[] {
  return unassignedOf(solution, plan).map(({ locationIndex, address, reason, code, fix }) => ({
    locationIndex,
    address,
    reason,
    code,
    ...(fix !== undefined ? { fix } : {}),
  }));
}

const FIX_UNITS: Record<Fix['kind'], StopFix['unit'] | undefined> = {
  widen_time_window: 'minutes',
  extend_shift: 'minutes',
  raise_limit: undefined,
  add_capacity: 'kg',
  add_skill: undefined,
  add_vehicle: undefined,
};

/** The engine's fix in the API's units (minutes, km, stops, kg) with the vehicle's id. */
export function stopFixOf(fix: Fix | null, plan: PlanContext): StopFix | null {
  if (fix === null) return null;
  const vehicle = fix.vehicleIndex === undefined ? undefined : plan.vehicles?.[fix.vehicleIndex];
  const id =
    vehicle === undefined ? undefined : typeof vehicle.id === 'number' && vehicle.id > 0 ? vehicle.id : null;
  const unit =
    fix.kind === 'raise_limit'
      ? fix.limit === 'maxDistanceM'
        ? 'km'
        : fix.limit === 'maxStops'
          ? 'stops'
          : 'minutes'
      : FIX_UNITS[fix.kind];
  const amount =
    fix.amount === undefined ? undefined : unit === 'km' ? Math.ceil(fix.amount / 100) / 10 : fix.amount;
  return {
    kind: fix.kind,
    message: fix.message,
    ...(amount !== undefined ? { amount } : {}),
    ...(unit !== undefined && amount !== undefined ? { unit } : {}),
    ...(id !== undefined ? { vehicleId: id } : {}),
    ...(fix.skill !== undefined ? { requirements: fix.skill.split(',') } : {}),
    verified: fix.verified,
  };
}

/** One UNASSIGNED_STOP violation (severity error) per stop left out. */
export function unassignedViolations(unassigned: readonly UnassignedLocation[]): ConstraintViolation[] {
  return unassigned.map((u) => ({
    type: 'UNASSIGNED_STOP',
    message: `Stop ${u.locationIndex} (${u.address}) could not be scheduled: ${u.reason}`,
    severity: 'error',
    locationIndex: u.locationIndex,
    vehicleId: null,
    amount: null,
  }));
}

/** The figures every route answer shares. */
export function routeFigures(route: RouteResult) {
  return {
    sequence: route.jobIndices.map((j) => j + 1),
    utilization: percent1(route.utilization),
    capacityUsed: Math.round((route.load[0] ?? 0) * 100) / 100,
    totalDistance: km1(route.distanceM),
    totalTime: wholeMinutes(route.durationS),
    totalCost: money(route.cost),
  };
}

/**
 * The road geometry through a route's locations, or null when the router has none (haversine) or fails:
 * geometry only draws the map, so a failing call must not lose the plan (the map draws straight segments).
 */
export async function geometryOf(
  router: Router,
  locations: readonly number[],
  points: readonly LatLng[],
  profile: VehicleProfile,
  signal?: AbortSignal,
): Promise<LineString | null> {
  if (locations.length < 2) return null;
  try {
    const coordinates = await router.geometry(
      locations.map((i) => points[i]),
      profile,
      signal,
    );
    return coordinates ? { type: 'LineString', coordinates } : null;
  } catch (error) {
    if (error instanceof RoutingError) return null;
    throw error;
  }
}

/** The locations a route drives through: start, its stops, and the start again when it returns. */
export function routeLocations(route: RouteResult): number[] {
  return route.stops.filter((s) => s.kind !== 'break').map((s) => s.location);
}
