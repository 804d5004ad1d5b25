import type { ShiftTemplate } from '@routier/contract';
import { clockText } from '../kernel/calendar-dates.js';
import type { ShiftTemplateRecord } from './shift-template-repository.js';
import { workedHours } from './shift-rules.js';

export function presentTemplate(t: ShiftTemplateRecord): ShiftTemplate {
  return {
    id: t.id,
    name: t.name,
    startTime: t.startTime,
    endTime: t.endTime,
    startClock: clockText(t.startTime),
    endClock: clockText(t.endTime),
    daysOfWeek: t.daysOfWeek,
    breakDuration: t.breakDuration,
    overnight: t.overnight,
    totalHours: workedHours({ ...t, breakTime: t.breakDuration }),
    isActive: t.isActive,
    color: t.color,
    createdAt: t.createdAt,
  };
}
