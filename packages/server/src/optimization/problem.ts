/**
 * From planning requests to the engine's ProblemInput and SolveOptions. Conventions (the presenters rely on
 * them): location 0 is the start, location k is stop k (1-based, the spec's destination index); job j has id
 * j + 1 and location j + 1; vehicles keep their database ids. Units are converted here, once: minutes ->
 * seconds, minutes after midnight -> seconds after midnight, km -> metres; kg and $/km pass unchanged.
 */
import type { JobInput, Objective, ProblemInput, VehicleInput } from '@routier/engine';
import { profileOf, type Router, type VehicleProfile } from '../geo/index.js';
import type { PlanningVehicle } from './ports.js';
import type { PlainSolveOptions } from '../kernel/solver.js';
import type { PlannedStop } from './stops.js';
import { speedFactor, type Travel } from './travel.js';
import { kmToMetres, minutesToSeconds } from './units.js';

/** How often the engine reports progress (it also reports every improvement). */
export const PROGRESS_INTERVAL_MS = 250;

export interface VehicleLimits {
  /** Minutes after midnight when the vehicle may leave. */
  startMinutes: number;
  returnToStart: boolean;
  /** Cap on the route's duration in minutes (advanced: maxRouteTime), besides maxWorkHours. */
  maxRouteMinutes?: number;
  maxStops?: number;
}

/**
 * A user's vehicle for the engine: capacity kg as the one capacity dimension, the working day from
 * `startMinutes` for maxWorkHours (the shift, and the route's duration cap), maxDistance km as metres,
 * specialFeatures as skills, and the speed factor of its type on the plan's matrix.
 */
export function engineVehicle(
  vehicle: PlanningVehicle,
  limits: VehicleLimits,
  router: Router,
  base: VehicleProfile,
): VehicleInput {
  const startS = minutesToSeconds(limits.startMinutes);
  const workS = vehicle.maxWorkHours * 3600;
  const maxDurationS =
    limits.maxRouteMinutes === undefined ? workS : Math.min(workS, minutesToSeconds(limits.maxRouteMinutes));
  return {
    id: vehicle.id,
    name: vehicle.name,
    start: 0,
    end: limits.returnToStart ? 0 : null,
    shift: { start: startS, end: startS + workS },
    ...(vehicle.capacity === null ? {} : { capacity: [vehicle.capacity] }),
    maxDurationS,
    maxDistanceM: kmToMetres(vehicle.maxDistance),
    ...(limits.maxStops === undefined ? {} : { maxStops: limits.maxStops }),
    costPerKm: vehicle.costPerKm,
    speedFactor: speedFactor(router, base, profileOf(vehicle.type)),
    skills: [...vehicle.specialFeatures],
  };
}

export interface JobOptions {
  /** False drops the windows (advanced `respectTimeWindows: false`). */
  timeWindows: boolean;
}

/** Stop k (0-based) as job id k + 1 at location k + 1. */
export function engineJobs(stops: readonly PlannedStop[], options: JobOptions): JobInput[] {
  return stops.map((stop, k) => ({
    id: k + 1,
    name: stop.name ?? stop.address,
    location: k + 1,
    serviceS: minutesToSeconds(stop.serviceMinutes),
    ...(options.timeWindows && stop.timeWindow
      ? {
          timeWindows: [
            {
              start: minutesToSeconds(stop.timeWindow.start),
              end: minutesToSeconds(stop.timeWindow.end),
            },
          ],
        }
      : {}),
    demand: [stop.demand],
    priority: stop.priority,
    skills: [...stop.specialRequirements],
  }));
}

/**
 * Basic optimisation: one vehicle, every stop visited, no shift or capacity (the answer has no room for
 * unassigned stops). `costPerKm` makes the `cost` objective meaningful.
 */
export function basicProblem(
  travel: Travel,
  stopCount: number,
  vehicle: { id: number | string; name: string; costPerKm: number },
  returnToStart: boolean,
): ProblemInput {
  return {
    locations: travel.locations,
    vehicles: [
      {
        id: vehicle.id,
        name: vehicle.name,
        start: 0,
        end: returnToStart ? 0 : null,
        costPerKm: vehicle.costPerKm,
      },
    ],
    jobs: Array.from({ length: stopCount }, (_, k) => ({ id: k + 1, location: k + 1 })),
  };
}

export interface OptionsInput {
  objective: Objective;
  timeLimitMs: number;
  balanceWorkload?: boolean;
  /** Soft windows: late arrivals allowed and reported (advanced `allowLateDeliveries`). */
  softWindows?: boolean;
  prioritizeUrgent?: boolean;
}

export function engineOptions(input: OptionsInput): PlainSolveOptions {
  return {
    objective: input.objective,
    balanceWorkload: input.balanceWorkload ?? false,
    timeWindows: input.softWindows ? 'soft' : 'hard',
    prioritizeUrgent: input.prioritizeUrgent ?? true,
    timeLimitMs: input.timeLimitMs,
    progressIntervalMs: PROGRESS_INTERVAL_MS,
    seed: 1,
    // Stops left out get the smallest verified fix: a quarter of the search budget more, 0.2-1 s.
    fixes: { budgetMs: Math.min(1000, Math.max(200, 0.25 * (input.timeLimitMs ?? 1000))), maxTasks: 10 },
  };
}
