/**
 * PlanningPorts over the database, through the resource half's repositories and services: vehicles, routes,
 * pricing and the user's route defaults.
 */
import type { Knex } from 'knex';
import { priceDelivery } from '../pricing/pricing-service.js';
import type { EventSink } from '../kernel/events.js';
import { announceRouteUpdated } from '../routes/route-events.js';
import { findRoutesByIds, updateRoute } from '../routes/route-repository.js';
import type { StoredStop } from '../routes/stops.js';
import { readStopDefaults } from '../users/settings-repository.js';
import { findVehiclesByIds } from '../vehicles/vehicle-repository.js';
import type { PlanningPorts } from './ports.js';

export function knexPlanningPorts(knex: Knex, events: EventSink): PlanningPorts {
  return {
    findVehicles: (userId, ids) => findVehiclesByIds(knex, userId, ids),
    findRoutes: (userId, ids) => findRoutesByIds(knex, userId, ids),
    saveRouteOptimization: async (userId, routeId, update) => {
      const { reordered, ...plan } = update;
      const saved = await updateRoute(knex, userId, routeId, {
        ...plan,
        ...(reordered ? { destinations: reordered as StoredStop[] } : { status: 'optimized' }),
        totalsStale: false,
      });
      if (saved) await announceRouteUpdated(knex, events, userId, saved);
      return saved !== undefined;
    },
    price: (userId, query) =>
      priceDelivery(knex, userId, {
        distanceKm: query.distance,
        vehicleType: query.vehicleType,
        services: query.services,
        vehicle: query.vehicle,
      }),
    stopDefaults: async (userId) => {
      const defaults = await readStopDefaults(knex, userId);
      return {
        serviceMinutes: defaults.serviceTime,
        priority: defaults.priority,
        placement: { defaultRegion: defaults.defaultRegion, planningReachKm: defaults.planningReachKm },
      };
    },
  };
}
