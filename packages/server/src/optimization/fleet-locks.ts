/**
 * A fleet plan re-planned while its vehicles are out (POST /api/fleet-optimizations/{id}/reoptimize): each
 * vehicle's stops done or under way are locked. They leave the engine's jobs, and the vehicle starts where it
 * is (an extra point after the stops) or at its last locked stop, no earlier than its departure from there,
 * with the capacity and distance its locked stops used taken off. Its shift keeps its end. The engine's answer
 * is put back in the plan's stop numbering and each route gets its locked stops in front, with the times the
 * saved plan gave them. Without locks every function here is the identity.
 */
import type { FleetRoute, ScheduleStop } from '@routier/contract';
import type { Solution, VehicleInput } from '@routier/engine';
import type { LatLng } from '../geo/index.js';
import { leg, type Travel } from './travel.js';
import type { PlannedStop } from './stops.js';
import { km1, minutesToSeconds, percent1 } from './units.js';

export interface FleetLock {
  /** 0-based indices into the plan's stops, in visiting order. */
  stops: number[];
  /** Where the vehicle is now; absent: at its last locked stop. */
  from?: LatLng;
  /** Minutes after midnight when the vehicle leaves its last locked stop (or its position). */
  departureMinutes: number;
  /** The locked stops as the saved plan scheduled them. */
  schedule: ScheduleStop[];
}

/** Locks by vehicle id. */
export type FleetLocks = ReadonlyMap<number, FleetLock>;

export const NO_LOCKS: FleetLocks = new Map();

/** The vehicles' current positions, as extra points after the stops, and where each locked vehicle starts. */
export function lockStarts(
  locks: FleetLocks,
  stopCount: number,
): { points: LatLng[]; startOf: Map<number, number> } {
  const points: LatLng[] = [];
  const startOf = new Map<number, number>();
  for (const [vehicleId, lock] of locks) {
    if (lock.from) {
      points.push(lock.from);
      startOf.set(vehicleId, stopCount + points.length);
    } else if (lock.stops.length > 0) startOf.set(vehicleId, lock.stops[lock.stops.length - 1] + 1);
  }
  return { points, startOf };
}

/** The stops still to plan (0-based), in plan order. */
export function freeStops(stopCount: number, locks: FleetLocks): number[] {
  const locked = new Set([...locks.values()].flatMap((lock) => lock.stops));
  return Array.from({ length: stopCount }, (_, i) => i).filter((i) => !locked.has(i));
}

const lockedKm = (lock: FleetLock) => lock.schedule.reduce((sum, s) => sum + s.distanceFromPrevious, 0);
const lockedKg = (lock: FleetLock, stops: readonly PlannedStop[]) =>
  lock.stops.reduce((sum, i) => sum + stops[i].demand, 0);

/** A locked vehicle for the engine: its start, the rest of its shift, capacity and distance. */
export function lockedVehicle(
  vehicle: VehicleInput,
  lock: FleetLock | undefined,
  start: number | undefined,
  stops: readonly PlannedStop[],
): VehicleInput {
  if (!lock || start === undefined) return vehicle;
  const shift = vehicle.shift && {
    start: Math.max(
      vehicle.shift.start,
      Math.min(minutesToSeconds(lock.departureMinutes), vehicle.shift.end),
    ),
    end: vehicle.shift.end,
  };
  const used = lockedKg(lock, stops);
  return {
    ...vehicle,
    start,
    ...(shift ? { shift, maxDurationS: Math.max(0, shift.end - shift.start) } : {}),
    ...(vehicle.capacity
      ? { capacity: vehicle.capacity.map((c, k) => (k === 0 ? Math.max(0, c - used) : c)) }
      : {}),
    ...(vehicle.maxDistanceM !== undefined
      ? { maxDistanceM: Math.max(0, vehicle.maxDistanceM - lockedKm(lock) * 1000) }
      : {}),
  };
}

/** The engine's solution of the free stops in the plan's stop numbering (job j is stop free[j]). */
export function inStopNumbering(solution: Solution, free: readonly number[]): Solution {
  if (free.every((stop, j) => stop === j)) return solution;
  return {
    ...solution,
    routes: solution.routes.map((route) => ({
      ...route,
      jobIndices: route.jobIndices.map((j) => free[j]),
      stops: route.stops.map((stop) =>
        stop.kind === 'job' ? { ...stop, jobIndex: free[stop.jobIndex] } : stop,
      ),
    })),
    unassigned: solution.unassigned.map((u) => ({ ...u, jobIndex: free[u.jobIndex] })),
  };
}

type RouteFigures = Pick<
  FleetRoute,
  'sequence' | 'utilization' | 'capacityUsed' | 'totalDistance' | 'totalTime' | 'schedule'
> & {
  distanceM: number;
  /** Load over capacity (0-1). */
  ratio: number;
};

/**
 * A locked vehicle's whole route: its locked stops, then the new part (empty when nothing else is left for
 * it: then only the way back). Time counts from `startMinutes`, the plan's start.
 */
export function withLockedPrefix(
  planned: RouteFigures,
  lock: FleetLock | undefined,
  context: {
    stops: readonly PlannedStop[];
    capacity: number | null;
    startMinutes: number;
    /** The way back from the vehicle's start when the new part is empty (null: open routes). */
    travel: Travel;
    start: number | undefined;
    returnToStart: boolean;
  },
): RouteFigures {
  if (!lock || lock.stops.length === 0) return planned;
  const empty = planned.sequence.length === 0;
  const back =
    empty && context.returnToStart && context.start !== undefined
      ? leg(context.travel.matrix, context.start, 0)
      : { distanceM: 0, durationS: 0 };
  const distanceM = lockedKm(lock) * 1000 + (empty ? back.distanceM : planned.distanceM);
  const capacityUsed = planned.capacityUsed + lockedKg(lock, context.stops);
  const ratio = context.capacity ? Math.min(1, capacityUsed / context.capacity) : planned.ratio;
  const lockedMinutes = Math.max(0, lock.departureMinutes - context.startMinutes);
  return {
    sequence: [...lock.stops.map((i) => i + 1), ...planned.sequence],
    utilization: percent1(ratio),
    capacityUsed: Math.round(capacityUsed * 100) / 100,
    totalDistance: km1(distanceM),
    totalTime: lockedMinutes + (empty ? Math.round(back.durationS / 60) : planned.totalTime),
    schedule: [...lock.schedule, ...planned.schedule],
    distanceM,
    ratio,
  };
}
