/**
 * The scale-out check, run as an operator would (the real binary, a fresh PostgreSQL database): two
 * `routier serve` with JOB_RUNNER=pgboss and two `routier worker`. Twelve fleet jobs submitted to server A all
 * succeed, exactly once each (one job.succeeded webhook per job), although worker 1 is killed with SIGKILL
 * while it runs one; A's session is valid on B; B streams a job's events to its end; /metrics answers with
 * HTTP and job figures. Then a worker stopped with SIGTERM hands its running job back.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from '@routier/server';
import { spiralAroundAustin } from '@routier/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_URL,
  freePort,
  freshDatabase,
  request,
  routier,
  until,
  waitFor,
} from '../test-support/processes.js';

const STOPS = spiralAroundAustin(60);
const JOBS = 12;

describe.skipIf(!ADMIN_URL)('two servers and two workers on the pg-boss queue', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Database;
  const processes: ChildProcess[] = [];
  const ports = { a: 0, b: 0, metrics: 0 };
  let cookie = '';
  const received: { id: string; type: string; jobId: string }[] = [];
  let receiver: http.Server;

  const env = () => ({
    DATABASE_URL: database.url,
    JOB_RUNNER: 'pgboss',
    MIGRATE: '1',
    SESSION_SECRET: 'worker-test-secret-0123456789-abcdefghijklmnop',
    LOG_LEVEL: 'warn',
    WEBHOOK_PRIVATE_URLS: 'allow',
  });
  const start = (args: string[]) => {
    const started = routier(args, env());
    processes.push(started.child);
    return started;
  };
  const worker = async () => {
    const started = start(['worker', '--concurrency', '1', '--grace', '1']);
    const id = await waitFor(
      async () => /Worker (queue:\S+) is taking/.exec(started.log())?.[1],
      Boolean,
      'the worker to start',
      60_000,
    );
    return { ...started, id: id! };
  };
  const api = (port: number, path: string, body?: unknown, method = body ? 'POST' : 'GET') =>
    request(port, path, { method, body, cookie });
  type Row = { id: string; status: string; runner: string; attempts: number };
  const jobRows = () =>
    db.knex('optimization_jobs').select('id', 'status', 'runner', 'attempts') as Promise<Row[]>;
  const jobRow = (id: string) => db.knex('optimization_jobs').where({ id }).first() as Promise<Row>;

  beforeAll(async () => {
    database = await freshDatabase('routier_workers');
    db = await openDatabase({ databaseUrl: database.url });
    receiver = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        const event = JSON.parse(text) as { id: string; type: string; data: { object: { id: string } } };
        received.push({ id: event.id, type: event.type, jobId: event.data.object.id });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    [ports.a, ports.b, ports.metrics] = [await freePort(), await freePort(), await freePort()];
    start(['serve', '--port', String(ports.a)]);
    await until(async () => (await request(ports.a, '/readyz')).status === 200, 'server A', 90_000);
    start(['serve', '--port', String(ports.b)]);
    await until(async () => (await request(ports.b, '/readyz')).status === 200, 'server B', 90_000);
  }, 200_000);

  afterAll(async () => {
    for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
    receiver?.close();
    await db?.close();
    await database?.drop();
  });

  it('runs every job exactly once although a worker is killed mid-run', async () => {
    const registered = await request(ports.a, '/api/auth/register', {
      method: 'POST',
      body: {
        email: `workers.${Date.now()}@routier.test`,
        password: 'Worker-password-1',
        firstName: 'W',
        lastName: 'K',
      },
    });
    expect(registered.status, registered.text).toBe(201);
    cookie = registered.cookie!;
    expect((await api(ports.b, '/api/auth/user')).status).toBe(200);

    const { port: hook } = receiver.address() as AddressInfo;
    const endpoint = await api(ports.a, '/api/webhooks', {
      url: `http://127.0.0.1:${hook}/routier`,
      events: ['job.succeeded', 'job.failed'],
    });
    expect(endpoint.status, endpoint.text).toBe(201);
    const vehicleIds: number[] = [];
    for (const name of ['Van 1', 'Van 2']) {
      const vehicle = await api(ports.a, '/api/vehicles', {
        name,
        type: 'cargo_van',
        capacity: 1000,
        costPerKm: 1.2,
      });
      vehicleIds.push((JSON.parse(vehicle.text) as { id: number }).id);
    }

    const w1 = await worker();
    const w2 = start(['worker', '--concurrency', '1', '--metrics-port', String(ports.metrics)]);
    const ids: string[] = [];
    for (let i = 0; i < JOBS; i++) {
      const created = await api(ports.a, '/api/optimization-jobs', {
        kind: 'fleet',
        timeLimitSeconds: 3,
        input: {
          startLocation: '30.2672,-97.7431',
          destinations: STOPS.map((address) => ({ address })),
          vehicleIds,
        },
      });
      expect(created.status, created.text).toBe(202);
      ids.push((JSON.parse(created.text) as { id: string }).id);
    }
    // B follows the last job from its first event to its end.
    const stream = fetch(`http://127.0.0.1:${ports.b}/api/optimization-jobs/${ids.at(-1)}/events`, {
      headers: { accept: 'text/event-stream', cookie },
    }).then((r) => r.text());

    // Worker 1 dies while it runs a job.
    const victim = await waitFor(
      async () => (await jobRows()).find((j) => j.runner === w1.id && j.status === 'running'),
      Boolean,
      'worker 1 running a job',
      60_000,
    );
    w1.child.kill('SIGKILL');

    const final = await waitFor(
      jobRows,
      (rows) => rows.every((j) => j.status !== 'queued' && j.status !== 'running'),
      'every job to end',
      150_000,
    );
    expect(final.map((j) => j.status)).toEqual(Array(JOBS).fill('succeeded'));
    expect(final.find((j) => j.id === victim!.id)).toMatchObject({ attempts: 2 });
    expect(final.find((j) => j.id === victim!.id)!.runner).not.toBe(w1.id);

    // Exactly one job.succeeded per job (distinct events; retried deliveries share an id).
    await waitFor(
      async () => new Set(received.map((e) => e.jobId)).size,
      (n) => n === JOBS,
      'a webhook per job',
      60_000,
    );
    const events = new Map(received.map((e) => [e.id, e]));
    expect([...events.values()].every((e) => e.type === 'job.succeeded')).toBe(true);
    expect([...events.values()].map((e) => e.jobId).sort()).toEqual([...ids].sort());

    const streamed = await stream;
    expect(streamed).toContain('event: progress');
    expect(streamed.trim().split('\n\n').at(-1)).toMatch(/^event: done/m);

    const metrics = await request(ports.a, '/metrics');
    expect(metrics.text).toMatch(
      /routier_http_requests_total\{[^}]*operation="createOptimizationJob"[^}]*\} 12/,
    );
    expect(metrics.text).toMatch(/routier_jobs\{status="queued"\} 0/);
    const workerMetrics = await request(ports.metrics, '/metrics');
    expect(workerMetrics.text).toMatch(/routier_jobs_total\{[^}]*outcome="succeeded"[^}]*\} \d+/);
    expect(w2.log()).not.toMatch(/error/i);
  }, 300_000);

  it('a worker stopped with SIGTERM gives its running job back to another', async () => {
    const first = await worker();
    const created = await api(ports.b, '/api/optimization-jobs', {
      kind: 'basic',
      timeLimitSeconds: 60,
      input: { startLocation: '30.2672,-97.7431', vehicleType: 'cargo_van', destinations: STOPS },
    });
    expect(created.status, created.text).toBe(202);
    const id = (JSON.parse(created.text) as { id: string }).id;
    const running = await waitFor(
      () => jobRow(id),
      (row) => row.status === 'running',
      'a worker running the job',
      60_000,
    );
    // Worker 2 of the first test may have taken it: stop whichever runs it.
    const runner = running.runner;
    const stopping =
      runner === first.id ? first.child : processes.find((p) => p.spawnargs.includes('--metrics-port'))!;
    const exit = new Promise<number | null>((resolve) => stopping.once('exit', (code) => resolve(code)));
    stopping.kill('SIGTERM');
    expect(await exit).toBe(0);
    const taken = await waitFor(
      () => jobRow(id),
      (row) => row.status === 'running' && row.runner !== runner,
      'another worker running it',
      60_000,
    );
    expect(taken.runner).toMatch(/^queue:/);
    expect((await api(ports.a, `/api/optimization-jobs/${id}`, undefined, 'DELETE')).status).toBe(200);
  }, 120_000);
});
