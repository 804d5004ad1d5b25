import { beforeAll, describe, expect, it } from 'vitest';
import type { DailySchedule, Driver, Route, ScheduleGenerateResult, ShiftTemplate } from '@routier/contract';
import type { TestClient, TestServer } from '../test-support/index.js';
import { addVehicle, planningTestServer, signedIn } from '../test-support/planning-server.js';

interface ErrorBody {
  code: string;
  message: string;
  details?: Array<{ field?: string; message: string; code?: string; value?: unknown }>;
}

const addDriver = async (client: TestClient, body: Record<string, unknown> = {}) =>
  (await client.post<Driver>('/api/drivers', { name: 'Maria Lopez', licenseNumber: 'TX-1', ...body })).body;

const addTemplate = async (client: TestClient, body: Record<string, unknown> = {}) =>
  (await client.post<ShiftTemplate>('/api/shift-templates', { name: 'Day shift', ...body })).body;

// 2030-03-04 is a Monday.
const MONDAY = '2030-03-04';
const SUNDAY = '2030-03-10';

describe('shift templates', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('takes the spec defaults and shows clocks and worked hours', async () => {
    const client = await signedIn(server);
    const created = await client.post<ShiftTemplate>('/api/shift-templates', { name: 'Day shift' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      startTime: 480,
      endTime: 1020,
      startClock: '08:00',
      endClock: '17:00',
      daysOfWeek: [1, 2, 3, 4, 5],
      breakDuration: 30,
      color: '#3B82F6',
      overnight: false,
      totalHours: 8.5,
    });
  });

  it('refuses an end before the start unless overnight, and a missing name', async () => {
    const client = await signedIn(server);
    const backwards = await client.post<ErrorBody>('/api/shift-templates', {
      name: 'N',
      startTime: 1320,
      endTime: 360,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.details?.[0].field).toBe('endTime');
    const night = await client.post<ShiftTemplate>('/api/shift-templates', {
      name: 'Night',
      startTime: 1320,
      endTime: 360,
      overnight: true,
    });
    expect(night.status).toBe(201);
    expect(night.body.totalHours).toBe(7.5);
    const nameless = await client.post<ErrorBody>('/api/shift-templates', { name: ' ' });
    expect(nameless.body.details?.[0].message).toBe('Template name is required');
    const update = await client.put<ErrorBody>(`/api/shift-templates/${night.body.id}`, { overnight: false });
    expect(update.status).toBe(400);
  });

  it('updates, deletes, and hides templates from other users', async () => {
    const client = await signedIn(server);
    const other = await signedIn(server);
    const t = await addTemplate(client);
    expect((await other.put<ErrorBody>(`/api/shift-templates/${t.id}`, { name: 'x' })).body.code).toBe(
      'SHIFT_TEMPLATE_NOT_FOUND',
    );
    const updated = await client.put<ShiftTemplate>(`/api/shift-templates/${t.id}`, {
      endTime: 1080,
      daysOfWeek: [6, 1],
    });
    expect(updated.body).toMatchObject({ endClock: '18:00', daysOfWeek: [1, 6] });
    expect((await client.delete(`/api/shift-templates/${t.id}`)).status).toBe(204);
    expect((await client.get<ShiftTemplate[]>('/api/shift-templates')).body).toEqual([]);
  });
});

