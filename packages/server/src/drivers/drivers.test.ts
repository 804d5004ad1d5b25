import { beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '@routier/contract';
import type { TestServer } from '../test-support/index.js';
import { planningTestServer, signedIn } from '../test-support/planning-server.js';

interface ErrorBody {
  code: string;
  message: string;
  details?: Array<{ field?: string; message: string; code?: string; value?: unknown }>;
}

const maria = { name: 'Maria Lopez', licenseNumber: 'TX-12345678' };

describe('drivers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('creates a driver with the spec defaults and a calendar address', async () => {
    const client = await signedIn(server);
    const created = await client.post<Driver>('/api/drivers', {
      ...maria,
      name: '  Maria Lopez ',
      email: null,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Maria Lopez',
      licenseNumber: 'TX-12345678',
      licenseType: 'regular',
      maxWorkHours: 8,
      isActive: true,
      email: null,
    });
    expect(created.body.calendarUrl).toMatch(
      new RegExp(`^/api/drivers/${created.body.id}/calendar\\.ics\\?key=[A-Za-z0-9_-]{43}$`),
    );
  });

  it('refuses a missing name or licence, a bad e-mail, hours outside 1-12 and an unknown licence type, by name', async () => {
    const client = await signedIn(server);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ licenseNumber: 'X' }, 'name', 'Driver name is required'],
      [{ name: '   ', licenseNumber: 'X' }, 'name', 'Driver name is required'],
      [{ name: 'A' }, 'licenseNumber', 'License number is required'],
      [{ ...maria, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ ...maria, maxWorkHours: 13 }, 'maxWorkHours', 'Max work hours must be between 1 and 12'],
      [{ ...maria, maxWorkHours: 0 }, 'maxWorkHours', 'Max work hours must be between 1 and 12'],
      [{ ...maria, licenseType: 'pilot' }, 'licenseType', ''],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post<ErrorBody>('/api/drivers', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      const detail = response.body.details?.find((d) => d.field === field);
      expect(detail, field).toBeDefined();
      if (message) expect(detail?.message).toBe(message);
    }
    expect((await client.get<Driver[]>('/api/drivers')).body).toEqual([]);
  });

  it("keeps drivers per user: another user's driver answers 404 everywhere", async () => {
    const owner = await signedIn(server);
    const other = await signedIn(server);
    const { body: driver } = await owner.post<Driver>('/api/drivers', maria);
    expect((await other.get<Driver[]>('/api/drivers')).body).toEqual([]);
    for (const response of [
      await other.get<ErrorBody>(`/api/drivers/${driver.id}`),
      await other.put<ErrorBody>(`/api/drivers/${driver.id}`, { isActive: false }),
      await other.delete<ErrorBody>(`/api/drivers/${driver.id}`),
      await other.post<ErrorBody>(`/api/drivers/${driver.id}/calendar-key`),
      await other.get<ErrorBody>(`/api/drivers/${driver.id}/calendar.ics`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('DRIVER_NOT_FOUND');
    }
    expect((await owner.get<Driver>(`/api/drivers/${driver.id}`)).body.isActive).toBe(true);
  });

  it('updates the fields present, filters by active, and lists newest first with a total', async () => {
    const client = await signedIn(server);
    const a = (await client.post<Driver>('/api/drivers', { ...maria, name: 'A' })).body;
    const b = (await client.post<Driver>('/api/drivers', { ...maria, name: 'B' })).body;
    const updated = await client.put<Driver>(`/api/drivers/${a.id}`, { isActive: false, maxWorkHours: 10 });
    expect(updated.body).toMatchObject({ name: 'A', isActive: false, maxWorkHours: 10 });
    const all = await client.get<Driver[]>('/api/drivers');
    expect(all.body.map((d) => d.name)).toEqual(['B', 'A']);
    expect(all.headers.get('x-total-count')).toBe('2');
    expect((await client.get<Driver[]>('/api/drivers?isActive=true')).body.map((d) => d.id)).toEqual([b.id]);
  });

  it('imports drivers all or none, naming the bad row', async () => {
    const client = await signedIn(server);
    const bad = await client.post<ErrorBody>('/api/drivers/import', {
      drivers: [maria, { name: 'No licence' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0].field).toBe('drivers.1.licenseNumber');
    expect((await client.get<Driver[]>('/api/drivers')).body).toEqual([]);
    const good = await client.post<Driver[]>('/api/drivers/import', {
      drivers: [
        maria,
        { name: 'Sam Ortiz', licenseNumber: 'TX-2', licenseType: 'heavy_duty', maxWorkHours: 10 },
      ],
    });
    expect(good.status).toBe(201);
    expect(good.body.map((d) => d.name)).toEqual(['Maria Lopez', 'Sam Ortiz']);
  });

  it('gives a new calendar address; the old one stops working', async () => {
    const client = await signedIn(server);
    const { body: driver } = await client.post<Driver>('/api/drivers', maria);
    const anonymous = server.client();
    expect((await anonymous.get(driver.calendarUrl)).status).toBe(200);
    const rotated = await client.post<Driver>(`/api/drivers/${driver.id}/calendar-key`);
    expect(rotated.body.calendarUrl).not.toBe(driver.calendarUrl);
    expect((await anonymous.get<ErrorBody>(driver.calendarUrl)).status).toBe(401);
    expect((await anonymous.get(rotated.body.calendarUrl)).status).toBe(200);
  });
});
