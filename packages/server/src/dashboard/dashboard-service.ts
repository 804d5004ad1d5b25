/**
 * GET /api/dashboard/stats, computed from the user's data at request time (definitions in openapi.yaml):
 * active routes (pending, planned, optimized, in_progress), fleet size, mean route time as '2.5h', savings
 * as '$1.2K' (savings.ts), saved fleet optimisations, distance and cost sums, counts by status.
 */
import type { DashboardStats, RouteStatus } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { countFleetOptimizations } from '../fleet-optimizations/fleet-optimization-repository.js';
import { roundKm, roundMoney, roundTo } from '../kernel/money.js';
import { countVehicles } from '../vehicles/vehicle-repository.js';
import { optimisedRouteFigures, routeTotals } from './dashboard-repository.js';
import { routeSaving } from './savings.js';

const STATUSES: readonly RouteStatus[] = [
  'pending',
  'planned',
  'optimized',
  'in_progress',
  'completed',
  'cancelled',
];
const ACTIVE: readonly RouteStatus[] = ['pending', 'planned', 'optimized', 'in_progress'];

/** Minutes as hours with one decimal, a trailing `.0` dropped: 150 -> '2.5h', 120 -> '2h', none -> '0h'. */
export function formatHours(minutes: number | null): string {
  return `${minutes === null ? 0 : roundTo(minutes / 60, 1)}h`;
}

/** Dollars as thousands with one decimal: 1234.5 -> '$1.2K', 0 -> '$0K'. */
export function formatThousands(dollars: number): string {
  return `$${roundTo(dollars / 1000, 1)}K`;
}

export async function dashboardStats(db: Queryable, userId: number): Promise<DashboardStats> {
  const [totals, vehicles, fleetOptimizations, optimised] = await Promise.all([
    routeTotals(db, userId),
    countVehicles(db, userId),
    countFleetOptimizations(db, userId),
    optimisedRouteFigures(db, userId),
  ]);
  const routesByStatus = Object.fromEntries(
    STATUSES.map((s) => [s, totals.byStatus.get(s) ?? 0]),
  ) as DashboardStats['routesByStatus'];
  const savings = roundMoney(optimised.reduce((sum, route) => sum + routeSaving(route), 0));
  return {
    activeRoutes: ACTIVE.reduce((sum, s) => sum + routesByStatus[s], 0),
    fleetSize: vehicles.total,
    activeVehicles: vehicles.active,
    avgRouteTime: formatHours(totals.meanMinutes),
    costSavings: formatThousands(savings),
    costSavingsAmount: savings,
    fleetOptimizations,
    totalDistance: roundKm(totals.totalDistance),
    totalCost: roundMoney(totals.totalCost),
    totalRoutes: [...totals.byStatus.values()].reduce((a, b) => a + b, 0),
    routesByStatus,
  };
}
