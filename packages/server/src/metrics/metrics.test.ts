/**
 * GET /metrics: Prometheus text with the HTTP, job and queue figures of this app, labelled by operation
 * (never by raw path), and behind METRICS_TOKEN when the server has one.
 */
import { randomUUID } from 'node:crypto';
import type { OptimizationJob } from '@routier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../jobs/job-repository.js';
import { InlineJobRunner } from '../jobs/job-runner.js';
import { createTestServer, type TestServer } from '../test-support/index.js';
import { AUSTIN, PLACES, signedIn } from '../test-support/optimization/planning-fixtures.js';
import { ScriptedSolver } from '../test-support/optimization/scripted-solver.js';

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.slice(0, l.indexOf('}')).includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  const solver = new ScriptedSolver({ durationMs: 30 });
  const runner = new InlineJobRunner({ solver });
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ jobs: runner });
  });
  afterAll(() => runner.stop(1000));

  it('counts requests by operation and status, with latency histograms', async () => {
    const client = await signedIn(server.client());
    await client.get('/api/vehicles');
    await client.get('/api/routes/987654');
    await client.get('/api/routes/987655');
    await server.client().get('/api/no-such-thing');
    const response = await server.client().get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.text;
    expect(sample(text, 'routier_http_requests_total', { operation: 'listVehicles', status: '200' })).toBe(1);
    // Ids never become labels: both 404s count under their operation.
    expect(sample(text, 'routier_http_requests_total', { operation: 'getRoute', status: '404' })).toBe(2);
    expect(sample(text, 'routier_http_requests_total', { operation: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('987654');
    expect(sample(text, 'routier_http_request_duration_seconds_count', { operation: 'getRoute' })).toBe(2);
    expect(text).toContain(
      'routier_http_request_duration_seconds_bucket{le="0.005",method="GET",operation="getRoute"}',
    );
    // Node's own, for memory and event-loop lag.
    expect(text).toMatch(/^routier_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^routier_nodejs_eventloop_lag_seconds /m);
  });

  it('counts jobs by kind and outcome, and the queue across processes', async () => {
    const client = await signedIn(server.client());
    const job = {
      kind: 'basic',
      timeLimitSeconds: 5,
      input: { startLocation: AUSTIN, vehicleType: 'cargo_van', destinations: PLACES.slice(0, 3) },
    };
    const created = await client.post<OptimizationJob>('/api/optimization-jobs', job);
    for (let i = 0; i < 200; i++) {
      const { body } = await client.get<OptimizationJob>(`/api/optimization-jobs/${created.body.id}`);
      if (body.status === 'succeeded') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    // A job another process left waiting is in the shared queue figure.
    const elsewhere = await insertJob(server.knex, {
      id: randomUUID(),
      userId: (await client.get<{ id: number }>('/api/auth/user')).body.id,
      kind: 'basic',
      input: job.input,
      timeLimitSeconds: 5,
      progress: created.body.progress,
      runner: 'another-process',
    });
    const text = (await server.client().get('/metrics')).text;
    expect(sample(text, 'routier_jobs_total', { kind: 'basic', outcome: 'succeeded' })).toBe(1);
    expect(sample(text, 'routier_job_duration_seconds_count', { kind: 'basic', outcome: 'succeeded' })).toBe(
      1,
    );
    expect(sample(text, 'routier_jobs', { status: 'queued' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'routier_jobs', { status: 'running' })).toBe(0);
    expect(sample(text, 'routier_db_pool_connections', { state: 'used' })).toBeGreaterThanOrEqual(0);
    await server.knex('optimization_jobs').where({ id: elsewhere.id }).delete();
  });

  it('answers only to the METRICS_TOKEN bearer when the server has one', async () => {
    const guarded = await createTestServer({ env: { METRICS_TOKEN: 'scrape-secret-0123456789' } });
    const anonymous = await guarded.client().get('/metrics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const wrong = await guarded
      .client()
      .get('/metrics', { headers: { authorization: 'Bearer scrape-secret-xxxxxxxxxx' } });
    expect(wrong.status).toBe(401);
    const right = await guarded
      .client()
      .get('/metrics', { headers: { authorization: 'Bearer scrape-secret-0123456789' } });
    expect(right.status).toBe(200);
    expect(right.text).toContain('# TYPE routier_http_requests_total counter');
  });
});
