/**
 * The Multi-Day Planning screen's two forms (document 2): a plan (name, dates, type, the driver limits with
 * their ranges and defaults) and a recurring delivery (locations, pattern, duration, window). Each check
 * answers the request body or the errors by field, with the spec's messages.
 */
import type { PlanType, RecurringDeliveryCreate, MultiDayPlanCreate, ServiceType } from '@routier/sdk';
import { minutesOf } from '../routes/dates.js';

export type Errors<K extends string> = Partial<Record<K, string>>;
type Check<B, K extends string> = { ok: true; body: B } | { ok: false; errors: Errors<K> };

export const PLAN_TYPES: Array<{ value: PlanType; label: string }> = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'custom', label: 'Custom' },
];

export interface PlanFormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  planType: PlanType;
  maxDailyWorkHours: string;
  maxWeeklyWorkHours: string;
  maximumConsecutiveDays: string;
  preferredStart: string;
  preferredEnd: string;
}

export const emptyPlan = (today: string, weekLater: string): PlanFormValues => ({
  name: '',
  description: '',
  startDate: today,
  endDate: weekLater,
  planType: 'weekly',
  maxDailyWorkHours: '8',
  maxWeeklyWorkHours: '40',
  maximumConsecutiveDays: '5',
  preferredStart: '08:00',
  preferredEnd: '17:00',
});

const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

export function checkPlan(v: PlanFormValues): Check<MultiDayPlanCreate, keyof PlanFormValues> {
  const errors: Errors<keyof PlanFormValues> = {};
  if (!v.name.trim()) errors.name = 'Plan name is required';
  if (!v.startDate) errors.startDate = 'Start date is required';
  if (!v.endDate) errors.endDate = 'End date is required';
  else if (v.startDate && v.endDate < v.startDate)
    errors.endDate = 'End date must be on or after the start date';
  const daily = wholeIn(v.maxDailyWorkHours, 1, 12);
  if (daily === null) errors.maxDailyWorkHours = 'Max daily hours must be between 1 and 12';
  const weekly = wholeIn(v.maxWeeklyWorkHours, 1, 60);
  if (weekly === null) errors.maxWeeklyWorkHours = 'Max weekly hours must be between 1 and 60';
  const consecutive = wholeIn(v.maximumConsecutiveDays, 1, 7);
  if (consecutive === null) errors.maximumConsecutiveDays = 'Max consecutive days must be between 1 and 7';
  const start = minutesOf(v.preferredStart);
  const end = minutesOf(v.preferredEnd);
  if (start === null) errors.preferredStart = 'Preferred start time is required';
  if (end === null) errors.preferredEnd = 'Preferred end time is required';
  else if (start !== null && end <= start)
    errors.preferredEnd = 'Preferred end time must be after the preferred start time';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: v.name.trim(),
      ...(v.description.trim() ? { description: v.description.trim() } : {}),
      startDate: v.startDate,
      endDate: v.endDate,
      planType: v.planType,
      status: 'draft',
      constraints: {
        maxDailyWorkHours: daily!,
        maxWeeklyWorkHours: weekly!,
        maximumConsecutiveDays: consecutive!,
        preferredStartTime: start!,
        preferredEndTime: end!,
      },
    },
  };
}

export const FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const;
export type Frequency = (typeof FREQUENCIES)[number]['value'];

export const SERVICE_TYPES: Array<{ value: ServiceType; label: string }> = [
  { value: 'standard', label: 'Standard' },
  { value: 'express', label: 'Express' },
  { value: 'scheduled', label: 'Scheduled' },
];

/** 0 = Sunday, as recurring deliveries count (shift templates count from Monday). */
export const WEEK_DAYS = [
  { value: 0, short: 'Sun', name: 'Sunday' },
  { value: 1, short: 'Mon', name: 'Monday' },
  { value: 2, short: 'Tue', name: 'Tuesday' },
  { value: 3, short: 'Wed', name: 'Wednesday' },
  { value: 4, short: 'Thu', name: 'Thursday' },
  { value: 5, short: 'Fri', name: 'Friday' },
  { value: 6, short: 'Sat', name: 'Saturday' },
];

