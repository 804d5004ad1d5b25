import type {
  BatchOptimizeResponse,
  BasicOptimizeResponse,
  CsvUploadResult,
  ErrorDetail,
  Route,
  Vehicle,
} from '@routier/contract';
import { parseRoutesCsv, routesToStopRowsCsv } from '@routier/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../test-support/index.js';
import { planningTestServer, signedIn } from '../test-support/planning-server.js';

interface ErrorBody {
  code: string;
  message: string;
  details: ErrorDetail[];
}

const AUSTIN = '30.2672,-97.7431';
const HEADER =
  'route_name,start_location,scheduled_date,address,name,priority,demand,service_time,time_window_start,time_window_end,special_requirements,vehicle\n';

/** Issue 15: stop constraints travel from a file to the plan, and back out. */
describe('CSV import: the stop-per-row layout, duplicates, export round trip (over HTTP)', () => {
  let server: TestServer;
  let client: TestClient;
  let van: Vehicle;

  beforeAll(async () => {
    server = await planningTestServer({ limits: { general: { max: 1000, windowMs: 60_000 } } });
    client = await signedIn(server);
    van = (
      await client.post<Vehicle>('/api/vehicles', {
        name: 'Van 7',
        type: 'cargo_van',
        capacity: 500,
        costPerKm: 1,
        specialFeatures: ['refrigerated'],
      })
    ).body;
  });

  const upload = (csvData: string, extra: Record<string, unknown> = {}, dryRun = false) =>
    client.post<CsvUploadResult & ErrorBody>(`/api/routes/upload-csv${dryRun ? '?dryRun=true' : ''}`, {
      csvData,
      ...extra,
    });

  it('imports a stop per row with windows, service, demand and the vehicle by name; batch follows the windows', async () => {
    const file =
      HEADER +
      // By distance San Marcos (south) would not come first; its window says it must.
      `Windows,"${AUSTIN}",2026-12-01,"30.5083,-97.6789",Round Rock,high,10,20,12:00,13:00,refrigerated,van 7\n` +
      `Windows,,,"29.8833,-97.9414",San Marcos,,5,,08:00,11:00,,\n` +
      `Windows,,,"30.6333,-97.6775",Georgetown,,,,840,900,,\n`;
    const created = await upload(file);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      routesCreated: 1,
      routes: [{ action: 'created', destinationCount: 3 }],
    });
    const id = created.body.routes[0].id!;
    const route = (await client.get<Route>(`/api/routes/${id}`)).body;
    expect(route.vehicleId).toBe(van.id);
    expect(route.destinations[0]).toMatchObject({
      name: 'Round Rock',
      priority: 'high',
      demand: 10,
      serviceTime: 20,
      timeWindow: { start: 720, end: 780 },
      specialRequirements: ['refrigerated'],
    });
    const batch = await client.post<BatchOptimizeResponse>('/api/routes/batch-optimize', { routeIds: [id] });
    expect(batch.body.results[0]).toMatchObject({ routeId: id, unassigned: [] });
    const plan = (await client.get<Route>(`/api/routes/${id}`)).body
      .optimizedRoute as unknown as BasicOptimizeResponse;
    expect(plan.optimizedRoute.sequence).toEqual([2, 1, 3]);
  });

  it("leaves out a stop whose requirement the route's vehicle lacks, saying which", async () => {
    const file =
      HEADER +
      `Skills,"${AUSTIN}",2026-12-01,"30.5083,-97.6789",,,,,,,hazmat_certified,Van 7
`;
    const id = (await upload(file)).body.routes[0].id!;
    const batch = await client.post<BatchOptimizeResponse>('/api/routes/batch-optimize', { routeIds: [id] });
    expect(batch.body.results[0].unassigned).toEqual([
      expect.objectContaining({ index: 1, code: expect.any(String) }),
    ]);
  });

  it('refuses a vehicle name that is no vehicle of the user, by row', async () => {
    const response = await upload(HEADER + `Ghost,"${AUSTIN}",2026-12-01,"30.5083,-97.6789",,,,,,,,Van 99\n`);
    expect(response.status).toBe(400);
    expect(response.body.details[0]).toMatchObject({
      row: 2,
      column: 'vehicle',
      message: expect.stringMatching(/Van 99/),
    });
  });

  it('refuses an unknown column by name and writes nothing', async () => {
    const before = (await client.get<Route[]>('/api/routes')).body.length;
    const response = await upload(
      `Route Name,Start Location,Destination 1,colour\nPainted,"${AUSTIN}","30.5083,-97.6789",blue\n`,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'CSV_INVALID', details: [{ row: 1, column: 'colour' }] });
    expect((await client.get<Route[]>('/api/routes')).body.length).toBe(before);
  });

  it('refuses to import the same routes twice by default, and skips, replaces or adds them when told', async () => {
    const file = `Route Name,Start Location,Scheduled Date,Destination 1\nTwice,"${AUSTIN}",2026-12-02,"30.5083,-97.6789"\n`;
    const first = await upload(file);
    expect(first.status).toBe(201);
    const again = await upload(file);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      details: [{ row: 2, message: expect.stringMatching(/Twice/) }],
    });
    const skipped = await upload(file, { onConflict: 'skip' });
    expect(skipped.body).toMatchObject({
      routesCreated: 0,
      routesSkipped: 1,
      routes: [{ action: 'skipped', id: first.body.routes[0].id }],
    });
    const changed = file.replace('"30.5083,-97.6789"', '"30.6333,-97.6775"');
    const replaced = await upload(changed, { onConflict: 'replace' });
    expect(replaced.body).toMatchObject({
      routesReplaced: 1,
      routes: [{ action: 'replaced', id: first.body.routes[0].id }],
    });
    const stored = (await client.get<Route>(`/api/routes/${first.body.routes[0].id}`)).body;
    expect(stored.destinations[0].lat).toBeCloseTo(30.6333, 3);
    const added = await upload(file, { onConflict: 'new' });
    expect(added.body).toMatchObject({ routesCreated: 1, routes: [{ action: 'created' }] });
    const twice = (await client.get<Route[]>('/api/routes')).body.filter((r) => r.name === 'Twice');
    expect(twice).toHaveLength(2);
  });

  it('round-trips: the stop-per-row export of stored routes imports back as the same routes', async () => {
    const file =
      HEADER +
      `Round trip,"${AUSTIN}",2026-12-03,"30.5083,-97.6789",Acme,urgent,7.5,25,09:15,10:00,fragile_handling;hazmat_certified,Van 7\n` +
      `Round trip,,,"30.6333,-97.6775",,low,0,15,,,,\n`;
    const created = await upload(file);
    const id = created.body.routes[0].id!;
    const stored = (await client.get<Route>(`/api/routes/${id}`)).body;
    const exported = routesToStopRowsCsv([{ ...stored, vehicleName: van.name }]);
    const original = parseRoutesCsv(file);
    const back = parseRoutesCsv(exported);
    if (!original.ok || !back.ok) throw new Error('unreadable');
    const strip = (r: (typeof back.routes)[number]) => ({
      ...r,
      row: 0,
      vehicle: r.vehicle?.toLowerCase(),
      destinations: r.destinations.map(({ row: _row, lat: _lat, lng: _lng, ...stop }) => stop),
    });
    expect(strip(back.routes[0])).toEqual(strip(original.routes[0]));
    // And the server takes the export as an import (a new copy of the route).
    const reimported = await upload(exported, { onConflict: 'new' });
    expect(reimported.status).toBe(201);
  });
});
