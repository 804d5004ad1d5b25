/**
 * The Multi-Vehicle Fleet form (document 2, sections 2, 3, 5): validation with the spec's messages and the
 * bodies of the optimise and save calls.
 */
import type {
  FleetOptimizationCreate,
  FleetOptimizeRequest,
  FleetOptimizeResponse,
  StopInput,
} from '@routier/sdk';

export interface FleetDestinationValue {
  address: string;
  /** Kilograms, as typed ('' = 0). */
  demand: string;
}

export interface FleetFormValues {
  name: string;
  startLocation: string;
  destinations: FleetDestinationValue[];
  vehicleIds: number[];
}

export interface FleetFormErrors {
  name?: string;
  startLocation?: string;
  destinations?: string;
  vehicleIds?: string;
  /** By destination input index. */
  demand?: Record<number, string>;
}

export const EMPTY_FLEET_FORM: FleetFormValues = {
  name: '',
  startLocation: '',
  destinations: [{ address: '', demand: '' }],
  vehicleIds: [],
};

/** A typed quantity: '' is 0; anything else must be a finite number. */
export function parseQuantity(text: string, fallback = 0): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

export type FleetCheck =
  { ok: true; request: FleetOptimizeRequest & { name: string } } | { ok: false; errors: FleetFormErrors };

export function checkFleetForm(values: FleetFormValues): FleetCheck {
  const errors: FleetFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Optimization name is required';
  if (values.startLocation.trim() === '') errors.startLocation = 'Starting location is required';
  const destinations: StopInput[] = [];
  const demand: Record<number, string> = {};
  values.destinations.forEach((row, i) => {
    if (row.address.trim() === '') return;
    const kg = parseQuantity(row.demand);
    if (kg === null || kg < 0) demand[i] = 'Demand must be 0 or more';
    else destinations.push({ address: row.address.trim(), demand: kg });
  });
  if (Object.keys(demand).length > 0) errors.demand = demand;
  if (destinations.length === 0 && !errors.demand)
    errors.destinations = 'At least one destination is required';
  if (values.vehicleIds.length === 0) errors.vehicleIds = 'At least one vehicle must be selected';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      name: values.name.trim(),
      startLocation: values.startLocation.trim(),
      destinations,
      vehicleIds: values.vehicleIds,
    },
  };
}

/** The saved optimisation: the request, the whole solution, totals and per-vehicle utilisation; planned. */
export function fleetSaveBody(
  request: FleetOptimizeRequest & { name: string },
  result: FleetOptimizeResponse,
): FleetOptimizationCreate {
  const { solution } = result;
  return {
    name: request.name,
    startLocation: request.startLocation,
    destinations: request.destinations,
    vehicleIds: request.vehicleIds,
    optimizedSolution: solution,
    totalDistance: solution.totalDistance,
    totalCost: solution.totalCost,
    vehicleUtilization: solution.routes.map((route) => ({
      vehicleId: route.vehicleId,
      utilization: route.utilization,
      capacityUsed: route.capacityUsed,
      distance: route.totalDistance,
      cost: route.totalCost,
    })),
    status: 'planned',
  };
}