export interface RecurringFormValues {
  name: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  pickupLocation: string;
  deliveryLocation: string;
  frequency: Frequency;
  interval: string;
  daysOfWeek: number[];
  startDate: string;
  endDate: string;
  estimatedDuration: string;
  serviceType: ServiceType;
  windowStart: string;
  windowEnd: string;
}

export const emptyRecurring = (today: string): RecurringFormValues => ({
  name: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  pickupLocation: '',
  deliveryLocation: '',
  frequency: 'weekly',
  interval: '1',
  daysOfWeek: [],
  startDate: today,
  endDate: '',
  estimatedDuration: '30',
  serviceType: 'standard',
  windowStart: '',
  windowEnd: '',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkRecurring(
  v: RecurringFormValues,
): Check<RecurringDeliveryCreate, keyof RecurringFormValues> {
  const errors: Errors<keyof RecurringFormValues> = {};
  if (!v.name.trim()) errors.name = 'Name is required';
  if (!v.pickupLocation.trim()) errors.pickupLocation = 'Pickup location is required';
  if (!v.deliveryLocation.trim()) errors.deliveryLocation = 'Delivery location is required';
  if (!v.startDate) errors.startDate = 'Start date is required';
  if (v.endDate && v.startDate && v.endDate < v.startDate)
    errors.endDate = 'End date must be on or after the start date';
  const interval = wholeIn(v.interval, 1, 365);
  if (interval === null) errors.interval = 'Interval must be at least 1';
  const duration = wholeIn(v.estimatedDuration, 5, 1440);
  if (duration === null) errors.estimatedDuration = 'Duration must be at least 5 minutes';
  if (v.customerEmail.trim() && !EMAIL.test(v.customerEmail.trim()))
    errors.customerEmail = 'Please enter a valid email address';
  const ws = v.windowStart ? minutesOf(v.windowStart) : null;
  const we = v.windowEnd ? minutesOf(v.windowEnd) : null;
  if ((ws === null) !== (we === null))
    errors.windowEnd = 'Give both ends of the preferred window, or neither';
  else if (ws !== null && we !== null && we < ws)
    errors.windowEnd = 'The time window must end after it starts';
  if (Object.keys(errors).length) return { ok: false, errors };
  const customer = {
    name: v.customerName.trim() || null,
    phone: v.customerPhone.trim() || null,
    email: v.customerEmail.trim() || null,
  };
  return {
    ok: true,
    body: {
      name: v.name.trim(),
      pickupLocation: v.pickupLocation.trim(),
      deliveryLocation: v.deliveryLocation.trim(),
      recurrencePattern: {
        frequency: v.frequency,
        interval: interval!,
        daysOfWeek: v.frequency === 'weekly' ? [...v.daysOfWeek].sort((a, b) => a - b) : [],
      },
      startDate: v.startDate,
      ...(v.endDate ? { endDate: v.endDate } : {}),
      estimatedDuration: duration!,
      serviceType: v.serviceType,
      ...(ws !== null && we !== null ? { preferredTimeWindow: { start: ws, end: we } } : {}),
      ...(customer.name || customer.phone || customer.email ? { customerInfo: customer } : {}),
    },
  };
}

/** "Every 2 weeks on Mon, Wed", "Every day", "Every month". */
export function patternText(pattern: {
  frequency?: Frequency;
  interval?: number;
  daysOfWeek?: number[];
}): string {
  const unit = { daily: 'day', weekly: 'week', monthly: 'month' }[pattern.frequency ?? 'weekly'];
  const n = pattern.interval ?? 1;
  const every = n === 1 ? `Every ${unit}` : `Every ${n} ${unit}s`;
  const days = pattern.daysOfWeek ?? [];
  return pattern.frequency === 'weekly' && days.length
    ? `${every} on ${days.map((d) => WEEK_DAYS[d]!.short).join(', ')}`
    : every;
}
