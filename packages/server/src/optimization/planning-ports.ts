/**
 * PlanningPorts over the database: the resource half's vehicle repository and pricing service, and the
 * route and preference reads and writes batch optimisation needs.
 */
import type { Knex } from 'knex';
import { priceDelivery } from '../pricing/pricing-service.js';
import { findVehiclesByIds } from '../vehicles/vehicle-repository.js';
import type { PlanningPorts } from './ports.js';
import { findRoutesByIds, readDefaultServiceMinutes, storeRouteOptimization } from './planning-repository.js';

export function knexPlanningPorts(knex: Knex): PlanningPorts {
  return {
    findVehicles: (userId, ids) => findVehiclesByIds(knex, userId, ids),
    findRoutes: (userId, ids) => findRoutesByIds(knex, userId, ids),
    saveRouteOptimization: (userId, routeId, update) => storeRouteOptimization(knex, userId, routeId, update),
    price: (userId, query) =>
      priceDelivery(knex, userId, {
        distanceKm: query.distance,
        vehicleType: query.vehicleType,
        services: query.services,
        vehicle: query.vehicle,
      }),
    defaultServiceMinutes: (userId) => readDefaultServiceMinutes(knex, userId),
  };
}
