/**
 * A driver's shifts as an iCalendar feed (RFC 5545), pure. Times are written in UTC (a form every calendar
 * reads without a VTIMEZONE block), converted from the account's wall clock; the zone is stated in
 * X-WR-TIMEZONE and in each description, so a calendar in another zone still shows what the shift means.
 */
import { clockText } from '../kernel/calendar-dates.js';
import { zonedInstant } from '../kernel/time-zone.js';
import type { ScheduleRecord } from './schedule-repository.js';
import { shiftMinutes } from './shift-rules.js';

export interface CalendarInput {
  driverName: string;
  timeZone: string;
  shifts: readonly ScheduleRecord[];
  /** The host the UIDs are made unique with (`routier.example.com`). */
  host: string;
}

/** `20250304T140000Z` */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on lines starting with a space (3.1), never splitting a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function event(shift: ScheduleRecord, input: CalendarInput): string[] {
  const start = zonedInstant(shift.scheduleDate, shift.startTime, input.timeZone);
  const end = zonedInstant(shift.scheduleDate, shift.startTime + shiftMinutes(shift), input.timeZone);
  const times = `${clockText(shift.startTime)}-${clockText(shift.endTime)}`;
  const summary = `Shift ${times}${shift.vehicleName ? ` (${shift.vehicleName})` : ''}`;
  const description = [
    `${shift.scheduleDate} ${times}${shift.overnight ? ' (ends the next day)' : ''}, ${input.timeZone} time.`,
    `Break: ${shift.breakTime} min.`,
    shift.vehicleName ? `Vehicle: ${shift.vehicleName}.` : 'No vehicle assigned.',
    shift.notes ? `Notes: ${shift.notes}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:schedule-${shift.id}@${input.host}`,
    `DTSTAMP:${utcStamp(new Date(shift.updatedAt))}`,
    `LAST-MODIFIED:${utcStamp(new Date(shift.updatedAt))}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${text(summary)}`,
    `DESCRIPTION:${text(description)}`,
    `STATUS:${shift.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole feed, CRLF line ends, folded. */
export function calendarFeed(input: CalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Routier//Driver shifts//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(`${input.driverName} - shifts`)}`,
    `X-WR-TIMEZONE:${input.timeZone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...input.shifts.flatMap((shift) => event(shift, input)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
