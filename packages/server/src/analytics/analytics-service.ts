import type { Analytics, RouteStatus } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { fleetFigures, routeFigures, type DateRange } from './analytics-repository.js';

const STATUSES: RouteStatus[] = ['pending', 'planned', 'optimized', 'in_progress', 'completed', 'cancelled'];
const one = (n: number) => Math.round(n * 10) / 10;
const cents = (n: number) => Math.round(n * 100) / 100;
const share = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/** Document 2's analytics formulas over the routes of a range and the whole fleet. */
export async function analyticsFor(db: Queryable, userId: number, range: DateRange): Promise<Analytics> {
  const [routes, fleet] = await Promise.all([routeFigures(db, userId, range), fleetFigures(db, userId)]);
  const count = (s: RouteStatus) => routes.byStatus.get(s) ?? 0;
  const totalRoutes = STATUSES.reduce((sum, s) => sum + count(s), 0);
  const totalVehicles = fleet.reduce((sum, f) => sum + f.count, 0);
  const completionRate = share(count('completed'), totalRoutes);
  const fleetUtilization = share(count('in_progress'), totalVehicles);
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    totalRoutes,
    completedRoutes: count('completed'),
    inProgressRoutes: count('in_progress'),
    completionRate: one(completionRate),
    fleetUtilization: one(fleetUtilization),
    efficiencyScore: one(Math.min(100, completionRate + fleetUtilization)),
    totalDistance: one(routes.totalDistance),
    totalCost: cents(routes.totalCost),
    avgDistancePerRoute: totalRoutes ? cents(routes.totalDistance / totalRoutes) : 0,
    avgCostPerRoute: totalRoutes ? cents(routes.totalCost / totalRoutes) : 0,
    avgStopsPerRoute: totalRoutes ? one(routes.totalStops / totalRoutes) : 0,
    activeVehicles: fleet.reduce((sum, f) => sum + f.active, 0),
    totalVehicles,
    statusDistribution: STATUSES.map((status) => ({ status, count: count(status) })),
    fleetComposition: fleet,
    byDay: routes.byDay.map((d) => ({ ...d, distance: one(d.distance), cost: cents(d.cost) })),
  };
}
