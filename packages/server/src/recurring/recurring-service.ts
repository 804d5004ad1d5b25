/**
 * Recurring deliveries (document 2, Multi-Day Planning: the Recurring Deliveries tab): CRUD with the spec's
 * defaults, the pickup and delivery located as route stops are (an unsure address is refused by name before
 * anything is stored), and the dates each one falls on.
 */
import type {
  RecurringDeliveryCreate,
  RecurringDeliveryUpdate,
  RecurrencePattern,
  TimeWindow,
} from '@routier/contract';
import type { Geocoder } from '../geo/index.js';
import { placementError, placementPolicy } from '../geo/placement/index.js';
import type { Queryable } from '../db/queryable.js';
import { daysBetween } from '../kernel/calendar-dates.js';
import { notFound, validationFailed, type ErrorDetail } from '../kernel/errors.js';
import { locateRoutes } from '../routes/route-geocoding.js';
import { normalizeDestinations } from '../routes/stops.js';
import { readStopDefaults } from '../users/settings-repository.js';
import { occurrencesBetween } from './occurrences.js';
import {
  deleteRecurringRow,
  findRecurring,
  insertRecurring,
  occurrenceRoutes,
  updateRecurringRow,
  type RecurringFields,
  type RecurringRecord,
} from './recurring-repository.js';

/** Document 2's defaults: weekly every week, 30 minutes, standard service, active. */
export const RECURRING_DEFAULTS = {
  pattern: { frequency: 'weekly', interval: 1, daysOfWeek: [] } as RecurrencePattern,
  estimatedDuration: 30,
  serviceType: 'standard',
} as const;
/** The longest range of occurrences one request may ask for. */
export const MAX_OCCURRENCE_DAYS = 366;

export const recurringNotFound = (id: number) =>
  notFound(`Recurring delivery ${id} not found`, 'RECURRING_DELIVERY_NOT_FOUND');

export interface RecurringDeps {
  db: Queryable;
  geocoder: Geocoder;
}

function checkDates(startDate: string, endDate: string | null, window: TimeWindow | null): void {
  const details: ErrorDetail[] = [];
  if (endDate !== null && endDate < startDate)
    details.push({
      field: 'endDate',
      code: 'INVALID_RANGE',
      message: 'End date must be on or after the start date',
    });
  if (window && window.end < window.start)
    details.push({
      field: 'preferredTimeWindow',
      code: 'INVALID_RANGE',
      message: 'The time window must end after it starts',
    });
  if (details.length) throw validationFailed(details, details[0].message);
}

/** Locates both addresses; every unsure one is named under its own field (422, 400 or 502 as for routes). */
async function checkLocations(deps: RecurringDeps, userId: number, pickup: string, delivery: string) {
  const defaults = await readStopDefaults(deps.db, userId);
  const stops = normalizeDestinations([{ address: delivery }], defaults);
  const [located] = await locateRoutes(
    deps.geocoder,
    [{ startLocation: pickup, stops }],
    placementPolicy(defaults, undefined),
  );
  if (located.problems.length === 0) return;
  const renamed = located.problems.map(({ index: _index, ...p }) => ({
    ...p,
    field: p.field === 'startLocation' ? 'pickupLocation' : 'deliveryLocation',
    message: p.message.replace(/^(The )?(starting location|start location|Stop 1)/i, (m) =>
      /stop/i.test(m) ? 'The delivery location' : 'The pickup location',
    ),
  }));
  throw placementError(renamed);
}

export async function createRecurring(
  deps: RecurringDeps,
  userId: number,
  input: RecurringDeliveryCreate,
): Promise<RecurringRecord> {
  const fields: RecurringFields = {
    name: input.name.trim(),
    customerInfo: input.customerInfo ?? null,
    pickupLocation: input.pickupLocation.trim(),
    deliveryLocation: input.deliveryLocation.trim(),
    recurrencePattern: { ...RECURRING_DEFAULTS.pattern, ...input.recurrencePattern },
    serviceType: input.serviceType ?? RECURRING_DEFAULTS.serviceType,
    specialRequirements: input.specialRequirements ?? [],
    estimatedDuration: input.estimatedDuration ?? RECURRING_DEFAULTS.estimatedDuration,
    preferredTimeWindow: input.preferredTimeWindow ?? null,
    isActive: input.isActive ?? true,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    lastGenerated: null,
  };
  checkDates(fields.startDate, fields.endDate, fields.preferredTimeWindow);
  await checkLocations(deps, userId, fields.pickupLocation, fields.deliveryLocation);
  return insertRecurring(deps.db, userId, fields);
}

export async function getRecurring(db: Queryable, userId: number, id: number): Promise<RecurringRecord> {
  const found = await findRecurring(db, userId, id);
  if (!found) throw recurringNotFound(id);
  return found;
}

export async function updateRecurring(
  deps: RecurringDeps,
  userId: number,
  id: number,
  input: RecurringDeliveryUpdate,
): Promise<RecurringRecord> {
  const existing = await getRecurring(deps.db, userId, id);
  const fields: Partial<RecurringFields> = {
    name: input.name?.trim(),
    customerInfo: input.customerInfo,
    pickupLocation: input.pickupLocation?.trim(),
    deliveryLocation: input.deliveryLocation?.trim(),
    recurrencePattern: input.recurrencePattern && {
      ...RECURRING_DEFAULTS.pattern,
      ...input.recurrencePattern,
    },
    serviceType: input.serviceType,
    specialRequirements: input.specialRequirements,
    estimatedDuration: input.estimatedDuration,
    preferredTimeWindow: input.preferredTimeWindow,
    isActive: input.isActive,
    startDate: input.startDate,
    endDate: input.endDate,
  };
  const merged = {
    ...existing,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  };
  checkDates(merged.startDate, merged.endDate, merged.preferredTimeWindow);
  if (fields.pickupLocation !== undefined || fields.deliveryLocation !== undefined)
    await checkLocations(deps, userId, merged.pickupLocation, merged.deliveryLocation);
  const updated = await updateRecurringRow(deps.db, userId, id, fields);
  if (!updated) throw recurringNotFound(id);
  return updated;
}

export async function deleteRecurring(db: Queryable, userId: number, id: number): Promise<void> {
  if (!(await deleteRecurringRow(db, userId, id))) throw recurringNotFound(id);
}

export interface Occurrence {
  date: string;
  recurringDeliveryId: number;
  routeId: number | null;
}

export async function listOccurrences(
  db: Queryable,
  userId: number,
  id: number,
  from: string,
  to: string,
): Promise<Occurrence[]> {
  const span = daysBetween(from, to);
  if (span < 0)
    throw validationFailed([
      { field: 'to', code: 'INVALID_RANGE', message: 'To date must be on or after the from date' },
    ]);
  if (span >= MAX_OCCURRENCE_DAYS)
    throw validationFailed([
      {
        field: 'to',
        code: 'RANGE_TOO_LONG',
        message: `Ask for at most ${MAX_OCCURRENCE_DAYS} days of occurrences`,
      },
    ]);
  const delivery = await getRecurring(db, userId, id);
  const routes = await occurrenceRoutes(db, userId, id, from, to);
  return occurrencesBetween(delivery, from, to).map((date) => ({
    date,
    recurringDeliveryId: id,
    routeId: routes.get(date) ?? null,
  }));
}
