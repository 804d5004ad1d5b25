/**
 * `routier optimize`: local solving of stop files, the output formats, geocoding through a configured
 * server, and the CSV output re-imported with `routier routes import` (against a real test server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseRoutesCsv, type CsvUploadResult } from '@routier/sdk';
import { createTestServer, type TestServer } from '@routier/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalPlan } from '../local/plan.js';
import { cli, loggedInEnv, tempDir, userEnv } from '../test-support/cli-harness.js';
import { stopsCsv } from '../test-support/random-stops.js';

const generous = { max: 1000, windowMs: 60_000 };
let server: TestServer;
let env: Record<string, string | undefined>;
const dir = tempDir('routier-optimize-');

beforeAll(async () => {
  server = await createTestServer({
    limits: { signInPerIp: generous, signInPerAccount: generous, general: generous },
  });
  env = await loggedInEnv(server.url, 'optimize');
});

afterAll(async () => {
  await server?.close();
});

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

describe('routier optimize (local engine)', () => {
  it('optimises 500 stops within its time limit, offline, and the CSV re-imports with routier routes import', async () => {
    const stops = write('stops-500.csv', stopsCsv(500, 7));
    const fleet = write(
      'fleet.csv',
      'name,type,capacity,maxStops\nVan A,cargo_van,5000,150\nVan B,cargo_van,5000,150\nTruck C,standard_truck,8000,150\nTruck D,standard_truck,8000,150\n',
    );
    const out = path.join(dir, 'plan.csv');
    const started = performance.now();
    // No server configured: the stops carry coordinates, so nothing is geocoded.
    const r = await cli(
      [
        'optimize',
        stops,
        '--vehicles',
        fleet,
        '--depot',
        '30.2672,-97.7431',
        '--time-limit',
        '5',
        '--date',
        '2025-03-10',
        '-o',
        out,
        '--json',
      ],
      {
        env: userEnv(),
      },
    );
    const wallMs = performance.now() - started;
    expect(r.code, r.stderr).toBe(0);
    const plan = JSON.parse(r.stdout) as LocalPlan;
    // The engine stops at its time limit (checked between iterations); the whole command (worker start,
    // parsing, output) adds seconds on a loaded 2-core CI machine.
    expect(plan.solver.runtimeMs, 'engine runtime').toBeLessThanOrEqual(5000 + 1000);
    expect(wallMs, 'wall time of the command').toBeLessThan(5000 + 40_000);
    expect(plan.totals).toMatchObject({ stops: 500, assigned: 500, unassigned: 0 });
    const visited = plan.routes.flatMap((route) => route.stops.map((s) => s.index)).sort((a, b) => a - b);
    expect(visited).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    for (const route of plan.routes) expect(route.stops.length).toBeLessThanOrEqual(150);
    // The totals go to stderr.
    expect(r.stderr).toMatch(/500 of 500 stops on \d routes: [\d.]+ km/);

    const csv = fs.readFileSync(out, 'utf8');
    const parsed = parseRoutesCsv(csv);
    expect(parsed.ok).toBe(true);
    const imported = await cli(['routes', 'import', out, '--json'], { env });
    expect(imported.code, imported.stderr).toBe(0);
    const result = JSON.parse(imported.stdout) as CsvUploadResult;
    expect(result.routesCreated).toBe(plan.routes.length);
    expect(result.routes.map((x) => x.destinationCount)).toEqual(plan.routes.map((x) => x.stops.length));
    expect(result.routes.every((x) => x.scheduledDate === '2025-03-10')).toBe(true);
    expect(result.routes.map((x) => x.name)).toEqual(
      plan.routes.map((x) => `Route 2025-03-10 - ${x.vehicle}`),
    );
  });

  it('writes JSON and GeoJSON, reads a JSON stops file, and pipes into routes import', async () => {
    const doc = {
      depot: { address: 'Depot', lat: 30.2672, lng: -97.7431 },
      stops: [
        {
          id: 'a',
          name: 'Acme',
          lat: 30.3,
          lng: -97.7,
          demand: 10,
          timeWindow: '09:00-12:00',
          priority: 'urgent',
        },
        { id: 'b', lat: 30.25, lng: -97.8, serviceTime: 10 },
        { id: 'c', address: '30.2,-97.75' },
      ],
      vehicles: [{ name: 'Van', type: 'cargo_van', shiftStart: '08:30' }],
    };
    const file = write('stops.json', JSON.stringify(doc));
    const json = await cli(['optimize', file, '--iterations', '200'], { env: userEnv() });
    expect(json.code, json.stderr).toBe(0);
    expect(json.stdout.startsWith('Route Name,')).toBe(true);

    const asJson = await cli(['optimize', file, '--iterations', '200', '--json'], { env: userEnv() });
    const plan = JSON.parse(asJson.stdout) as LocalPlan;
    expect(plan.routes).toHaveLength(1);
    expect(plan.routes[0]).toMatchObject({
      vehicle: 'Van',
      departureClock: expect.stringMatching(/^0[89]:/),
    });
    const acme = plan.routes[0].stops.find((s) => s.id === 'a');
    expect(acme?.arrival).toBeLessThanOrEqual(12 * 60);

    const geo = await cli(['optimize', file, '--iterations', '200', '--format', 'geojson'], {
      env: userEnv(),
    });
    const collection = JSON.parse(geo.stdout) as {
      type: string;
      features: Array<{ geometry: { type: string } }>;
    };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.filter((f) => f.geometry.type === 'LineString')).toHaveLength(1);
    expect(collection.features.filter((f) => f.geometry.type === 'Point')).toHaveLength(4);

    const piped = await cli(['optimize', file, '--iterations', '200', '--quiet', '-o', '-'], {
      env: userEnv(),
    });
    expect(piped.stderr).toBe('');
    const imported = await cli(['routes', 'import', '-', '--json'], { env, stdin: piped.stdout });
    expect(imported.code, imported.stderr).toBe(0);
    expect((JSON.parse(imported.stdout) as CsvUploadResult).routes[0].destinationCount).toBe(3);
  });

  it('names the stops that need coordinates when no server is configured (exit 2)', async () => {
    const file = write(
      'addresses.csv',
      'name,address\nA,"Round Rock, TX"\nB,"30.3,-97.7"\nC,"Georgetown, TX"\n',
    );
    const r = await cli(['optimize', file, '--depot', '30.2672,-97.7431'], { env: userEnv() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('2 places need coordinates');
    expect(r.stderr).toContain('row 2: Round Rock, TX');
    expect(r.stderr).toContain('row 4: Georgetown, TX');
    expect(r.stderr).not.toContain('row 3');
  });

  it('geocodes addresses through the configured server', async () => {
    const file = write(
      'cities.csv',
      'name,address\nA,"Round Rock, TX"\nB,"Georgetown, TX"\nC,"Pflugerville, TX"\n',
    );
    const r = await cli(['optimize', file, '--depot', 'Austin, TX', '--iterations', '100', '--json'], {
      env,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('Geocoding 4 addresses');
    const plan = JSON.parse(r.stdout) as LocalPlan;
    expect(plan.routes[0].stops.map((s) => s.address).sort()).toEqual([
      'Georgetown, TX',
      'Pflugerville, TX',
      'Round Rock, TX',
    ]);
    expect(plan.routes[0].start.lat).toBeCloseTo(30.27, 1);
  });

  it('reports invalid rows all at once (exit 2)', async () => {
    const file = write(
      'bad.csv',
      'name,lat,lng,demand,timeWindow,priority\nA,30.3,,5,,\nB,30.3,-97.7,-4,,\nC,30.3,-97.7,1,12:00-09:00,\nD,30.3,-97.7,1,,asap\n',
    );
    const r = await cli(['optimize', file, '--depot', '30.2672,-97.7431'], { env: userEnv() });
    expect(r.code).toBe(2);
    for (const line of [
      'row 2: give both lat and lng',
      'row 3: demand must be a number of 0 or more',
      'row 4: the time window ends before it starts',
      'row 5: priority must be one of',
    ])
      expect(r.stderr).toContain(line);
  });

  it('names each stop left out with its reason and the smallest verified fix (exit 6)', async () => {
    // S2 is ~25 km out; its window closes at 08:05, before any vehicle can get there from an 08:00 start.
    const file = write(
      'late.csv',
      'id,lat,lng,windowStart,windowEnd\nS1,30.28,-97.74,08:00,17:00\nS2,30.49,-97.74,08:00,08:05\n',
    );
    const r = await cli(['optimize', file, '--depot', '30.2672,-97.7431', '--time-limit', '1', '--json'], {
      env: userEnv(),
    });
    expect(r.code, r.stderr).toBe(6);
    const plan = JSON.parse(r.stdout) as LocalPlan;
    expect(plan.unassigned).toEqual([
      expect.objectContaining({
        id: 'S2',
        reason: 'TIME_WINDOW_UNREACHABLE',
        fix: expect.objectContaining({ kind: 'widen_time_window', verified: true }),
      }),
    ]);
    expect(r.stderr).toMatch(/fix: Widening the time window of Stop '.*' by \d+ min would let it in/);
  });

  it('needs a depot when no vehicle has a start', async () => {
    const file = write('nodepot.csv', 'lat,lng\n30.3,-97.7\n');
    const r = await cli(['optimize', file], { env: userEnv() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--depot');
  });
});