describe('daily schedules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('generates one week on the five weekdays only; a second run creates none and reports 5 skipped', async () => {
    const client = await signedIn(server);
    const driver = await addDriver(client);
    const template = await addTemplate(client);
    const body = { templateId: template.id, driverId: driver.id, startDate: MONDAY, endDate: SUNDAY };
    const first = await client.post<ScheduleGenerateResult>('/api/schedules/generate', body);
    expect(first.status).toBe(201);
    expect(first.body.created).toBe(5);
    expect(first.body.schedules.map((s) => s.scheduleDate)).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
    ]);
    expect(first.body.schedules[0]).toMatchObject({
      driverName: 'Maria Lopez',
      startClock: '08:00',
      endClock: '17:00',
      totalHours: 8.5,
      shiftTemplateId: template.id,
      status: 'scheduled',
    });
    // 8.5 worked hours against the default 8: kept, and flagged.
    expect(first.body.schedules[0].warnings[0].code).toBe('OVER_MAX_HOURS');
    const second = await client.post<ScheduleGenerateResult>('/api/schedules/generate', body);
    expect(second.body.created).toBe(0);
    expect(second.body.skipped).toHaveLength(5);
    expect(second.body.skipped[0]).toEqual({
      date: MONDAY,
      reason: expect.stringContaining('Maria Lopez already has a shift on 2030-03-04'),
    });
    const listed = await client.get<DailySchedule[]>(`/api/schedules?dateFrom=${MONDAY}&dateTo=${SUNDAY}`);
    expect(listed.body).toHaveLength(5);
  });

  it('generates unassigned shifts once, and refuses a backwards or too long range', async () => {
    const client = await signedIn(server);
    const template = await addTemplate(client, { daysOfWeek: [6, 7] });
    const body = { templateId: template.id, startDate: MONDAY, endDate: SUNDAY };
    const first = await client.post<ScheduleGenerateResult>('/api/schedules/generate', body);
    expect(first.body.schedules.map((s) => [s.scheduleDate, s.driverId])).toEqual([
      ['2030-03-09', null],
      ['2030-03-10', null],
    ]);
    expect((await client.post<ScheduleGenerateResult>('/api/schedules/generate', body)).body.created).toBe(0);
    const backwards = await client.post<ErrorBody>('/api/schedules/generate', {
      ...body,
      endDate: '2030-03-01',
    });
    expect(backwards.status).toBe(400);
    const long = await client.post<ErrorBody>('/api/schedules/generate', { ...body, endDate: '2030-12-31' });
    expect(long.status).toBe(400);
  });

  it('lists by one date, by a range and by driver, in calendar order', async () => {
    const client = await signedIn(server);
    const a = await addDriver(client, { name: 'A' });
    const b = await addDriver(client, { name: 'B' });
    for (const [driverId, date, start, end] of [
      [a.id, '2030-03-05', 600, 900],
      [b.id, '2030-03-05', 480, 900],
      [a.id, '2030-03-04', 480, 900],
      [b.id, '2030-03-07', 480, 900],
    ] as const) {
      const r = await client.post('/api/schedules', {
        driverId,
        scheduleDate: date,
        startTime: start,
        endTime: end,
      });
      expect(r.status).toBe(201);
    }
    const day = await client.get<DailySchedule[]>('/api/schedules?date=2030-03-05');
    expect(day.body.map((s) => s.driverName)).toEqual(['B', 'A']);
    const range = await client.get<DailySchedule[]>('/api/schedules?dateFrom=2030-03-04&dateTo=2030-03-06');
    expect(range.body.map((s) => s.scheduleDate)).toEqual(['2030-03-04', '2030-03-05', '2030-03-05']);
    expect(range.headers.get('x-total-count')).toBe('3');
    const mine = await client.get<DailySchedule[]>(`/api/schedules?driverId=${b.id}`);
    expect(mine.body.map((s) => s.scheduleDate)).toEqual(['2030-03-05', '2030-03-07']);
  });

  it('refuses overlapping shifts of one driver or one vehicle with 409, including across midnight', async () => {
    const client = await signedIn(server);
    const a = await addDriver(client, { name: 'A' });
    const b = await addDriver(client, { name: 'B' });
    const van = await addVehicle(client, { name: 'Van 7' });
    const first = await client.post<DailySchedule>('/api/schedules', {
      driverId: a.id,
      vehicleId: van.id,
      scheduleDate: MONDAY,
      startTime: 1320,
      endTime: 360,
      overnight: true,
      breakTime: 0,
    });
    expect(first.status).toBe(201);
    const sameDriver = await client.post<ErrorBody>('/api/schedules', {
      driverId: a.id,
      scheduleDate: '2030-03-05',
      startTime: 300,
      endTime: 600,
    });
    expect(sameDriver.status).toBe(409);
    expect(sameDriver.body.code).toBe('SCHEDULE_CONFLICT');
    expect(sameDriver.body.details?.[0]).toMatchObject({ code: 'DRIVER_OVERLAP', value: first.body.id });
    const sameVan = await client.post<ErrorBody>('/api/schedules', {
      driverId: b.id,
      vehicleId: van.id,
      scheduleDate: MONDAY,
      startTime: 1200,
      endTime: 1380,
    });
    expect(sameVan.status).toBe(409);
    expect(sameVan.body.details?.map((d) => d.code)).toEqual(['VEHICLE_OVERLAP']);
    expect(sameVan.body.message).toContain('Van 7');
    // Touching is fine; another day is fine.
    const after = await client.post('/api/schedules', {
      driverId: a.id,
      scheduleDate: '2030-03-05',
      startTime: 360,
      endTime: 600,
      breakTime: 0,
    });
    expect(after.status).toBe(201);
    // A cancelled shift frees its time.
    await client.put(`/api/schedules/${first.body.id}`, { status: 'cancelled' });
    const again = await client.post('/api/schedules', {
      driverId: b.id,
      vehicleId: van.id,
      scheduleDate: MONDAY,
      startTime: 1200,
      endTime: 1380,
    });
    expect(again.status).toBe(201);
  });

  it('flags a shift longer than the driver limit, refuses inactive drivers and vehicles and bad times', async () => {
    const client = await signedIn(server);
    const driver = await addDriver(client, { maxWorkHours: 6 });
    const long = await client.post<DailySchedule>('/api/schedules', {
      driverId: driver.id,
      scheduleDate: MONDAY,
      startTime: 360,
      endTime: 1260,
      breakTime: 60,
    });
    expect(long.status).toBe(201);
    expect(long.body.totalHours).toBe(14);
    expect(long.body.warnings).toEqual([
      {
        code: 'OVER_MAX_HOURS',
        message: 'Maria Lopez would work 14 h on 2030-03-04; the limit is 6 h a day',
      },
    ]);
    const backwards = await client.post<ErrorBody>('/api/schedules', {
      driverId: driver.id,
      scheduleDate: '2030-03-06',
      startTime: 900,
      endTime: 600,
    });
    expect(backwards.status).toBe(400);
    const idle = await addDriver(client, { name: 'Idle', isActive: false });
    const van = await addVehicle(client, { isActive: false, name: 'Parked' });
    const inactive = await client.post<ErrorBody>('/api/schedules', {
      driverId: idle.id,
      vehicleId: van.id,
      scheduleDate: MONDAY,
    });
    expect(inactive.status).toBe(409);
    expect(inactive.body.details?.map((d) => d.code)).toEqual(['DRIVER_INACTIVE', 'VEHICLE_INACTIVE']);
    const gen = await client.post<ErrorBody>('/api/schedules/generate', {
      templateId: (await addTemplate(client)).id,
      driverId: idle.id,
      startDate: MONDAY,
      endDate: SUNDAY,
    });
    expect(gen.status).toBe(409);
  });

  it("answers 404 for another user's schedule, driver, vehicle or template", async () => {
    const owner = await signedIn(server);
    const other = await signedIn(server);
    const driver = await addDriver(owner);
    const schedule = (
      await owner.post<DailySchedule>('/api/schedules', { driverId: driver.id, scheduleDate: MONDAY })
    ).body;
    expect((await other.put<ErrorBody>(`/api/schedules/${schedule.id}`, { notes: 'x' })).body.code).toBe(
      'SCHEDULE_NOT_FOUND',
    );
    expect((await other.delete<ErrorBody>(`/api/schedules/${schedule.id}`)).status).toBe(404);
    expect((await other.get<DailySchedule[]>('/api/schedules')).body).toEqual([]);
    const theirs = await other.post<ErrorBody>('/api/schedules', {
      driverId: driver.id,
      scheduleDate: MONDAY,
    });
    expect(theirs.body.code).toBe('DRIVER_NOT_FOUND');
    const template = await addTemplate(owner);
    const gen = await other.post<ErrorBody>('/api/schedules/generate', {
      templateId: template.id,
      startDate: MONDAY,
      endDate: SUNDAY,
    });
    expect(gen.body.code).toBe('SHIFT_TEMPLATE_NOT_FOUND');
  });

  it('assigns routes to a shift once, and routes show their driver', async () => {
    const client = await signedIn(server);
    const driver = await addDriver(client);
    const van = await addVehicle(client, { name: 'Van 2' });
    const route = (
      await client.post<Route>('/api/routes', {
        name: 'North loop',
        startLocation: '40.7128, -74.0060',
        destinations: ['40.7306, -73.9352'],
        scheduledDate: MONDAY,
      })
    ).body;
    expect(route.assignment).toBeNull();
    const shift = await client.post<DailySchedule>('/api/schedules', {
      driverId: driver.id,
      vehicleId: van.id,
      scheduleDate: MONDAY,
      assignedRoutes: [route.id],
    });
    expect(shift.body.assignedRoutes).toEqual([route.id]);
    const shown = await client.get<Route>(`/api/routes/${route.id}`);
    expect(shown.body.assignment).toEqual({
      scheduleId: shift.body.id,
      scheduleDate: MONDAY,
      driverId: driver.id,
      driverName: 'Maria Lopez',
      vehicleId: van.id,
      vehicleName: 'Van 2',
    });
    const listed = await client.get<Route[]>('/api/routes');
    expect(listed.body[0].assignment?.driverName).toBe('Maria Lopez');
    const other = await addDriver(client, { name: 'B' });
    const twice = await client.post<ErrorBody>('/api/schedules', {
      driverId: other.id,
      scheduleDate: MONDAY,
      assignedRoutes: [route.id],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.details?.[0]).toMatchObject({ code: 'ROUTE_ASSIGNED', field: 'assignedRoutes.0' });
    const missing = await client.post<ErrorBody>('/api/schedules', {
      driverId: other.id,
      scheduleDate: MONDAY,
      assignedRoutes: [999999],
    });
    expect(missing.body.code).toBe('ROUTE_NOT_FOUND');
  });

  it('deletes a driver with future shifts only with cascade; past shifts stay unassigned', async () => {
    const client = await signedIn(server);
    const driver = await addDriver(client);
    const past = (
      await client.post<DailySchedule>('/api/schedules', { driverId: driver.id, scheduleDate: '2020-01-06' })
    ).body;
    const future = (
      await client.post<DailySchedule>('/api/schedules', { driverId: driver.id, scheduleDate: MONDAY })
    ).body;
    const refused = await client.delete<ErrorBody>(`/api/drivers/${driver.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DRIVER_HAS_SCHEDULES');
    expect(refused.body.details).toEqual([
      {
        field: 'schedules.0',
        code: 'DRIVER_HAS_SCHEDULES',
        message: '2030-03-04 08:00-17:00',
        value: future.id,
      },
    ]);
    expect((await client.delete(`/api/drivers/${driver.id}?cascade=true`)).status).toBe(204);
    const left = await client.get<DailySchedule[]>('/api/schedules');
    expect(left.body.map((s) => [s.id, s.driverId, s.driverName])).toEqual([[past.id, null, null]]);
  });
});

describe('driver calendar feed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it("lists the driver's shifts in the account's time zone, for the key or the owner, and 401 otherwise", async () => {
    const client = await signedIn(server);
    await client.put('/api/user/preferences', { timeZone: 'America/Chicago' });
    const driver = await addDriver(client);
    const other = await addDriver(client, { name: 'Other' });
    const today = new Date().toISOString().slice(0, 10);
    const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await client.post('/api/schedules', { driverId: driver.id, scheduleDate: plusDays(2), notes: 'Gate 4' });
    await client.post('/api/schedules', {
      driverId: driver.id,
      scheduleDate: plusDays(3),
      startTime: 600,
      endTime: 900,
    });
    await client.post('/api/schedules', { driverId: other.id, scheduleDate: plusDays(2) });
    await client.post('/api/schedules', { driverId: driver.id, scheduleDate: plusDays(400) });
    expect(today).toMatch(/^\d{4}/);

    const feed = await server.client().get<string>(driver.calendarUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = feed.body.replace(/\r\n /g, '');
    expect(text).toContain('X-WR-TIMEZONE:America/Chicago');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('SUMMARY:Shift 08:00-17:00');
    expect(text).toContain('SUMMARY:Shift 10:00-15:00');
    expect(text).toContain('Notes: Gate 4');

    expect((await client.get(`/api/drivers/${driver.id}/calendar.ics`)).status).toBe(200);
    const anonymous = await server.client().get<ErrorBody>(`/api/drivers/${driver.id}/calendar.ics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    const wrongKey = await server.client().get<ErrorBody>(`/api/drivers/${other.id}/calendar.ics?key=nope`);
    expect(wrongKey.status).toBe(401);
    const key = new URL(driver.calendarUrl, 'http://x').searchParams.get('key');
    const crossed = await server.client().get<ErrorBody>(`/api/drivers/${other.id}/calendar.ics?key=${key}`);
    expect(crossed.status).toBe(401);
  });

  it('refuses an unknown time zone by name', async () => {
    const client = await signedIn(server);
    const bad = await client.put<ErrorBody>('/api/user/preferences', { timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]).toMatchObject({ field: 'timeZone' });
    expect((await client.get<{ timeZone: string }>('/api/user/preferences')).body.timeZone).toBe('UTC');
  });
});
