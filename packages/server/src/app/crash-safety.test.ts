/**
 * Crash safety, with the real server process (src/main.ts) killed with SIGKILL mid-work and started again on
 * the same database — the embedded one (a killed process must leave a database that opens: its lock is
 * handled) or PostgreSQL with TEST_DATABASE_URL: a 5,000-route CSV import leaves all of its routes or none;
 * a batch optimisation job is failed with a reason at the next start and every route is either optimised or
 * untouched (never half-written); a saved fleet optimisation is whole or absent.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const PG = process.env.TEST_DATABASE_URL;
const SLOW = 240_000;

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'crash-safety-secret-0123456789-abcdefghij',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":(\d+)/.exec(output);
      if (match && output.includes('Routier is listening')) {
        resolve({ child, url: `http://127.0.0.1:${match[1]}`, output: () => output });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

function kill(running: Running): Promise<void> {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) return resolve();
    running.child.once('exit', () => resolve());
    running.child.kill('SIGKILL');
  });
}

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `crash.${Date.now()}.${Math.random().toString(36).slice(2)}@routier.test`,
      password: 'Sup3rSecret!',
      firstName: 'C',
      lastName: 'K',
    }),
  });
  expect(response.status).toBe(201);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const call = (url: string, cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const at = (i: number) =>
  `${(30.2672 + ((i * 37) % 200) / 1000 - 0.1).toFixed(4)},${(-97.7431 + ((i * 53) % 200) / 1000 - 0.1).toFixed(4)}`;

describe(`a server killed with SIGKILL mid-work (${PG ? 'PostgreSQL' : 'embedded database'})`, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let server: Running | undefined;
  const restart = async () => {
    if (server) await kill(server);
    server = await start(env);
    return server;
  };

  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-crash-'));
    if (PG) {
      const schema = `test_crash_${process.pid}_${Date.now().toString(36)}`;
      const admin = knexFactory({ client: 'pg', connection: PG, pool: { min: 0, max: 1 } });
      await admin.raw('create schema ??', [schema]);
      env = {
        ROUTIER_DATA_DIR: dataDir,
        MIGRATE: '1',
        DATABASE_URL: `${PG}${PG.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`,
      };
      cleanup = async () => {
        await admin.raw('drop schema if exists ?? cascade', [schema]);
        await admin.destroy();
        await fs.rm(dataDir, { recursive: true, force: true });
      };
    } else {
      env = { ROUTIER_DATA_DIR: dataDir, DATABASE_URL: '' };
      cleanup = () => fs.rm(dataDir, { recursive: true, force: true });
    }
  }, SLOW);

  afterAll(async () => {
    if (server) await kill(server);
    await cleanup?.();
  }, SLOW);

  it(
    'a 5,000-route CSV import leaves all its routes or none, wherever it is killed',
    async () => {
      const rows = ['Route Name,Start Location,Destination 1,Destination 2,Destination 3,Destination 4'];
      for (let i = 0; i < 5000; i++) {
        rows.push(`Crash ${i},"${at(i)}","${at(i + 1)}","${at(i + 2)}","${at(i + 3)}","${at(i + 4)}"`);
      }
      const csvData = rows.join('\n');
      // Killed at several moments of the import (reading, locating, writing): each must leave all or nothing.
      let killedMidImport = 0;
      for (const delayMs of [150, 400, 800, 1200]) {
        const { url } = await restart();
        const cookie = await signUp(url);
        let answered = false;
        const upload = call(url, cookie, 'POST', '/api/routes/upload-csv', { csvData }).then(
          () => (answered = true),
          () => undefined,
        );
        await new Promise((r) => setTimeout(r, delayMs));
        if (!answered) killedMidImport += 1;
        await kill(server!);
        await upload;

        const again = await restart();
        const list = await call(again.url, cookie, 'GET', '/api/routes?limit=1');
        expect(list.status).toBe(200);
        expect(['0', '5000'], `killed after ${delayMs} ms`).toContain(list.headers.get('x-total-count'));
      }
      expect(killedMidImport, 'no kill landed during an import: make it bigger').toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'a batch optimisation job is failed with a reason; every route is optimised or untouched',
    async () => {
      const { url } = await restart();
      const cookie = await signUp(url);
      const routeIds: number[] = [];
      const stopsOf = new Map<number, string[]>();
      for (let r = 0; r < 30; r++) {
        const destinations = Array.from({ length: 150 }, (_, i) => at(r * 150 + i));
        const created = await call(url, cookie, 'POST', '/api/routes', {
          name: `Batch ${r}`,
          startLocation: '30.2672,-97.7431',
          destinations,
        });
        expect(created.status).toBe(201);
        const route = (await created.json()) as { id: number };
        routeIds.push(route.id);
        stopsOf.set(route.id, [...destinations].sort());
      }
      const job = (await (
        await call(url, cookie, 'POST', '/api/optimization-jobs', {
          kind: 'batch',
          timeLimitSeconds: 120,
          input: { routeIds },
        })
      ).json()) as { id: string };
      // Killed once some routes are done and others are not.
      for (let i = 0; i < 200; i++) {
        const state = (await (await call(url, cookie, 'GET', `/api/optimization-jobs/${job.id}`)).json()) as {
          progress: { routesDone: number | null };
        };
        if ((state.progress.routesDone ?? 0) >= 1) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await kill(server!);

      const again = await restart();
      // The embedded database has one process, so a start fails every job left active at once; on
      // PostgreSQL other servers may be running theirs, so the job fails once its heartbeat is 30 s old.
      type Job = { status: string; error: { message: string } | null };
      let ended: Job = { status: 'running', error: null };
      for (let i = 0; i < 120 && ended.status === 'running'; i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 500));
        ended = (await (
          await call(again.url, cookie, 'GET', `/api/optimization-jobs/${job.id}`)
        ).json()) as Job;
      }
      expect(ended.status).toBe('failed');
      expect(ended.error?.message).toBe(
        'The server stopped while this job was running; please start it again.',
      );
      let optimised = 0;
      for (const id of routeIds) {
        const route = (await (await call(again.url, cookie, 'GET', `/api/routes/${id}`)).json()) as {
          status: string;
          destinations: { address: string }[];
          optimizedRoute: unknown;
        };
        // Whole either way: the same stops, and an optimised route has its plan.
        expect(route.destinations.map((d) => d.address).sort()).toEqual(stopsOf.get(id));
        if (route.status === 'optimized') {
          optimised += 1;
          expect(route.optimizedRoute).not.toBeNull();
        } else expect(route.status).toBe('pending');
      }
      expect(optimised).toBeGreaterThanOrEqual(1);
      expect(optimised).toBeLessThan(routeIds.length);
    },
    SLOW,
  );

  it(
    'a saved fleet optimisation is whole or absent',
    async () => {
      const { url } = await restart();
      const cookie = await signUp(url);
      const vehicle = (await (
        await call(url, cookie, 'POST', '/api/vehicles', { name: 'Van', type: 'cargo_van', capacity: 1000 })
      ).json()) as { id: number };
      const saves = Array.from({ length: 20 }, (_, i) =>
        call(url, cookie, 'POST', '/api/fleet-optimizations', {
          name: `Fleet ${i}`,
          startLocation: '30.2672,-97.7431',
          destinations: [{ address: at(i), demand: 10 }],
          vehicleIds: [vehicle.id],
          optimizedSolution: {
            vehicleCount: 1,
            totalDistance: 12.5,
            totalCost: 15,
            totalTime: 30,
            averageUtilization: 1,
            routes: [],
            unassignedLocations: [1],
            unassigned: [],
          },
        }).catch(() => undefined),
      );
      await new Promise((r) => setTimeout(r, 30));
      await kill(server!);
      await Promise.all(saves);

      const again = await restart();
      const list = (await (await call(again.url, cookie, 'GET', '/api/fleet-optimizations')).json()) as {
        id: number;
      }[];
      expect(list.length).toBeLessThanOrEqual(20);
      for (const saved of list) {
        const one = await call(again.url, cookie, 'GET', `/api/fleet-optimizations/${saved.id}`);
        expect(one.status).toBe(200);
        const body = (await one.json()) as {
          vehicleIds: number[];
          optimizedSolution: { totalDistance: number };
        };
        expect(body.vehicleIds).toEqual([vehicle.id]);
        expect(body.optimizedSolution.totalDistance).toBe(12.5);
      }
    },
    SLOW,
  );
});
