/**
 * Saved fleet optimisations (typically the request and the solution just received from
 * POST /api/fleet-optimizations/optimize). Totals and per-vehicle utilisation default to the solution's;
 * stops take coordinates from the solution's schedules (the optimiser located them), else stay null.
 */
import type {
  FleetOptimization,
  FleetOptimizationCreate,
  FleetSolution,
  VehicleUtilization,
} from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { notFound } from '../kernel/errors.js';
import { roundKm, roundMoney } from '../kernel/money.js';
import { checkTimeWindows, normalizeStop, type StoredStop } from '../routes/stops.js';
import { readStopDefaults } from '../users/settings-repository.js';
import { requireVehicles } from '../vehicles/vehicle-service.js';
import {
  findFleetOptimization,
  insertFleetOptimization,
  updateFleetPlan,
  type FleetOptimizationRecord,
} from './fleet-optimization-repository.js';

export const fleetOptimizationNotFound = (id: number) =>
  notFound(`Fleet optimization ${id} not found`, 'FLEET_OPTIMIZATION_NOT_FOUND');

/** Per-vehicle figures of a solution, in the saved record's shape. */
export function utilizationOf(solution: FleetSolution): VehicleUtilization[] {
  return solution.routes.map((route) => ({
    vehicleId: route.vehicleId,
    utilization: route.utilization,
    capacityUsed: route.capacityUsed,
    distance: route.totalDistance,
    cost: route.totalCost,
  }));
}

/** Fills stops without coordinates from the solution's schedules (1-based location indices). */
function withSolutionPoints(stops: StoredStop[], solution: FleetSolution | null): StoredStop[] {
  if (!solution) return stops;
  const points = new Map<number, { lat: number; lng: number }>();
  for (const route of solution.routes) {
    for (const s of route.schedule) points.set(s.locationIndex, { lat: s.lat, lng: s.lng });
  }
  return stops.map((stop, i) => {
    const point = points.get(i + 1);
    return stop.lat === null && point ? { ...stop, lat: point.lat, lng: point.lng } : stop;
  });
}

export async function createFleetOptimization(
  db: Queryable,
  userId: number,
  body: FleetOptimizationCreate,
): Promise<FleetOptimizationRecord> {
  await requireVehicles(db, userId, body.vehicleIds);
  const defaults = await readStopDefaults(db, userId);
  const solution = body.optimizedSolution ?? null;
  const stops = body.destinations.map((item) => normalizeStop(item, defaults));
  checkTimeWindows(stops);
  const totalDistance = body.totalDistance ?? solution?.totalDistance ?? null;
  const totalCost = body.totalCost ?? solution?.totalCost ?? null;
  return insertFleetOptimization(db, userId, {
    name: body.name.trim(),
    startLocation: body.startLocation.trim(),
    destinations: withSolutionPoints(stops, solution),
    vehicleIds: body.vehicleIds,
    optimizedSolution: solution,
    totalDistance: totalDistance === null ? null : roundKm(totalDistance),
    totalCost: totalCost === null ? null : roundMoney(totalCost),
    vehicleUtilization: body.vehicleUtilization ?? (solution ? utilizationOf(solution) : []),
    status: body.status ?? 'planned',
  });
}

/** A re-plan stored: the new stops (with the points the plan found), solution, totals and utilisation. */
export async function saveFleetReplan(
  db: Queryable,
  userId: number,
  id: number,
  replan: { destinations: StoredStop[]; solution: FleetSolution },
): Promise<FleetOptimizationRecord> {
  const { solution } = replan;
  const record = await updateFleetPlan(db, userId, id, {
    destinations: withSolutionPoints(replan.destinations, solution),
    optimizedSolution: solution,
    totalDistance: roundKm(solution.totalDistance),
    totalCost: roundMoney(solution.totalCost),
    vehicleUtilization: utilizationOf(solution),
  });
  if (!record) throw fleetOptimizationNotFound(id);
  return record;
}

/** The record as the API shows it. */
export function presentFleetOptimization(record: FleetOptimizationRecord): FleetOptimization {
  const { userId: _userId, ...rest } = record;
  return rest;
}

export async function getFleetOptimization(
  db: Queryable,
  userId: number,
  id: number,
): Promise<FleetOptimizationRecord> {
  const record = await findFleetOptimization(db, userId, id);
  if (!record) throw fleetOptimizationNotFound(id);
  return record;
}
