import type { Knex } from 'knex';
import type { ShiftTemplateCreate, ShiftTemplateUpdate } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { notFound, validationFailed } from '../kernel/errors.js';
import { shiftTimeErrors } from './shift-rules.js';
import {
  findTemplate,
  insertTemplate,
  updateTemplateRow,
  type ShiftTemplateFields,
  type ShiftTemplateRecord,
} from './shift-template-repository.js';

/** Document 2's template defaults: 08:00-17:00, Monday to Friday, 30 minutes break, colour #3B82F6. */
export const TEMPLATE_DEFAULTS = {
  startTime: 480,
  endTime: 1020,
  daysOfWeek: [1, 2, 3, 4, 5],
  breakDuration: 30,
  color: '#3B82F6',
} as const;

export const templateNotFound = (id: number) =>
  notFound(`Shift template ${id} not found`, 'SHIFT_TEMPLATE_NOT_FOUND');

function checkTimes(t: ShiftTemplateFields): void {
  const errors = shiftTimeErrors({ ...t, breakTime: t.breakDuration }, 'breakDuration');
  if (errors.length) throw validationFailed(errors);
}

const sortedDays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);

export function createTemplate(db: Queryable, userId: number, input: ShiftTemplateCreate) {
  const fields: ShiftTemplateFields = {
    name: input.name.trim(),
    startTime: input.startTime ?? TEMPLATE_DEFAULTS.startTime,
    endTime: input.endTime ?? TEMPLATE_DEFAULTS.endTime,
    overnight: input.overnight ?? false,
    daysOfWeek: sortedDays(input.daysOfWeek ?? TEMPLATE_DEFAULTS.daysOfWeek),
    breakDuration: input.breakDuration ?? TEMPLATE_DEFAULTS.breakDuration,
    isActive: input.isActive ?? true,
    color: (input.color ?? TEMPLATE_DEFAULTS.color).toUpperCase(),
  };
  checkTimes(fields);
  return insertTemplate(db, userId, fields);
}

export async function getTemplate(db: Queryable, userId: number, id: number): Promise<ShiftTemplateRecord> {
  const template = await findTemplate(db, userId, id);
  if (!template) throw templateNotFound(id);
  return template;
}

/** Changes the fields present; the times are checked as they will be after the change. */
export function updateTemplate(knex: Knex, userId: number, id: number, input: ShiftTemplateUpdate) {
  return knex.transaction(async (trx) => {
    const current = await getTemplate(trx, userId, id);
    const changes: Partial<ShiftTemplateFields> = {
      name: input.name?.trim(),
      startTime: input.startTime,
      endTime: input.endTime,
      overnight: input.overnight,
      daysOfWeek: input.daysOfWeek && sortedDays(input.daysOfWeek),
      breakDuration: input.breakDuration,
      isActive: input.isActive,
      color: input.color?.toUpperCase(),
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    checkTimes({ ...current, ...defined });
    return (await updateTemplateRow(trx, userId, id, changes)) as ShiftTemplateRecord;
  });
}
