/**
 * The Advanced Constraints form (document 2, sections 2, 3, 5, 9): defaults, validation with the spec's
 * messages, and the optimize-advanced body. Times of day are typed as HH:MM and sent as minutes after
 * midnight.
 */
import type {
  AdvancedOptimizeRequest,
  AdvancedOptimizeResponse,
  Priority,
  RouteCreate,
  SpecialRequirement,
  StopInput,
} from '@routier/sdk';
import { minutesOf, todayIso } from '../routes/dates.js';
import { parseQuantity } from './fleet-form.js';

export const SPECIAL_REQUIREMENTS: { value: SpecialRequirement; label: string }[] = [
  { value: 'refrigerated', label: 'Refrigerated' },
  { value: 'fragile_handling', label: 'Fragile handling' },
  { value: 'heavy_lift_equipment', label: 'Heavy lift equipment' },
  { value: 'hazmat_certified', label: 'Hazmat certified' },
  { value: 'residential_access', label: 'Residential access' },
  { value: 'dock_access_required', label: 'Dock access required' },
];

export const PRIORITY_CHOICES: { value: Priority; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

/** Section 9: service time 15 (1-480), maxRouteTime 480, maxStops 20. */
export const DEFAULT_SERVICE_TIME = 15;

export interface AdvancedStopValue {
  address: string;
  serviceTime: string;
  demand: string;
  priority: Priority;
  /** 'HH:MM' or '' (no window). */
  windowStart: string;
  windowEnd: string;
  specialRequirements: SpecialRequirement[];
}

export interface AdvancedFormValues {
  name: string;
  startLocation: string;
  /** '' until a vehicle is chosen. */
  vehicleId: string;
  scheduledDate: string;
  destinations: AdvancedStopValue[];
  maxRouteTime: string;
  maxStops: string;
  balanceWorkload: boolean;
  respectTimeWindows: boolean;
  allowLateDeliveries: boolean;
  prioritizeUrgent: boolean;
}

export type StopErrors = Partial<Record<'serviceTime' | 'demand' | 'window', string>>;

export interface AdvancedFormErrors {
  name?: string;
  startLocation?: string;
  vehicleId?: string;
  scheduledDate?: string;
  destinations?: string;
  maxRouteTime?: string;
  maxStops?: string;
  stops?: Record<number, StopErrors>;
}

export function emptyStop(serviceTime = DEFAULT_SERVICE_TIME): AdvancedStopValue {
  return {
    address: '',
    serviceTime: String(serviceTime),
    demand: '',
    priority: 'medium',
    windowStart: '',
    windowEnd: '',
    specialRequirements: [],
  };
}

export function initialAdvancedForm(today: string): AdvancedFormValues {
  return {
    name: '',
    startLocation: '',
    vehicleId: '',
    scheduledDate: today,
    destinations: [emptyStop()],
    maxRouteTime: '480',
    maxStops: '20',
    balanceWorkload: false,
    respectTimeWindows: true,
    allowLateDeliveries: false,
    prioritizeUrgent: true,
  };
}

function stopInput(row: AdvancedStopValue): { stop: StopInput; errors: StopErrors } {
  const errors: StopErrors = {};
  // Service time: at least 1 minute; blank or unreadable falls back to 15 (section 5).
  const service = parseQuantity(row.serviceTime, DEFAULT_SERVICE_TIME) ?? DEFAULT_SERVICE_TIME;
  if (service < 1 || service > 480) errors.serviceTime = 'Service time must be between 1 and 480 minutes';
  const demand = parseQuantity(row.demand);
  if (demand === null || demand < 0) errors.demand = 'Demand must be 0 or more';
  const stop: StopInput = {
    address: row.address.trim(),
    serviceTime: Math.round(service),
    demand: demand ?? 0,
    priority: row.priority,
    specialRequirements: row.specialRequirements,
  };
  if (row.windowStart !== '' || row.windowEnd !== '') {
    const start = minutesOf(row.windowStart);
    const end = minutesOf(row.windowEnd);
    if (start === null || end === null) errors.window = 'Enter both the start and the end of the window';
    else if (end < start) errors.window = 'The window must end after it starts';
    else stop.timeWindow = { start, end };
  }
  return { stop, errors };
}

function optionalWhole(text: string, min: number, max: number, message: string) {
  if (text.trim() === '') return { value: undefined };
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) return { value: undefined, error: message };
  return { value: n };
}

export type AdvancedCheck =
  | { ok: true; request: AdvancedOptimizeRequest & { name: string } }
  | { ok: false; errors: AdvancedFormErrors };

export function checkAdvancedForm(values: AdvancedFormValues): AdvancedCheck {
  const errors: AdvancedFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Route name is required';
  if (values.startLocation.trim() === '') errors.startLocation = 'Starting location is required';
  const vehicleId = Number(values.vehicleId);
  if (!Number.isInteger(vehicleId) || vehicleId < 1) errors.vehicleId = 'Vehicle selection is required';
  if (values.scheduledDate === '') errors.scheduledDate = 'Scheduled date is required';
  const destinations: StopInput[] = [];
  const stopErrors: Record<number, StopErrors> = {};
  values.destinations.forEach((row, i) => {
    if (row.address.trim() === '') return;
    const { stop, errors: rowErrors } = stopInput(row);
    if (Object.keys(rowErrors).length > 0) stopErrors[i] = rowErrors;
    destinations.push(stop);
  });
  if (Object.keys(stopErrors).length > 0) errors.stops = stopErrors;
  if (destinations.length === 0) errors.destinations = 'At least one destination is required';
  const maxRouteTime = optionalWhole(
    values.maxRouteTime,
    1,
    1440,
    'Max route time must be 1 to 1440 minutes',
  );
  const maxStops = optionalWhole(values.maxStops, 1, 200, 'Max stops must be 1 to 200');
  if (maxRouteTime.error) errors.maxRouteTime = maxRouteTime.error;
  if (maxStops.error) errors.maxStops = maxStops.error;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      name: values.name.trim(),
      startLocation: values.startLocation.trim(),
      vehicleId,
      scheduledDate: values.scheduledDate,
      destinations,
      constraints: {
        ...(maxRouteTime.value !== undefined ? { maxRouteTime: maxRouteTime.value } : {}),
        ...(maxStops.value !== undefined ? { maxStops: maxStops.value } : {}),
        balanceWorkload: values.balanceWorkload,
        respectTimeWindows: values.respectTimeWindows,
        allowLateDeliveries: values.allowLateDeliveries,
        prioritizeUrgent: values.prioritizeUrgent,
      },
    },
  };
}

/**
 * The route Save Route stores from an advanced result: the form's name (else 'Route ' + date), its stops
 * with their constraints, the route limits, the vehicle, the whole answer (its schedule is the stop order
 * the map and exports use) and its totals, status optimized.
 */
export function advancedSaveBody(
  request: AdvancedOptimizeRequest,
  result: AdvancedOptimizeResponse,
): RouteCreate {
  const scheduledDate = request.scheduledDate ?? todayIso();
  return {
    name: request.name?.trim() || `Route ${scheduledDate}`,
    startLocation: request.startLocation,
    destinations: request.destinations,
    ...(request.vehicleId !== undefined ? { vehicleId: request.vehicleId } : {}),
    ...(request.constraints ? { constraints: request.constraints } : {}),
    scheduledDate,
    optimizedRoute: result as unknown as Record<string, unknown>,
    totalDistance: result.totalDistance,
    estimatedTime: Math.round(result.totalTime),
    totalCost: result.totalCost,
    status: 'optimized',
  };
}
