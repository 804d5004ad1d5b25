/**
 * The scheduling screen's three forms (document 2, section 8): driver, shift template and schedule, with
 * the spec's defaults and messages. Each check answers the request body or the errors by field.
 */
import type { DriverCreate, LicenseType, ScheduleCreate, ShiftTemplateCreate } from '@routier/sdk';
import { minutesOf } from './schedule-model.js';

export type Errors<K extends string> = Partial<Record<K, string>>;
type Check<B, K extends string> = { ok: true; body: B } | { ok: false; errors: Errors<K> };

export const LICENSE_TYPES: Array<{ value: LicenseType; label: string }> = [
  { value: 'regular', label: 'Regular' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'heavy_duty', label: 'Heavy Duty' },
];

export interface DriverFormValues {
  name: string;
  email: string;
  phone: string;
  licenseNumber: string;
  licenseType: LicenseType;
  maxWorkHours: string;
}

export const EMPTY_DRIVER: DriverFormValues = {
  name: '',
  email: '',
  phone: '',
  licenseNumber: '',
  licenseType: 'regular',
  maxWorkHours: '8',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkDriver(v: DriverFormValues): Check<DriverCreate, keyof DriverFormValues> {
  const errors: Errors<keyof DriverFormValues> = {};
  if (!v.name.trim()) errors.name = 'Driver name is required';
  if (!v.licenseNumber.trim()) errors.licenseNumber = 'License number is required';
  if (v.email.trim() && !EMAIL.test(v.email.trim())) errors.email = 'Please enter a valid email address';
  const hours = Number(v.maxWorkHours);
  if (!Number.isInteger(hours) || hours < 1 || hours > 12)
    errors.maxWorkHours = 'Max work hours must be between 1 and 12';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: v.name.trim(),
      licenseNumber: v.licenseNumber.trim(),
      licenseType: v.licenseType,
      maxWorkHours: hours,
      email: v.email.trim() || null,
      phone: v.phone.trim() || null,
    },
  };
}

export interface TemplateFormValues {
  name: string;
  startClock: string;
  endClock: string;
  daysOfWeek: number[];
  breakDuration: string;
  color: string;
}

/** Document 2's template defaults: 08:00-17:00, Monday to Friday, break 30, colour #3B82F6. */
export const EMPTY_TEMPLATE: TemplateFormValues = {
  name: '',
  startClock: '08:00',
  endClock: '17:00',
  daysOfWeek: [1, 2, 3, 4, 5],
  breakDuration: '30',
  color: '#3B82F6',
};

/** Shift times from the form: an end at or before the start means the shift ends the next day. */
function times(startClock: string, endClock: string) {
  const startTime = minutesOf(startClock);
  const endTime = minutesOf(endClock);
  return { startTime, endTime, overnight: startTime !== null && endTime !== null && endTime < startTime };
}

/** Break: a non-number becomes 0 (document 2), never negative. */
const breakOf = (text: string) => Math.max(0, Math.round(Number(text) || 0));

export function checkTemplate(v: TemplateFormValues): Check<ShiftTemplateCreate, keyof TemplateFormValues> {
  const errors: Errors<keyof TemplateFormValues> = {};
  if (!v.name.trim()) errors.name = 'Template name is required';
  const { startTime, endTime, overnight } = times(v.startClock, v.endClock);
  if (startTime === null) errors.startClock = 'Start time is required';
  if (endTime === null) errors.endClock = 'End time is required';
  else if (endTime === startTime) errors.endClock = 'End time must differ from the start time';
  if (v.daysOfWeek.length === 0) errors.daysOfWeek = 'Select at least one working day';
  if (Object.keys(errors).length || startTime === null || endTime === null) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: v.name.trim(),
      startTime,
      endTime,
      overnight,
      daysOfWeek: [...v.daysOfWeek].sort((a, b) => a - b),
      breakDuration: breakOf(v.breakDuration),
      color: v.color.toUpperCase(),
    },
  };
}

export interface ScheduleFormValues {
  driverId: string;
  vehicleId: string;
  scheduleDate: string;
  startClock: string;
  endClock: string;
  breakTime: string;
  notes: string;
  /** Routes of that day to give this shift. */
  assignedRoutes: number[];
}

/** Document 2's schedule defaults: 08:00-17:00, break 30, the date shown (today unless chosen). */
export const emptySchedule = (date: string): ScheduleFormValues => ({
  driverId: '',
  vehicleId: '',
  scheduleDate: date,
  startClock: '08:00',
  endClock: '17:00',
  breakTime: '30',
  notes: '',
  assignedRoutes: [],
});

export function checkSchedule(v: ScheduleFormValues): Check<ScheduleCreate, keyof ScheduleFormValues> {
  const errors: Errors<keyof ScheduleFormValues> = {};
  if (!v.driverId) errors.driverId = 'Driver is required';
  if (!v.scheduleDate) errors.scheduleDate = 'Date is required';
  const { startTime, endTime, overnight } = times(v.startClock, v.endClock);
  if (startTime === null) errors.startClock = 'Start time is required';
  if (endTime === null) errors.endClock = 'End time is required';
  else if (endTime === startTime) errors.endClock = 'End time must differ from the start time';
  if (Object.keys(errors).length || startTime === null || endTime === null) return { ok: false, errors };
  return {
    ok: true,
    body: {
      driverId: Number(v.driverId),
      vehicleId: v.vehicleId ? Number(v.vehicleId) : null,
      scheduleDate: v.scheduleDate,
      startTime,
      endTime,
      overnight,
      breakTime: breakOf(v.breakTime),
      notes: v.notes.trim() || null,
      ...(v.assignedRoutes.length ? { assignedRoutes: v.assignedRoutes } : {}),
    },
  };
}
