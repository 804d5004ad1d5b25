import { authHandlers } from '../auth/auth-handlers.js';
import { oauthHandlers } from '../auth/oauth/oauth-handlers.js';
import { configHandlers } from '../system/config-handlers.js';
import { healthHandlers } from '../system/health-handlers.js';
import { metricsHandlers } from '../metrics/metrics-handlers.js';
import { pageVisitHandlers } from '../page-visits/page-visit-handlers.js';
import { pricingHandlers } from '../pricing/pricing-handlers.js';
import { tokenHandlers } from '../tokens/token-handlers.js';
import { webhookHandlers } from '../webhooks/webhook-handlers.js';
import { optimizationHandlers } from '../optimization/optimization-handlers.js';
import { jobHandlers } from '../jobs/job-handlers.js';
import { solveHandlers } from '../solve/solve-handlers.js';
import { geocodeHandlers } from '../geo/geocode-handlers.js';
import { vehicleHandlers } from '../vehicles/vehicle-handlers.js';
import { driverHandlers } from '../drivers/driver-handlers.js';
import { billingHandlers } from '../billing/billing-handlers.js';
import { analyticsHandlers } from '../analytics/analytics-handlers.js';
import { schedulingHandlers } from '../scheduling/scheduling-handlers.js';
import { recurringHandlers } from '../recurring/recurring-handlers.js';
import { multiDayHandlers } from '../multi-day/plan-handlers.js';
import { routeHandlers } from '../routes/route-handlers.js';
import { settingsHandlers } from '../users/settings-handlers.js';
import { fleetOptimizationHandlers } from '../fleet-optimizations/fleet-optimization-handlers.js';
import { dashboardHandlers } from '../dashboard/dashboard-handlers.js';
import { securityEventHandlers } from '../security-events/security-event-handlers.js';
import type { HandlerRegistry } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';

/**
 * Every resource's handlers. To add a resource: create its folder with a `<name>-handlers.ts` exporting
 * `(services) => defineHandlers({ operationId: handler, ... })` and add it to this list.
 */
const resources: Array<(services: AppServices) => HandlerRegistry> = [
  authHandlers,
  oauthHandlers,
  tokenHandlers,
  webhookHandlers,
  healthHandlers,
  metricsHandlers,
  configHandlers,
  pageVisitHandlers,
  vehicleHandlers,
  driverHandlers,
  billingHandlers,
  schedulingHandlers,
  recurringHandlers,
  multiDayHandlers,
  pricingHandlers,
  routeHandlers,
  settingsHandlers,
  securityEventHandlers,
  fleetOptimizationHandlers,
  dashboardHandlers,
  analyticsHandlers,
  optimizationHandlers,
  jobHandlers,
  solveHandlers,
  geocodeHandlers,
];

/** Merges the resources' registries; an operationId claimed twice is a programming error. */
export function mergeRegistries(registries: HandlerRegistry[]): HandlerRegistry {
  const merged: Record<string, unknown> = {};
  for (const registry of registries) {
    for (const [operationId, entry] of Object.entries(registry)) {
      if (operationId in merged) throw new Error(`Two handlers for operation ${operationId}`);
      merged[operationId] = entry;
    }
  }
  return merged as HandlerRegistry;
}

export function buildRegistry(services: AppServices): HandlerRegistry {
  return mergeRegistries(resources.map((resource) => resource(services)));
}
