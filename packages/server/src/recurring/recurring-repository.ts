import type {
  CustomerInfo,
  RecurrencePattern,
  ServiceType,
  SpecialRequirement,
  TimeWindow,
} from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { deletedAny, toCount, toDateString, toDateStringOrNull, toIso, fromJsonb } from '../db/rows.js';
import { NEWEST_FIRST, type Page, type Paged } from '../kernel/paging.js';

/** A recurring delivery as the server keeps it (duration in minutes, window in minutes after midnight). */
export interface RecurringRecord {
  id: number;
  userId: number;
  name: string;
  customerInfo: CustomerInfo | null;
  pickupLocation: string;
  deliveryLocation: string;
  recurrencePattern: RecurrencePattern;
  serviceType: ServiceType;
  specialRequirements: SpecialRequirement[];
  estimatedDuration: number;
  preferredTimeWindow: TimeWindow | null;
  isActive: boolean;
  startDate: string;
  endDate: string | null;
  lastGenerated: string | null;
  createdAt: string;
  updatedAt: string;
}

export type RecurringFields = Omit<RecurringRecord, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

interface RecurringRow {
  id: number;
  user_id: number;
  name: string;
  customer_info: unknown;
  pickup_location: string;
  delivery_location: string;
  recurrence_pattern: unknown;
  service_type: string;
  special_requirements: unknown;
  estimated_duration: number;
  preferred_time_window: unknown;
  is_active: boolean;
  start_date: unknown;
  end_date: unknown;
  last_generated: unknown;
  created_at: Date;
  updated_at: Date;
}

function toRecurring(row: RecurringRow): RecurringRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    customerInfo: fromJsonb<CustomerInfo | null>(row.customer_info) ?? null,
    pickupLocation: row.pickup_location,
    deliveryLocation: row.delivery_location,
    recurrencePattern: fromJsonb<RecurrencePattern>(row.recurrence_pattern),
    serviceType: row.service_type as ServiceType,
    specialRequirements: fromJsonb<SpecialRequirement[] | null>(row.special_requirements) ?? [],
    estimatedDuration: row.estimated_duration,
    preferredTimeWindow: fromJsonb<TimeWindow | null>(row.preferred_time_window) ?? null,
    isActive: row.is_active,
    startDate: toDateString(row.start_date),
    endDate: toDateStringOrNull(row.end_date),
    lastGenerated: toDateStringOrNull(row.last_generated),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

const COLUMNS: Record<keyof RecurringFields, string> = {
  name: 'name',
  customerInfo: 'customer_info',
  pickupLocation: 'pickup_location',
  deliveryLocation: 'delivery_location',
  recurrencePattern: 'recurrence_pattern',
  serviceType: 'service_type',
  specialRequirements: 'special_requirements',
  estimatedDuration: 'estimated_duration',
  preferredTimeWindow: 'preferred_time_window',
  isActive: 'is_active',
  startDate: 'start_date',
  endDate: 'end_date',
  lastGenerated: 'last_generated',
};
const JSON_FIELDS = new Set<keyof RecurringFields>([
  'customerInfo',
  'recurrencePattern',
  'specialRequirements',
  'preferredTimeWindow',
]);

function toColumns(fields: Partial<RecurringFields>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS) as [keyof RecurringFields, string][]) {
    const value = fields[key];
    if (value === undefined) continue;
    // jsonb takes JSON text (pg would send an array as a Postgres array literal otherwise).
    out[column] = JSON_FIELDS.has(key) && value !== null ? JSON.stringify(value) : value;
  }
  return out;
}

export async function insertRecurring(
  db: Queryable,
  userId: number,
  fields: RecurringFields,
): Promise<RecurringRecord> {
  const [row] = (await db('recurring_deliveries')
    .insert({ user_id: userId, ...toColumns(fields) })
    .returning('*')) as RecurringRow[];
  return toRecurring(row);
}

export async function listRecurring(
  db: Queryable,
  userId: number,
  filter: { isActive?: boolean },
  page: Page,
): Promise<Paged<RecurringRecord>> {
  const base = db('recurring_deliveries').where({ user_id: userId });
  if (filter.isActive !== undefined) base.where({ is_active: filter.isActive });
  const [rows, countRow] = await Promise.all([
    base.clone().select('*').orderBy(NEWEST_FIRST).limit(page.limit).offset(page.offset) as Promise<
      RecurringRow[]
    >,
    base.clone().count({ count: '*' }).first() as Promise<{ count: unknown } | undefined>,
  ]);
  return { items: rows.map(toRecurring), total: toCount(countRow) };
}

export async function findRecurring(
  db: Queryable,
  userId: number,
  id: number,
): Promise<RecurringRecord | undefined> {
  const row = (await db('recurring_deliveries').where({ id, user_id: userId }).first()) as
    RecurringRow | undefined;
  return row ? toRecurring(row) : undefined;
}

/** The user's active recurring deliveries that may fall between `from` and `to`. */
export async function activeRecurringBetween(
  db: Queryable,
  userId: number,
  from: string,
  to: string,
): Promise<RecurringRecord[]> {
  const rows = (await db('recurring_deliveries')
    .where({ user_id: userId, is_active: true })
    .where('start_date', '<=', to)
    .where((q) => q.whereNull('end_date').orWhere('end_date', '>=', from))
    .orderBy('id')) as RecurringRow[];
  return rows.map(toRecurring);
}

export async function updateRecurringRow(
  db: Queryable,
  userId: number,
  id: number,
  fields: Partial<RecurringFields>,
): Promise<RecurringRecord | undefined> {
  const [row] = (await db('recurring_deliveries')
    .where({ id, user_id: userId })
    .update({ ...toColumns(fields), updated_at: db.fn.now() })
    .returning('*')) as RecurringRow[];
  return row ? toRecurring(row) : undefined;
}

export function deleteRecurringRow(db: Queryable, userId: number, id: number): Promise<boolean> {
  return deletedAny(db('recurring_deliveries').where({ id, user_id: userId }).delete());
}

/** The routes generated for the delivery between two dates, by date. */
export async function occurrenceRoutes(
  db: Queryable,
  userId: number,
  recurringId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = (await db('routes')
    .where({ user_id: userId, recurring_delivery_id: recurringId })
    .whereBetween('scheduled_date', [from, to])
    .select('id', 'scheduled_date')) as Array<{ id: number; scheduled_date: unknown }>;
  return new Map(rows.map((r) => [toDateString(r.scheduled_date), r.id]));
}
