/**
 * The quick-create Route Optimization panel's form (document 2, sections 2, 3 and 5): defaults, client
 * validation with the spec's messages, and the bodies of the optimise and save calls.
 */
import type {
  BasicOptimizeRequest,
  BasicOptimizeResponse,
  Objective,
  RouteCreate,
  VehicleType,
} from '@routier/sdk';
import { nonBlank } from './sequence.js';

export interface QuickCreateValues {
  startLocation: string;
  /** One input per destination, blank ones included (they are dropped when submitting). */
  destinations: string[];
  scheduledDate: string;
  /** '' until a type is chosen. */
  vehicleType: VehicleType | '';
  priority: Objective;
}

export type QuickCreateField = 'startLocation' | 'vehicleType' | 'scheduledDate';
export type QuickCreateErrors = Partial<Record<QuickCreateField, string>>;

export const PRIORITY_OPTIONS: { value: Objective; label: string }[] = [
  { value: 'distance', label: 'Distance' },
  { value: 'time', label: 'Time' },
  { value: 'cost', label: 'Cost' },
];

export const NO_DESTINATION_MESSAGE = 'At least one destination is required';

/** Empty form: date today, priority distance, one empty destination (section 4). */
export function initialQuickCreate(today: string): QuickCreateValues {
  return {
    startLocation: '',
    destinations: [''],
    scheduledDate: today,
    vehicleType: '',
    priority: 'distance',
  };
}

export type QuickCreateCheck =
  | { ok: true; request: BasicOptimizeRequest; destinations: string[] }
  | { ok: false; errors: QuickCreateErrors; toast: string | null };

/**
 * Field rules first (their messages beside the fields); then blank destinations are dropped and, if none
 * remain, the 'At least one destination is required' toast and no call.
 */
export function checkQuickCreate(values: QuickCreateValues): QuickCreateCheck {
  const errors: QuickCreateErrors = {};
  if (values.startLocation.trim() === '') errors.startLocation = 'Starting location is required';
  if (values.vehicleType === '') errors.vehicleType = 'Vehicle type is required';
  if (values.scheduledDate === '') errors.scheduledDate = 'Scheduled date is required';
  if (Object.keys(errors).length > 0) return { ok: false, errors, toast: null };
  const destinations = nonBlank(values.destinations);
  if (destinations.length === 0) return { ok: false, errors, toast: NO_DESTINATION_MESSAGE };
  return {
    ok: true,
    destinations,
    request: {
      startLocation: values.startLocation.trim(),
      vehicleType: values.vehicleType as VehicleType,
      priority: values.priority,
      scheduledDate: values.scheduledDate,
      destinations,
    },
  };
}

/** The route the Save Route button stores: 'Route ' + date, status planned, the whole answer kept. */
export function quickCreateSaveBody(
  request: BasicOptimizeRequest,
  result: BasicOptimizeResponse,
): RouteCreate {
  const scheduledDate = request.scheduledDate!;
  return {
    name: `Route ${scheduledDate}`,
    startLocation: request.startLocation,
    destinations: request.destinations,
    scheduledDate,
    optimizedRoute: result as unknown as Record<string, unknown>,
    totalDistance: result.optimizedRoute.totalDistance,
    estimatedTime: result.optimizedRoute.estimatedTime,
    totalCost: result.pricing.total,
    status: 'planned',
  };
}

/**
 * Server messages for the form: `startLocation`, and `destinations.N` (0-based, as the API names a stop
 * it could not locate) mapped to the input that holds that destination among the non-blank ones.
 */
export function destinationErrorIndex(field: string, inputs: readonly string[]): number | null {
  const match = /^destinations\.(\d+)/.exec(field);
  if (!match) return null;
  let seen = -1;
  for (let i = 0; i < inputs.length; i++) {
    if (inputs[i]!.trim() === '') continue;
    seen += 1;
    if (seen === Number(match[1])) return i;
  }
  return null;
}
