/**
 * Recurring deliveries (document 2, Multi-Day Planning: the Recurring Deliveries tab): CRUD with the spec's
 * defaults, the pickup and delivery located as route stops are (an unsure address is refused by name before
 * anything is stored), and the dates each one falls on.
 */
import type { Knex } from 'knex';
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

function dateProblems(prefix: string, startDate: string, endDate: string | null, window: TimeWindow | null) {
  const details: ErrorDetail[] = [];
  if (endDate !== null && endDate < startDate)
    details.push({
      field: `${prefix}endDate`,
      code: 'INVALID_RANGE',
      message: 'End date must be on or after the start date',
    });
  if (window && window.end < window.start)
    details.push({
      field: `${prefix}preferredTimeWindow`,
      code: 'INVALID_RANGE',
      message: 'The time window must end after it starts',
    });
  return details;
}

function checkDates(startDate: string, endDate: string | null, window: TimeWindow | null): void {
  const details = dateProblems('', startDate, endDate, window);
  if (details.length) throw validationFailed(details, details[0].message);
}

/**
 * Locates every pickup and delivery in one pass; each unsure one is named under its own field
 * (`pickupLocation`, or `deliveries.N.deliveryLocation` with a prefix): 422, 400 or 502 as for routes.
 */
async function checkLocations(
  deps: RecurringDeps,
  userId: number,
  items: ReadonlyArray<{ pickup: string; delivery: string }>,
  prefix: (i: number) => string = () => '',
) {
  const defaults = await readStopDefaults(deps.db, userId);
  const located = await locateRoutes(
    deps.geocoder,
    items.map((item) => ({
      startLocation: item.pickup,
      stops: normalizeDestinations([{ address: item.delivery }], defaults),
    })),
    placementPolicy(defaults, undefined),
  );
  const problems = located.flatMap((route, i) =>
    route.problems.map(({ index: _index, ...p }) => {
      const pickup = p.field === 'startLocation';
      return {
        ...p,
        field: `${prefix(i)}${pickup ? 'pickupLocation' : 'deliveryLocation'}`,
        message: p.message.replace(/^(The )?(starting location|start location|Stop 1)/i, () =>
          pickup ? 'The pickup location' : 'The delivery location',
        ),
      };
    }),
  );
  if (problems.length) throw placementError(problems);
}

function fieldsOf(input: RecurringDeliveryCreate): RecurringFields {
  return {
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
}

export async function createRecurring(
  deps: RecurringDeps,
  userId: number,
  input: RecurringDeliveryCreate,
): Promise<RecurringRecord> {
  const fields = fieldsOf(input);
  checkDates(fields.startDate, fields.endDate, fields.preferredTimeWindow);
  await checkLocations(deps, userId, [{ pickup: fields.pickupLocation, delivery: fields.deliveryLocation }]);
  return insertRecurring(deps.db, userId, fields);
}

/** Creates every delivery in one transaction (all or none), in the order given. */
export async function importRecurring(
  deps: RecurringDeps & { knex: Knex },
  userId: number,
  inputs: readonly RecurringDeliveryCreate[],
): Promise<RecurringRecord[]> {
  const all = inputs.map(fieldsOf);
  const details = all.flatMap((f, i) =>
    dateProblems(`deliveries.${i}.`, f.startDate, f.endDate, f.preferredTimeWindow),
  );
  if (details.length) throw validationFailed(details, details[0].message);
  await checkLocations(
    deps,
    userId,
    all.map((f) => ({ pickup: f.pickupLocation, delivery: f.deliveryLocation })),
    (i) => `deliveries.${i}.`,
  );
  return deps.knex.transaction(async (trx) => {
    const created: RecurringRecord[] = [];
    for (const fields of all) created.push(await insertRecurring(trx, userId, fields));
    return created;
  });
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
    await checkLocations(deps, userId, [
      { pickup: merged.pickupLocation, delivery: merged.deliveryLocation },
    ]);
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
