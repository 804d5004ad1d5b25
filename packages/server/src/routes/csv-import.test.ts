import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/index.js';
import { planningTestServer, signedIn } from '../test-support/planning-server.js';

interface CsvResult {
  dryRun: boolean;
  routesCreated: number;
  routes: Array<{
    id: number | null;
    row: number;
    name: string;
    scheduledDate: string;
    destinationCount: number;
  }>;
}
interface ErrorBody {
  code: string;
  message: string;
  details?: Array<{ row?: number; column?: string; message: string; code?: string }>;
}
interface RouteBody {
  id: number;
  name: string;
  status: string;
  scheduledDate: string;
  startLocation: string;
  destinations: Array<{ address: string; lat: number | null; geocode: { approximate: boolean } | null }>;
  totalCost: number | null;
}

const HEADER = 'Route Name,Start Location,Destination 1,Destination 2\n';
const row = (i: number) => `Route ${i},"30.2672,-97.7431","30.5083,-97.6789","30.6333,-97.6779"\n`;

describe('CSV import', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer({ limits: { general: { max: 1000, windowMs: 60_000 } } });
  });

  it('creates every route of the file, stops located, with status pending and the given date', async () => {
    const client = await signedIn(server);
    const csvData =
      'Route Name,Start Location,Destination 1,Destination 2,Destination 3\n' +
      'North loop,"Austin, TX","Round Rock, TX","Georgetown, TX",\n' +
      '\n' +
      '"South, ""express""","30.2672,-97.7431","San Marcos, TX",,"New Braunfels, TX"\n';
    const response = await client.post<CsvResult>('/api/routes/upload-csv', {
      csvData,
      scheduledDate: '2025-03-05',
    });
    expect(response.status).toBe(201);
    expect(response.body.dryRun).toBe(false);
    expect(response.body.routesCreated).toBe(2);
    expect(response.body.routes.map((r) => [r.row, r.name, r.destinationCount, r.scheduledDate])).toEqual([
      [2, 'North loop', 2, '2025-03-05'],
      [4, 'South, "express"', 2, '2025-03-05'],
    ]);
    const routes = (await client.get<RouteBody[]>('/api/routes')).body;
    expect(routes.map((r) => r.name)).toEqual(['South, "express"', 'North loop']);
    const north = routes[1];
    expect(north).toMatchObject({
      status: 'pending',
      startLocation: 'Austin, TX',
      scheduledDate: '2025-03-05',
    });
    expect(north.destinations.map((d) => d.address)).toEqual(['Round Rock, TX', 'Georgetown, TX']);
    expect(north.destinations.every((d) => d.lat !== null && d.geocode?.approximate === true)).toBe(true);
    expect(response.body.routes.map((r) => r.id).sort()).toEqual(routes.map((r) => r.id).sort());
  });

  it("reads the bulk export's format: BOM, ';' delimiter, joined destinations, status and figures", async () => {
    const client = await signedIn(server);
    const csvData =
      '\uFEFFRoute Name;Scheduled Date;Status;Start Location;Destinations;Total Distance (km);Total Cost ($);Estimated Time (min)\r\n' +
      'Tue;2025-03-04;Scheduled;"Austin; TX";"Round Rock, TX; Georgetown, TX";64.256;96.305;58\r\n';
    const response = await client.post<CsvResult>('/api/routes/upload-csv', { csvData });
    expect(response.status).toBe(201);
    const [route] = (await client.get<Array<RouteBody & Record<string, unknown>>>('/api/routes')).body;
    expect(route).toMatchObject({
      name: 'Tue',
      status: 'planned',
      scheduledDate: '2025-03-04',
      startLocation: 'Austin; TX',
      totalDistance: 64.26,
      totalCost: 96.31,
      estimatedTime: 58,
    });
    expect(route.destinations.map((d) => d.address)).toEqual(['Round Rock, TX', 'Georgetown, TX']);
  });

  it('checks everything on a dry run and writes nothing', async () => {
    const client = await signedIn(server);
    const response = await client.post<CsvResult>('/api/routes/upload-csv?dryRun=true', {
      csvData: HEADER + row(1) + row(2),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ dryRun: true, routesCreated: 0 });
    expect(response.body.routes.map((r) => r.id)).toEqual([null, null]);
    expect((await client.get<RouteBody[]>('/api/routes')).body).toEqual([]);
    const bad = await client.post<ErrorBody>('/api/routes/upload-csv?dryRun=true', {
      csvData: HEADER + row(1) + 'No start,,"Round Rock, TX"\n',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('CSV_INVALID');
  });

  it('writes nothing when the last row is bad, answering its 1-based row number and the reason', async () => {
    const client = await signedIn(server);
    const rows = Array.from({ length: 50 }, (_, i) => row(i)).join('');
    const unparsable = await client.post<ErrorBody>('/api/routes/upload-csv', {
      csvData: HEADER + rows + 'Last,"Austin, TX",,\n',
    });
    expect(unparsable.status).toBe(400);
    expect(unparsable.body.code).toBe('CSV_INVALID');
    expect(unparsable.body.details).toEqual([
      expect.objectContaining({ row: 52, message: 'At least one destination is required' }),
    ]);
    expect(unparsable.body.message).toBe('Row 52: At least one destination is required');

    const unknownPlace = await client.post<ErrorBody>('/api/routes/upload-csv', {
      csvData: HEADER + rows + 'Last,"Austin, TX","Round Rock, TX",Qwxzzy Nowhereville\n',
    });
    expect(unknownPlace.status).toBe(400);
    expect(unknownPlace.body.code).toBe('CSV_INVALID');
    expect(unknownPlace.body.details).toEqual([
      expect.objectContaining({
        row: 52,
        code: 'GEOCODE_FAILED',
        message: expect.stringMatching(/^Stop 2 \("Qwxzzy Nowhereville"\) could not be located/),
      }),
    ]);
    const count = await server.knex('routes').where({ user_id: client.userId }).count({ n: '*' }).first();
    expect(Number(count?.n)).toBe(0);
  });

  it('rolls the whole import back when the database refuses a row late in the file', async () => {
    const client = await signedIn(server);
    // A check only this test trips: the second INSERT chunk (rows 501+) fails inside the transaction.
    await server.knex.raw(`alter table routes add constraint csv_test_no_boom check (name <> 'boom')`);
    try {
      const rows = Array.from({ length: 600 }, (_, i) => row(i)).join('');
      const response = await client.post<ErrorBody>('/api/routes/upload-csv', {
        csvData: HEADER + rows + 'boom,"Austin, TX","Round Rock, TX"\n',
      });
      expect(response.status).toBe(500);
      const count = await server.knex('routes').where({ user_id: client.userId }).count({ n: '*' }).first();
      expect(Number(count?.n)).toBe(0);
    } finally {
      await server.knex.raw('alter table routes drop constraint csv_test_no_boom');
    }
  });

  it('refuses more than 10,000 rows and more than 200 stops in a route with CSV_LIMIT_EXCEEDED', async () => {
    const client = await signedIn(server);
    const many = HEADER + 'R,A,B\n'.repeat(10_001);
    const rows = await client.post<ErrorBody>('/api/routes/upload-csv', { csvData: many });
    expect(rows.status).toBe(400);
    expect(rows.body.code).toBe('CSV_LIMIT_EXCEEDED');
    expect(rows.body.message).toBe('The file has 10,001 routes; the limit is 10,000');

    const stops = Array.from({ length: 201 }, (_, i) => `Stop ${i}`).join(';');
    const wide = await client.post<ErrorBody>('/api/routes/upload-csv', {
      csvData: `Route Name,Start Location,Destinations\nWide,Austin,"${stops}"\n`,
    });
    expect(wide.status).toBe(400);
    expect(wide.body.code).toBe('CSV_LIMIT_EXCEEDED');
    expect(wide.body.details).toEqual([
      expect.objectContaining({ row: 2, message: 'The route has 201 destinations; the limit is 200' }),
    ]);
    const count = await server.knex('routes').where({ user_id: client.userId }).count({ n: '*' }).first();
    expect(Number(count?.n)).toBe(0);
  });

  it('answers 413 for a file over 5 MB, counted in bytes', async () => {
    const client = await signedIn(server);
    // 2.7 million two-byte characters: under the 5,242,880-character maxLength, over 5 MB of UTF-8.
    const multiByte = HEADER + `X,Austin,"${'é'.repeat(2_700_000)}"\n`;
    const response = await client.post<ErrorBody>('/api/routes/upload-csv', { csvData: multiByte });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The CSV file is larger than 5 MB',
    });
    const huge = await client.post<ErrorBody>('/api/routes/upload-csv', { csvData: 'x'.repeat(6_500_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('imports once per Idempotency-Key', async () => {
    const client = await signedIn(server);
    const headers = { 'Idempotency-Key': `csv-${Date.now()}` };
    const body = { csvData: HEADER + row(1) };
    const first = await client.post<CsvResult>('/api/routes/upload-csv', body, { headers });
    const again = await client.post<CsvResult>('/api/routes/upload-csv', body, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await client.get<RouteBody[]>('/api/routes')).body).toHaveLength(1);
  });

  it("refuses an empty file with the form's message", async () => {
    const client = await signedIn(server);
    const response = await client.post<ErrorBody>('/api/routes/upload-csv', { csvData: '' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The CSV file is empty');
  });
});
