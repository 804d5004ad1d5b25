/**
 * The recurring deliveries CSV (`routier recurring import FILE.csv`): a header naming its columns, then one
 * delivery per row. Columns (case, spaces and underscores ignored): name, pickup_location,
 * delivery_location, start_date (required); frequency (daily, weekly, monthly; default weekly), interval,
 * days_of_week (Sun..Sat names or 0-6, 0 = Sunday, separated by spaces, commas or semicolons),
 * end_date, duration (minutes, at least 5), window_start and window_end (HH:MM), service_type (standard,
 * express, scheduled), requirements (special requirements separated by semicolons), customer_name,
 * customer_phone, customer_email, active (yes/no). An unknown header cell is refused by name. Pure: the
 * server creates the deliveries all or none (`POST /api/recurring-deliveries/import`).
 */
import type {
  RecurrencePattern,
  RecurringDeliveryCreate,
  ServiceType,
  SpecialRequirement,
} from '../types.js';
import { isCalendarDate, normaliseHeader, parseClock, parseNumber, type CsvRowError } from './cells.js';
import { SPECIAL_REQUIREMENTS } from './columns.js';
import { parseYesNo, readHeadedTable } from './headed-table.js';

type Column =
  | 'name'
  | 'pickup'
  | 'delivery'
  | 'start'
  | 'end'
  | 'frequency'
  | 'interval'
  | 'days'
  | 'duration'
  | 'windowStart'
  | 'windowEnd'
  | 'service'
  | 'requirements'
  | 'customer'
  | 'phone'
  | 'email'
  | 'active';

