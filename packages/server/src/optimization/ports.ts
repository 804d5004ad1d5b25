/**
 * What planning needs from the resource half of the API (vehicles, routes, pricing), as narrow interfaces.
 * planning-ports.ts adapts the resource repositories and pricing service to them; tests and the future
 * pg-boss worker can provide their own.
 */
import type { PlacementDefaults } from '../geo/placement/index.js';
import type {
  AdvancedConstraints,
  PricingBreakdown,
  PricingServices,
  Priority,
  SpecialRequirement,
  Stop,
} from '@routier/contract';

export type VehicleType = 'standard_truck' | 'heavy_duty' | 'cargo_van';

/** A user's vehicle as planning reads it (API units: kg, $/km, hours, km). */
export interface PlanningVehicle {
  id: number;
  name: string;
  type: VehicleType;
  /** Kilograms; null for no limit. */
  capacity: number | null;
  costPerKm: number;
  isActive: boolean;
  maxWorkHours: number;
  /** Kilometres per route. */
  maxDistance: number;
  specialFeatures: SpecialRequirement[];
}

/** A saved route as batch optimisation reads it. */
export interface PlanningRoute {
  id: number;
  name: string;
  vehicleId: number | null;
  startLocation: string;
  destinations: Stop[];
  totalCost: number | null;
  /** Constraints saved with the route (advanced: maxRouteTime, maxStops, windows respected ...), or null. */
  constraints: AdvancedConstraints | null;
  /** The stored plan (basic answer shape), or null. */
  optimizedRoute: Record<string, unknown> | null;
  totalDistance: number | null;
  estimatedTime: number | null;
}

/** What batch optimisation stores on a route. */
export interface RouteOptimizationUpdate {
  optimizedRoute: Record<string, unknown>;
  totalDistance: number;
  estimatedTime: number;
  totalCost: number;
  /** A re-optimisation: the stops in their new order; the route keeps its status. */
  reordered?: Stop[];
}

/** What a stop takes when it leaves a field out: the user's Route Defaults (Settings). */
export interface StopDefaults {
  serviceMinutes: number;
  priority: Priority;
  /** The user's default region and planning reach (geo/placement). */
  placement: PlacementDefaults;
}

export interface PriceQuery {
  /** Kilometres. */
  distance: number;
  vehicleType: VehicleType;
  services?: PricingServices;
  /** Price at this vehicle's costPerKm (source `vehicle`) instead of the rule or the type's default. */
  vehicle?: PlanningVehicle;
}

export interface PlanningPorts {
  /** The user's vehicles among `ids` (others' and unknown ids are simply absent). */
  findVehicles(userId: number, ids: readonly number[]): Promise<PlanningVehicle[]>;
  /** The user's routes among `ids` (others' and unknown ids are simply absent). */
  findRoutes(userId: number, ids: readonly number[]): Promise<PlanningRoute[]>;
  /** Stores an optimisation on the user's route and marks it `optimized`; false when it is gone. */
  saveRouteOptimization(userId: number, routeId: number, update: RouteOptimizationUpdate): Promise<boolean>;
  price(userId: number, query: PriceQuery): Promise<PricingBreakdown>;
  stopDefaults(userId: number): Promise<StopDefaults>;
}
