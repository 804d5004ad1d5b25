import { describe, expect, it } from 'vitest';
import { calendarFeed } from './calendar-feed.js';
import type { ScheduleRecord } from './schedule-repository.js';

const shift = (over: Partial<ScheduleRecord>): ScheduleRecord => ({
  id: 11,
  userId: 1,
  driverId: 3,
  driverName: 'Maria Lopez',
  driverMaxWorkHours: 8,
  vehicleId: 2,
  vehicleName: 'Van 2',
  shiftTemplateId: null,
  scheduleDate: '2025-03-04',
  startTime: 480,
  endTime: 1020,
  overnight: false,
  breakTime: 30,
  status: 'scheduled',
  actualStartTime: null,
  actualEndTime: null,
  notes: null,
  assignedRoutes: [],
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...over,
});

/** Unfolds continuation lines (RFC 5545 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('calendar feed', () => {
  it('writes one event per shift in UTC from the account zone, with CRLF lines and the zone stated', () => {
    const ics = calendarFeed({
      driverName: 'Maria Lopez',
      timeZone: 'America/Chicago',
      host: 'routier.test',
      shifts: [
        shift({}),
        shift({ id: 12, scheduleDate: '2025-03-05', startTime: 1320, endTime: 360, overnight: true }),
      ],
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const text = unfold(ics);
    expect(text).toContain('X-WR-TIMEZONE:America/Chicago');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('UID:schedule-11@routier.test');
    expect(text).toContain('DTSTART:20250304T140000Z'); // 08:00 CST
    expect(text).toContain('DTEND:20250304T230000Z');
    expect(text).toContain('DTSTART:20250306T040000Z'); // 22:00 CST on the 5th
    expect(text).toContain('DTEND:20250306T120000Z'); // 06:00 on the 6th
    expect(text).toContain('SUMMARY:Shift 08:00-17:00 (Van 2)');
    expect(text).toContain('America/Chicago time.');
  });

  it('escapes text, marks cancelled shifts and folds long lines without splitting characters', () => {
    const ics = calendarFeed({
      driverName: 'Zoë; Driver, Jr.',
      timeZone: 'UTC',
      host: 'h',
      shifts: [shift({ status: 'cancelled', notes: `Gate code 12,34; ring twice\n${'é'.repeat(80)}` })],
    });
    const text = unfold(ics);
    expect(text).toContain('X-WR-CALNAME:Zoë\\; Driver\\, Jr. - shifts');
    expect(text).toContain('Gate code 12\\,34\\; ring twice\\n');
    expect(text).toContain('STATUS:CANCELLED');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).toContain('é'.repeat(80));
  });
});
