export { checkSolution } from './check-solution.js';
export { checkVroomSolution } from './check-vroom.js';
export { checkShipments, type ShipmentCheck } from './check-shipments.js';
export { costOf, type CostConvention, type RouteRef } from './cost.js';
export { solutionFromRoutes } from './from-routes.js';
export { metricOf, roundArc, EARTH_RADIUS_M, type Metric } from './metric.js';
export type { CheckOptions, CheckResult, Recomputed, RecomputedRoute } from './types.js';
