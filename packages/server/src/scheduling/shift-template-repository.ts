import type { Queryable } from '../db/queryable.js';
import { deletedAny, toCount, toIso } from '../db/rows.js';
import { NEWEST_FIRST, type Page, type Paged } from '../kernel/paging.js';

export interface ShiftTemplateRecord {
  id: number;
  userId: number;
  name: string;
  startTime: number;
  endTime: number;
  overnight: boolean;
  /** ISO weekdays, 1 = Monday. */
  daysOfWeek: number[];
  breakDuration: number;
  isActive: boolean;
  color: string;
  createdAt: string;
}

export type ShiftTemplateFields = Omit<ShiftTemplateRecord, 'id' | 'userId' | 'createdAt'>;

interface ShiftTemplateRow {
  id: number;
  user_id: number;
  name: string;
  start_time: number;
  end_time: number;
  overnight: boolean;
  days_of_week: number[] | string;
  break_duration: number;
  is_active: boolean;
  color: string;
  created_at: Date;
}

function toTemplate(row: ShiftTemplateRow): ShiftTemplateRecord {
  const days = row.days_of_week;
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    startTime: row.start_time,
    endTime: row.end_time,
    overnight: row.overnight,
    daysOfWeek: typeof days === 'string' ? (JSON.parse(days) as number[]) : days,
    breakDuration: row.break_duration,
    isActive: row.is_active,
    color: row.color,
    createdAt: toIso(row.created_at),
  };
}

const COLUMNS: Record<keyof ShiftTemplateFields, string> = {
  name: 'name',
  startTime: 'start_time',
  endTime: 'end_time',
  overnight: 'overnight',
  daysOfWeek: 'days_of_week',
  breakDuration: 'break_duration',
  isActive: 'is_active',
  color: 'color',
};

function toColumns(fields: Partial<ShiftTemplateFields>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS) as [keyof ShiftTemplateFields, string][]) {
    const value = fields[key];
    if (value === undefined) continue;
    out[column] = key === 'daysOfWeek' ? JSON.stringify(value) : value;
  }
  return out;
}

export async function insertTemplate(
  db: Queryable,
  userId: number,
  fields: ShiftTemplateFields,
): Promise<ShiftTemplateRecord> {
  const [row] = (await db('shift_templates')
    .insert({ user_id: userId, ...toColumns(fields) })
    .returning('*')) as ShiftTemplateRow[];
  return toTemplate(row);
}

export async function listTemplates(
  db: Queryable,
  userId: number,
  page: Page,
): Promise<Paged<ShiftTemplateRecord>> {
  const base = db('shift_templates').where({ user_id: userId });
  const [rows, countRow] = await Promise.all([
    base.clone().select('*').orderBy(NEWEST_FIRST).limit(page.limit).offset(page.offset) as Promise<
      ShiftTemplateRow[]
    >,
    base.clone().count({ count: '*' }).first() as Promise<{ count: unknown } | undefined>,
  ]);
  return { items: rows.map(toTemplate), total: toCount(countRow) };
}

export async function findTemplate(
  db: Queryable,
  userId: number,
  id: number,
): Promise<ShiftTemplateRecord | undefined> {
  const row = (await db('shift_templates').where({ id, user_id: userId }).first()) as
    ShiftTemplateRow | undefined;
  return row ? toTemplate(row) : undefined;
}

export async function updateTemplateRow(
  db: Queryable,
  userId: number,
  id: number,
  fields: Partial<ShiftTemplateFields>,
): Promise<ShiftTemplateRecord | undefined> {
  const [row] = (await db('shift_templates')
    .where({ id, user_id: userId })
    .update({ ...toColumns(fields), updated_at: db.fn.now() })
    .returning('*')) as ShiftTemplateRow[];
  return row ? toTemplate(row) : undefined;
}

export function deleteTemplateRow(db: Queryable, userId: number, id: number): Promise<boolean> {
  return deletedAny(db('shift_templates').where({ id, user_id: userId }).delete());
}
