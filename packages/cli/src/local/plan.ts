/**
 * The engine's solution in the product's units and words: routes per vehicle with their stops in visiting
 * order (arrival clock times, km, minutes, dollars), unassigned stops with the engine's reason, totals.
 * This is the `--format json` document of `routier optimize`.
 */
import type { Objective, Solution } from '@routier/engine';
import type { LocalProblem } from './problem.js';
import { clock, placeLabel, type Place } from './places.js';
import type { LocalStop } from './stops-file.js';
import type { LocalVehicle } from './vehicles-file.js';

export interface PlanPlace {
  label: string;
  address: string | null;
  lat: number;
  lng: number;
  /** The coordinates came from geocoding the address. */
  geocoded: boolean;
}

export interface PlanStop {
  /** 1-based visiting order on the route. */
  order: number;
  /** 1-based position of the stop in the input file. */
  index: number;
  id: string;
  name: string | null;
  address: string | null;
  lat: number;
  lng: number;
  /** The coordinates came from geocoding the address. */
  geocoded: boolean;
  priority: string;
  demand: number;
  /** Minutes after midnight, and as HH:MM. */
  arrival: number;
  arrivalClock: string;
  departure: number;
  departureClock: string;
  waitMinutes: number;
  lateMinutes: number;
  /** kg on board after the stop. */
  loadKg: number;
  /** km driven from the start up to this stop. */
  distanceKm: number;
}

export interface PlanRoute {
  vehicle: string;
  vehicleType: string;
  start: PlanPlace;
  /** null for an open route (ends at its last stop). */
  end: PlanPlace | null;
  departureClock: string;
  finishClock: string;
  stops: PlanStop[];
  distanceKm: number;
  durationMinutes: number;
  drivingMinutes: number;
  serviceMinutes: number;
  waitMinutes: number;
  cost: number;
  loadKg: number;
  /** Percent of capacity at the fullest point; null without a capacity. */
  utilization: number | null;
}

export interface PlanUnassigned {
  index: number;
  id: string;
  name: string | null;
  address: string | null;
  reason: string;
  message: string;
  /** The smallest verified change that lets it in (the engine's fix), or null when none was found in time. */
  fix: { kind: string; message: string; verified: boolean } | null;
}

export interface LocalPlan {
  objective: Objective;
  routes: PlanRoute[];
  unassigned: PlanUnassigned[];
  violations: Array<{ type: string; message: string }>;
  feasibilityScore: number;
  totals: {
    routes: number;
    stops: number;
    assigned: number;
    unassigned: number;
    distanceKm: number;
    durationMinutes: number;
    cost: number;
  };
  solver: { seed: number; iterations: number; runtimeMs: number; stoppedBy: string };
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
const km = (m: number) => round(m / 1000, 2);
const min = (s: number) => round(s / 60, 1);

function planPlace(p: Place): PlanPlace {
  return {
    label: placeLabel(p),
    address: p.address,
    lat: p.lat ?? 0,
    lng: p.lng ?? 0,
    geocoded: p.geocoded === true,
  };
}

export function buildPlan(
  solution: Solution,
  local: LocalProblem,
  stops: LocalStop[],
  vehicles: LocalVehicle[],
  objective: Objective,
): LocalPlan {
  const routes: PlanRoute[] = solution.routes
    .filter((r) => r.jobIndices.length > 0)
    .map((r) => {
      const vehicle = vehicles[r.vehicleIndex];
      const ends = local.vehicleEnds[r.vehicleIndex];
      const jobStops = r.stops.filter((s) => s.kind === 'job');
      const first = r.stops[0];
      const last = r.stops[r.stops.length - 1];
      return {
        vehicle: vehicle.name,
        vehicleType: vehicle.type,
        start: planPlace(local.places[ends.start]),
        end: ends.end === null ? null : planPlace(local.places[ends.end]),
        departureClock: clock(first.departureS / 60),
        finishClock: clock((last.kind === 'end' ? last.arrivalS : last.departureS) / 60),
        stops: jobStops.map((s, k) => {
          const stop = stops[s.jobIndex];
          return {
            order: k + 1,
            index: stop.index,
            id: stop.id,
            name: stop.name,
            address: stop.place.address,
            lat: stop.place.lat ?? 0,
            lng: stop.place.lng ?? 0,
            geocoded: stop.place.geocoded === true,
            priority: stop.priority,
            demand: stop.demand,
            arrival: Math.round(s.arrivalS / 60),
            arrivalClock: clock(s.arrivalS / 60),
            departure: Math.round(s.departureS / 60),
            departureClock: clock(s.departureS / 60),
            waitMinutes: min(s.waitS),
            lateMinutes: min(s.lateS),
            loadKg: round(s.load[0] ?? 0, 2),
            distanceKm: km(s.distanceM),
          };
        }),
        distanceKm: km(r.distanceM),
        durationMinutes: Math.round(r.durationS / 60),
        drivingMinutes: Math.round(r.travelS / 60),
        serviceMinutes: Math.round(r.serviceS / 60),
        waitMinutes: Math.round(r.waitS / 60),
        cost: round(r.cost, 2),
        loadKg: round(r.load[0] ?? 0, 2),
        utilization: vehicle.capacityKg === null ? null : round(r.utilization * 100, 1),
      };
    });
  const unassigned = solution.unassigned.map((u) => {
    const stop = stops[u.jobIndex];
    return {
      index: stop.index,
      id: stop.id,
      name: stop.name,
      address: stop.place.address,
      reason: u.reason,
      message: u.message,
      fix: u.fix ? { kind: u.fix.kind, message: u.fix.message, verified: u.fix.verified } : null,
    };
  });
  return {
    objective,
    routes,
    unassigned,
    violations: solution.violations.map((v) => ({ type: v.type, message: v.message })),
    feasibilityScore: solution.feasibilityScore,
    totals: {
      routes: routes.length,
      stops: stops.length,
      assigned: stops.length - unassigned.length,
      unassigned: unassigned.length,
      distanceKm: round(
        routes.reduce((s, r) => s + r.distanceKm, 0),
        2,
      ),
      durationMinutes: routes.reduce((s, r) => s + r.durationMinutes, 0),
      cost: round(
        routes.reduce((s, r) => s + r.cost, 0),
        2,
      ),
    },
    solver: {
      seed: solution.seed,
      iterations: solution.iterations,
      runtimeMs: Math.round(solution.runtimeMs),
      stoppedBy: solution.stoppedBy,
    },
  };
}
