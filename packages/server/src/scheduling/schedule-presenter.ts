import type { DailySchedule, ScheduleWarning } from '@routier/contract';
import { clockText } from '../kernel/calendar-dates.js';
import type { ScheduleRecord } from './schedule-repository.js';
import { workedHours } from './shift-rules.js';

/** What the dispatcher should look at but may keep: a shift longer than its driver's daily limit. */
export function scheduleWarnings(s: ScheduleRecord): ScheduleWarning[] {
  const hours = workedHours(s);
  if (s.driverMaxWorkHours === null || s.status === 'cancelled' || hours <= s.driverMaxWorkHours) return [];
  return [
    {
      code: 'OVER_MAX_HOURS',
      message: `${s.driverName} would work ${hours} h on ${s.scheduleDate}; the limit is ${s.driverMaxWorkHours} h a day`,
    },
  ];
}

export function presentSchedule(s: ScheduleRecord): DailySchedule {
  return {
    id: s.id,
    driverId: s.driverId,
    driverName: s.driverName,
    vehicleId: s.vehicleId,
    vehicleName: s.vehicleName,
    shiftTemplateId: s.shiftTemplateId,
    scheduleDate: s.scheduleDate,
    startTime: s.startTime,
    endTime: s.endTime,
    startClock: clockText(s.startTime),
    endClock: clockText(s.endTime),
    breakTime: s.breakTime,
    overnight: s.overnight,
    totalHours: workedHours(s),
    warnings: scheduleWarnings(s),
    status: s.status,
    actualStartTime: s.actualStartTime,
    actualEndTime: s.actualEndTime,
    notes: s.notes,
    assignedRoutes: s.assignedRoutes,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}