const NAMES: Record<Column, string[]> = {
  name: ['name', 'deliveryname'],
  pickup: ['pickup_location', 'pickup', 'pickupaddress', 'from'],
  delivery: ['delivery_location', 'delivery', 'deliveryaddress', 'to'],
  start: ['start_date', 'startdate', 'start'],
  end: ['end_date', 'enddate', 'end'],
  frequency: ['frequency', 'repeat', 'recurrence'],
  interval: ['interval', 'every'],
  days: ['days_of_week', 'daysofweek', 'days', 'weekdays'],
  duration: ['duration', 'estimatedduration', 'durationminutes', 'minutes'],
  windowStart: ['window_start', 'windowstart', 'preferredstart', 'from_time', 'fromtime'],
  windowEnd: ['window_end', 'windowend', 'preferredend', 'to_time', 'totime'],
  service: ['service_type', 'servicetype', 'service'],
  requirements: ['requirements', 'specialrequirements'],
  customer: ['customer_name', 'customername', 'customer'],
  phone: ['customer_phone', 'customerphone', 'phone'],
  email: ['customer_email', 'customeremail', 'email'],
  active: ['active', 'isactive'],
};

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
const SERVICE_TYPES: readonly ServiceType[] = ['standard', 'express', 'scheduled'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `Mon Wed Fri`, `1,3,5`, `monday;friday` → [1, 3, 5]; null when a part is not a day. */
function parseDays(text: string): number[] | null {
  const parts = text.split(/[\s,;/]+/).filter(Boolean);
  const days = parts.map((p) => {
    if (/^[0-6]$/.test(p)) return Number(p);
    const i = WEEKDAYS.indexOf(p.slice(0, 3).toLowerCase());
    return i >= 0 && WEEKDAYS[i].startsWith(p.slice(0, 3).toLowerCase()) ? i : -1;
  });
  return days.includes(-1) ? null : [...new Set(days)].sort((a, b) => a - b);
}

export type ParseRecurringCsvResult =
  | { ok: true; deliveries: (RecurringDeliveryCreate & { row: number })[] }
  | { ok: false; errors: CsvRowError[] };

export function parseRecurringCsv(text: string): ParseRecurringCsvResult {
  const table = readHeadedTable(text, NAMES, ['name', 'pickup', 'delivery', 'start'], 'recurring deliveries');
  if (!table.ok) return table;
  const { errors } = table;
  const deliveries: (RecurringDeliveryCreate & { row: number })[] = [];
  for (const { row, cell, bad } of table.rows) {
    const name = cell('name');
    if (!name) bad('name', 'Name is required');
    const pickupLocation = cell('pickup');
    if (!pickupLocation) bad('pickup', 'Pickup location is required');
    const deliveryLocation = cell('delivery');
    if (!deliveryLocation) bad('delivery', 'Delivery location is required');
    const startDate = cell('start');
    if (!isCalendarDate(startDate)) bad('start', `Start date '${startDate}' must be a date YYYY-MM-DD`);
    const endDate = cell('end');
    if (endDate && !isCalendarDate(endDate)) bad('end', `End date '${endDate}' must be a date YYYY-MM-DD`);
    const frequencyText = normaliseHeader(cell('frequency'));
    const frequency = (FREQUENCIES as readonly string[]).includes(frequencyText)
      ? (frequencyText as RecurrencePattern['frequency'])
      : frequencyText
        ? null
        : 'weekly';
    if (!frequency) bad('frequency', `Frequency '${cell('frequency')}' must be daily, weekly or monthly`);
    const intervalText = cell('interval');
    const interval = intervalText ? parseNumber(intervalText) : 1;
    if (interval === null || !Number.isInteger(interval) || interval < 1 || interval > 365)
      bad('interval', `Interval '${intervalText}' must be a whole number from 1 to 365`);
    const daysText = cell('days');
    const daysOfWeek = daysText ? parseDays(daysText) : [];
    if (daysOfWeek === null)
      bad('days', `Days of week '${daysText}' must be day names (Mon) or numbers 0 (Sunday) to 6`);
    const durationText = cell('duration');
    const duration = durationText ? parseNumber(durationText) : undefined;
    if (
      duration === null ||
      (duration !== undefined && (!Number.isInteger(duration) || duration < 5 || duration > 1440))
    )
      bad('duration', `Duration '${durationText}' must be a whole number of minutes, at least 5`);
    const [ws, we] = [cell('windowStart'), cell('windowEnd')];
    const windowStart = ws ? parseClock(ws) : undefined;
    const windowEnd = we ? parseClock(we) : undefined;
    if (windowStart === null) bad('windowStart', `Window start '${ws}' must be a time HH:MM`);
    if (windowEnd === null) bad('windowEnd', `Window end '${we}' must be a time HH:MM`);
    if ((windowStart === undefined) !== (windowEnd === undefined))
      bad(
        windowStart === undefined ? 'windowStart' : 'windowEnd',
        'Give both window_start and window_end, or neither',
      );
    const serviceText = normaliseHeader(cell('service'));
    const serviceType = serviceText ? SERVICE_TYPES.find((s) => s === serviceText) : undefined;
    if (serviceText && !serviceType)
      bad('service', `Service type '${cell('service')}' must be standard, express or scheduled`);
    const requirementParts = cell('requirements')
      .split(/[;,]/)
      .map((r) => r.trim())
      .filter(Boolean);
    const specialRequirements = requirementParts.map((r) =>
      SPECIAL_REQUIREMENTS.find((s) => normaliseHeader(s) === normaliseHeader(r)),
    );
    requirementParts.forEach((r, i) => {
      if (!specialRequirements[i])
        bad('requirements', `Unknown special requirement '${r}' (known: ${SPECIAL_REQUIREMENTS.join(', ')})`);
    });
    const email = cell('email');
    if (email && !EMAIL.test(email)) bad('email', `'${email}' is not a valid email address`);
    const active = parseYesNo(cell('active'));
    if (active === null) bad('active', `Active '${cell('active')}' must be yes or no`);
    const customer = { name: cell('customer') || null, phone: cell('phone') || null, email: email || null };
    deliveries.push({
      row,
      name,
      pickupLocation,
      deliveryLocation,
      startDate,
      ...(endDate ? { endDate } : {}),
      recurrencePattern: {
        frequency: frequency ?? 'weekly',
        interval: interval ?? 1,
        daysOfWeek: daysOfWeek ?? [],
      },
      ...(typeof duration === 'number' ? { estimatedDuration: duration } : {}),
      ...(typeof windowStart === 'number' && typeof windowEnd === 'number'
        ? { preferredTimeWindow: { start: windowStart, end: windowEnd } }
        : {}),
      ...(serviceType ? { serviceType } : {}),
      ...(requirementParts.length
        ? { specialRequirements: specialRequirements as SpecialRequirement[] }
        : {}),
      ...(customer.name || customer.phone || customer.email ? { customerInfo: customer } : {}),
      ...(active === true || active === false ? { isActive: active } : {}),
    });
  }
  return errors.length ? { ok: false, errors } : { ok: true, deliveries };
}
