/**
 * Planning API benchmark, optimisation half (a script, not a timed test), through the real HTTP stack and the
 * real worker-thread pool, on the embedded database on disk (as `npm start` runs it):
 *
 * - basic optimise of 25 stops with cached geocodes: `--calls` sequential calls, p50/p95/p99 (target p95 ≤ 300 ms).
 *   Geocoding is Nominatim at a closed port behind the database cache, pre-filled with every address: every
 *   geocode must be a cache hit, or the call fails (502) and the benchmark stops.
 * - fleet optimise of 200 stops and 10 vehicles: the synchronous call (its own search budget) and, for quality,
 *   the same problem as a job with `--fleet-job-seconds`, compared.
 *
 *   npm run bench:optimize -w @routier/server -- [--calls 200] [--stops 25] [--fleet-stops 200] [--vehicles 10]
 *                                                [--fleet-job-seconds 30] [--json]
 *
 * Results: docs/benchmarks.md, "Planning API".
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FleetOptimizeResponse, OptimizationJob } from '@routier/sdk';
import { createApp } from '../src/app/create-app.js';
import { loadConfig } from '../src/config/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { KnexGeocodeCacheStore, normalizeAddress } from '../src/geo/index.js';
import { InlineJobRunner } from '../src/jobs/job-runner.js';

const { values: args } = parseArgs({
  options: {
    calls: { type: 'string', default: '200' },
    stops: { type: 'string', default: '25' },
    'fleet-stops': { type: 'string', default: '200' },
    vehicles: { type: 'string', default: '10' },
    'fleet-job-seconds': { type: 'string', default: '30' },
    json: { type: 'boolean', default: false },
  },
});
const CALLS = Number(args.calls);
const STOPS = Number(args.stops);
const FLEET_STOPS = Number(args['fleet-stops']);
const VEHICLES = Number(args.vehicles);
const FLEET_JOB_S = Number(args['fleet-job-seconds']);

/** Seeded points within ~35 km of Austin, TX, each with a street address the cache knows. */
function places(count: number, seed: number) {
  let s = seed;
  const rnd = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  return Array.from({ length: count }, (_, i) => ({
    address: `${100 + i} Benchmark Street ${seed}, Austin, TX`,
    lat: 30.2672 + (rnd() - 0.5) * 0.6,
    lng: -97.7431 + (rnd() - 0.5) * 0.7,
  }));
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const round1 = (x: number) => Math.round(x * 10) / 10;

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-bench-optimize-'));
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pgdata') });
  const runner = new InlineJobRunner();
  let server: http.Server | undefined;
  try {
    await migrate(database.knex);
    const start = { address: 'Congress Avenue Depot, Austin, TX', lat: 30.2672, lng: -97.7431 };
    const basicPlaces = places(STOPS, 7);
    const fleetPlaces = places(FLEET_STOPS, 11);
    const cache = new KnexGeocodeCacheStore(database.knex);
    const expires = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    for (const p of [start, ...basicPlaces, ...fleetPlaces]) {
      await cache.set(
        'nominatim',
        normalizeAddress(p.address),
        { lat: p.lat, lng: p.lng, confidence: 0.9, precision: 'address', displayName: p.address },
        expires,
      );
    }

    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'benchmark-session-secret-0123456789-abcdefgh',
      GEOCODER: 'nominatim',
      // A closed port: a cache miss cannot be answered, so every measured geocode is a cache hit.
      NOMINATIM_URL: 'http://127.0.0.1:9',
    });
    await runner.start();
    const app = createApp({
      config,
      database,
      sessionSecret: config.sessionSecret!,
      jobs: runner,
      limits: { general: { max: 1_000_000, windowMs: 60_000 } },
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    let cookie = '';
    const call = async <T>(
      method: string,
      url: string,
      body?: unknown,
    ): Promise<{ status: number; body: T }> => {
      const response = await fetch(base + url, {
        method,
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const setCookie = response.headers.getSetCookie();
      if (setCookie.length) cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    };
    const expectOk = <T>(r: { status: number; body: T }, what: string) => {
      if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      return r.body;
    };

    expectOk(
      await call('POST', '/api/auth/register', {
        email: 'bench@example.com',
        password: 'Sup3rSecret!',
        firstName: 'Bench',
        lastName: 'Mark',
      }),
      'register',
    );
    const vehicleIds: number[] = [];
    for (let v = 0; v < VEHICLES; v++) {
      const vehicle = expectOk(
        await call<{ id: number }>('POST', '/api/vehicles', {
          name: `Truck ${v + 1}`,
          type: v % 2 ? 'standard_truck' : 'cargo_van',
          capacity: 1500,
          costPerKm: v % 2 ? 1.5 : 1.2,
          maxWorkHours: 10,
        }),
        'vehicle',
      );
      vehicleIds.push(vehicle.id);
    }

    // Basic: 25 stops, the order shuffled per call (the same addresses, so every geocode is cached).
    const basicBody = (i: number) => ({
      startLocation: start.address,
      vehicleType: 'cargo_van',
      priority: 'distance',
      scheduledDate: '2025-03-04',
      destinations: basicPlaces.map((_, k) => basicPlaces[(k * 7 + i) % STOPS].address),
    });
    for (let i = 0; i < 5; i++) expectOk(await call('POST', '/api/routes/optimize', basicBody(i)), 'warm-up');
    const latencies: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now();
      expectOk(await call('POST', '/api/routes/optimize', basicBody(i)), `basic call ${i}`);
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    const basic = {
      calls: CALLS,
      stops: STOPS,
      p50: round1(quantile(latencies, 0.5)),
      p95: round1(quantile(latencies, 0.95)),
      p99: round1(quantile(latencies, 0.99)),
      mean: round1(latencies.reduce((a, b) => a + b, 0) / latencies.length),
      min: round1(latencies[0]),
      max: round1(latencies[latencies.length - 1]),
    };

    // Fleet: 200 stops (5-15 min of service, 20-120 kg), 10 vehicles of 1,500 kg, 10 h, from 08:00.
    const fleetBody = {
      name: 'Benchmark fleet',
      startLocation: start.address,
      destinations: fleetPlaces.map((p, k) => ({
        address: p.address,
        demand: 20 + ((k * 37) % 101),
        serviceTime: 5 + (k % 11),
      })),
      vehicleIds,
    };
    const t0 = performance.now();
    const sync = expectOk(
      await call<FleetOptimizeResponse>('POST', '/api/fleet-optimizations/optimize', fleetBody),
      'fleet',
    );
    const syncMs = performance.now() - t0;
    const job = expectOk(
      await call<OptimizationJob>('POST', '/api/optimization-jobs', {
        kind: 'fleet',
        timeLimitSeconds: FLEET_JOB_S,
        input: fleetBody,
      }),
      'fleet job',
    );
    let done = job;
    const j0 = performance.now();
    while (done.status === 'queued' || done.status === 'running') {
      await new Promise((r) => setTimeout(r, 500));
      done = expectOk(await call<OptimizationJob>('GET', `/api/optimization-jobs/${job.id}`), 'job');
    }
    const jobMs = performance.now() - j0;
    if (done.status !== 'succeeded')
      throw new Error(`fleet job ${done.status}: ${JSON.stringify(done.error)}`);
    const long = (done.result as FleetOptimizeResponse).solution;
    const summary = (s: FleetOptimizeResponse['solution'], ms: number) => ({
      seconds: round1(ms / 1000),
      totalDistance: s.totalDistance,
      totalCost: s.totalCost,
      vehicleCount: s.vehicleCount,
      averageUtilization: s.averageUtilization,
      unassigned: s.unassignedLocations.length,
    });
    const fleet = {
      stops: FLEET_STOPS,
      vehicles: VEHICLES,
      sync: summary(sync.solution, syncMs),
      job: {
        ...summary(long, jobMs),
        timeLimitSeconds: FLEET_JOB_S,
        historyPoints: done.history?.length ?? 0,
      },
      gapPercent: round1((100 * (sync.solution.totalDistance - long.totalDistance)) / long.totalDistance),
    };

    let commit = process.env.ROUTIER_COMMIT ?? '';
    try {
      commit ||= execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    } catch {
      commit ||= 'unknown';
    }
    const result = { commit, cpus: os.availableParallelism(), basic, fleet };
    if (args.json) {
      console.log(JSON.stringify(result));
      return;
    }
    console.log(
      `commit ${commit}, ${result.cpus} cores, embedded database on disk, solver pool of ${result.cpus}`,
    );
    console.log(`\nbasic optimise, ${STOPS} stops, cached geocodes, ${CALLS} sequential calls (ms)`);
    console.log('| p50 | p95 | p99 | mean | min | max |\n|---|---|---|---|---|---|');
    console.log(
      `| ${basic.p50} | ${basic.p95} | ${basic.p99} | ${basic.mean} | ${basic.min} | ${basic.max} |`,
    );
    console.log(`\nfleet optimise, ${FLEET_STOPS} stops, ${VEHICLES} vehicles`);
    console.log(
      '| run | seconds | km | $ | vehicles | avg utilisation % | unassigned |\n|---|---|---|---|---|---|---|',
    );
    for (const [name, s] of [
      ['synchronous call', fleet.sync],
      [`job, ${FLEET_JOB_S} s`, fleet.job],
    ] as const) {
      console.log(
        `| ${name} | ${s.seconds} | ${s.totalDistance} | ${s.totalCost} | ${s.vehicleCount} | ${s.averageUtilization} | ${s.unassigned} |`,
      );
    }
    console.log(`\nsynchronous distance is ${fleet.gapPercent}% above the ${FLEET_JOB_S} s job's`);
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server?.closeAllConnections();
    await runner.stop(1000);
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
