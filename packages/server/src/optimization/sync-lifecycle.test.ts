import type { OptimizationJob } from '@routier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InlineJobRunner } from '../jobs/job-runner.js';
import { createTestServer, type TestClient, type TestServer } from '../test-support/index.js';
import { AUSTIN, PLACES, signedIn } from '../test-support/optimization/planning-fixtures.js';
import { ScriptedSolver } from '../test-support/optimization/scripted-solver.js';

const basic = { startLocation: AUSTIN, vehicleType: 'cargo_van', destinations: PLACES.slice(0, 3) };
const until = async (check: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not met in time');
};

describe('synchronous optimisation: client disconnects, rate limits, shutdown', () => {
  const solver = new ScriptedSolver();
  const runner = new InlineJobRunner({ solver });
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await createTestServer({ jobs: runner, limits: { general: { max: 3, windowMs: 60_000 } } });
    client = await signedIn(server.client());
  });
  afterAll(() => runner.stop(500));

  it('cancels the solve when the client goes away', async () => {
    solver.script = { durationMs: 30_000 };
    const controller = new AbortController();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const request = fetch(`${server.url}/api/routes/optimize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(basic),
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await until(() => solver.running === 1);
    const cancelledBefore = solver.cancelled;
    controller.abort();
    await request;
    await until(() => solver.cancelled === cancelledBefore + 1 && runner.active === 0, 2000);
  });

  it('counts optimisation calls and job creation in one per-user budget of the general limiter', async () => {
    solver.script = { durationMs: 5 };
    const fresh = await signedIn(server.client());
    expect((await fresh.post('/api/routes/optimize', basic)).status).toBe(200);
    expect((await fresh.post('/api/optimization-jobs', { kind: 'basic', input: basic })).status).toBe(202);
    expect((await fresh.post('/api/routes/batch-optimize', { routeIds: [999999] })).status).toBe(200);
    const limited = await fresh.post('/api/routes/optimize-advanced', {
      startLocation: AUSTIN,
      vehicleId: 1,
      destinations: [{ address: PLACES[0] }],
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Geocoding has its own budget.
    expect((await fresh.post('/api/geocode', { addresses: [AUSTIN] })).status).toBe(200);
  });

  it('ends running jobs as failed (the server stopped) at shutdown, and then refuses work with 503', async () => {
    solver.script = { durationMs: 60_000 };
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', {
      kind: 'basic',
      timeLimitSeconds: 120,
      input: basic,
    });
    await until(() => solver.running === 1);
    await runner.stop(50);
    expect(solver.closed).toBe(true);
    const ended = await client.get<OptimizationJob>(`/api/optimization-jobs/${job.id}`);
    expect(ended.body).toMatchObject({ status: 'failed', error: { code: 'SERVICE_UNAVAILABLE' } });
    const refused = await client.post('/api/routes/optimize', basic);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
