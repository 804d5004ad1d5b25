/**
 * JOB_RUNNER=pgboss on PostgreSQL, as it runs: two servers (startServer) and workers (startWorker) in this
 * process on a fresh database, real engine worker threads. A job submitted to one server runs on a worker
 * and is followed and cancelled through the other; a queued job survives a server restart; a job whose
 * worker stopped beating goes back to the queue (and fails after the last attempt); a stopping worker hands
 * its job back to another; a worker cut off from PostgreSQL (a restart) carries on once it is back. Killing
 * real processes is in the CLI's worker test.
 */
import type { OptimizationJob, Readiness } from '@routier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { startServer, type RunningServer } from '../app/server.js';
import { startWorker, type RunningWorker } from '../app/worker.js';
import { TestClient } from '../test-support/index.js';
import { AUSTIN } from '../test-support/optimization/planning-fixtures.js';
import { spiralAroundAustin } from '../test-support/spiral-stops.js';
import { openJobStream } from '../test-support/optimization/sse-reader.js';
import { PostgresProxy } from '../test-support/postgres-proxy.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const logger = pino({ level: 'silent' });

const STOPS = spiralAroundAustin(80);
const job = (timeLimitSeconds: number) => ({
  kind: 'basic',
  timeLimitSeconds,
  input: { startLocation: AUSTIN, vehicleType: 'cargo_van', destinations: STOPS },
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out: ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!ADMIN_URL)('the pg-boss job queue (JOB_RUNNER=pgboss)', () => {
  const name = `routier_queue_${Date.now().toString(36)}`;
  let databaseUrl = '';
  const config = (url = databaseUrl) =>
    loadConfig({
      DATABASE_URL: url,
      JOB_RUNNER: 'pgboss',
      MIGRATE: '1',
      PORT: '0',
      SESSION_SECRET: 'queue-test-secret-0123456789-abcdefghijklmnop',
      LOG_LEVEL: 'silent',
      GEOCODER: 'offline',
    });
  let a: RunningServer;
  let b: RunningServer;
  const workers: RunningWorker[] = [];
  let onA: TestClient;
  let onB: TestClient;
  const get = (client: TestClient, id: string) =>
    client.get<OptimizationJob>(`/api/optimization-jobs/${id}`).then((r) => r.body);
  const worker = async (leaseMs = 30_000, url = databaseUrl) => {
    const started = await startWorker(config(url), { logger, concurrency: 1, graceMs: 300, leaseMs });
    workers.push(started);
    return started;
  };

  beforeAll(async () => {
    const admin = await openDatabase({ databaseUrl: ADMIN_URL! });
    await admin.knex.raw('create database ??', [name]);
    await admin.close();
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    a = await startServer(config(), { logger });
    b = await startServer(config(), { logger });
    onA = new TestClient(a.url);
    await onA.register();
    onB = new TestClient(b.url);
    for (const [key, value] of onA.cookies) onB.cookies.set(key, value);
  }, 60_000);

  afterEach(async () => {
    await Promise.allSettled(workers.splice(0).map((w) => w.close()));
  }, 30_000);

  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    const admin = await openDatabase({ databaseUrl: ADMIN_URL! });
    await admin.knex.raw('drop database if exists ?? with (force)', [name]);
    await admin.close();
  }, 60_000);

  it('is ready with the queue, runs a job on a worker, and streams it from the other server', async () => {
    const ready = await onA.get<Readiness>('/readyz');
    expect(ready.body.checks).toMatchObject({ database: 'ok', queue: 'ok' });
    // Without a worker, the job waits in the queue (no server runs it).
    const { body: created } = await onA.post<OptimizationJob>('/api/optimization-jobs', job(2));
    await new Promise((r) => setTimeout(r, 1500));
    expect((await get(onB, created.id)).status).toBe('queued');

    const stream = await openJobStream(onB, created.id);
    const w = await worker();
    const events = await stream.events;
    expect(events.at(-1)).toMatchObject({ event: 'done', job: { status: 'succeeded' } });
    expect(events.some((e) => e.event === 'progress' && e.job.status === 'running')).toBe(true);
    const row = await a.database.knex('optimization_jobs').where({ id: created.id }).first();
    expect(row).toMatchObject({ runner: w.id, attempts: 1 });
  }, 60_000);

  it('cancels through the other server a job a worker runs, keeping its best plan', async () => {
    await worker();
    const { body: created } = await onA.post<OptimizationJob>('/api/optimization-jobs', job(60));
    await until(
      () => get(onB, created.id),
      (j) => j.status === 'running' && j.progress.bestCost !== null,
      'the job running with a plan',
    );
    const cancelled = await onB.delete<OptimizationJob>(`/api/optimization-jobs/${created.id}`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.result).not.toBeNull();
  }, 60_000);

  it('keeps a queued job across a server restart', async () => {
    const { body: created } = await onA.post<OptimizationJob>('/api/optimization-jobs', job(1));
    await a.close();
    a = await startServer(config(), { logger });
    onA = new TestClient(a.url);
    for (const [key, value] of onB.cookies) onA.cookies.set(key, value);
    expect((await get(onA, created.id)).status).toBe('queued');
    await worker();
    const done = await until(
      () => get(onA, created.id),
      (j) => j.status !== 'queued' && j.status !== 'running',
      'the end',
    );
    expect(done.status).toBe('succeeded');
  }, 60_000);

  it('gives back a job whose worker stopped beating, and fails one after its last attempt', async () => {
    const { body: created } = await onA.post<OptimizationJob>('/api/optimization-jobs', job(1));
    const { body: doomed } = await onA.post<OptimizationJob>('/api/optimization-jobs', job(1));
    // As if a worker took both and was killed a minute ago (its pg-boss messages stay taken).
    const knex = a.database.knex;
    await knex('optimization_jobs')
      .whereIn('id', [created.id, doomed.id])
      .update({
        status: 'running',
        runner: 'queue:killed',
        heartbeat_at: knex.raw("now() - interval '1 minute'"),
      });
    await knex('optimization_jobs').where({ id: created.id }).update({ attempts: 1 });
    await knex('optimization_jobs').where({ id: doomed.id }).update({ attempts: 3 });
    await knex.raw("delete from pgboss.job where name = 'optimization-job'");
    const w = await worker(2000);
    const done = await until(
      () => get(onA, created.id),
      (j) => j.status === 'succeeded' || j.status === 'failed',
      'a retry',
    );
    expect(done.status).toBe('succeeded');
    expect(await knex('optimization_jobs').where({ id: created.id }).first()).toMatchObject({
      runner: w.id,
      attempts: 2,
    });
    const failed = await get(onA, doomed.id);
    expect(failed.status).toBe('failed');
    expect(failed.error?.message).toMatch(/stopped 3 times/);
  }, 60_000);

  it('a stopping worker hands its running job back to another worker', async () => {
    const first = await worker();
    const { body: created } = await onA.post<OptimizationJob>('/api/optimization-jobs', job(60));
    await until(
      () => get(onA, created.id),
      (j) => j.status === 'running',
      'the job running',
    );
    await first.close();
    const knex = a.database.knex;
    expect(await knex('optimization_jobs').where({ id: created.id }).first()).toMatchObject({
      status: 'queued',
      runner: 'queue',
      attempts: 0,
    });
    const second = await worker();
    await until(
      () => knex('optimization_jobs').where({ id: created.id }).first(),
      (row) => row.runner === second.id && row.status === 'running',
      'the other worker running it',
    );
    expect((await onA.delete<OptimizationJob>(`/api/optimization-jobs/${created.id}`)).body.status).toBe(
      'cancelled',
    );
  }, 60_000);

  it('a worker cut off from PostgreSQL for a while reconnects, finishes its job and takes the next', async () => {
    const target = new URL(databaseUrl);
    const proxy = new PostgresProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.listen();
    const viaProxy = new URL(databaseUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const w = await worker(30_000, viaProxy.toString());
    const { body: first } = await onA.post<OptimizationJob>('/api/optimization-jobs', job(8));
    await until(
      () => get(onA, first.id),
      (j) => j.status === 'running',
      'the job running',
    );
    await proxy.cut();
    await new Promise((r) => setTimeout(r, 4000));
    await proxy.restore();
    const done = await until(
      () => get(onA, first.id),
      (j) => j.status !== 'running',
      'the job to end',
      40_000,
    );
    expect(done.status).toBe('succeeded');
    expect((await a.database.knex('optimization_jobs').where({ id: first.id }).first()).runner).toBe(w.id);
    const { body: next } = await onA.post<OptimizationJob>('/api/optimization-jobs', job(1));
    expect(
      (
        await until(
          () => get(onA, next.id),
          (j) => j.status === 'succeeded' || j.status === 'failed',
          'the next job',
          40_000,
        )
      ).status,
    ).toBe('succeeded');
    await w.close();
    await proxy.cut();
  }, 90_000);
});
