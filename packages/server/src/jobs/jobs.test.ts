import { EngineError } from '@routier/engine';
import type { OptimizationJob } from '@routier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../test-support/index.js';
import { AUSTIN, createVehicle, PLACES, signedIn } from '../test-support/optimization/planning-fixtures.js';
import { ScriptedSolver } from '../test-support/optimization/scripted-solver.js';
import { openJobStream } from '../test-support/optimization/sse-reader.js';
import { InlineJobRunner } from './job-runner.js';

const basicJob = (timeLimitSeconds = 5) => ({
  kind: 'basic',
  timeLimitSeconds,
  input: { startLocation: AUSTIN, vehicleType: 'cargo_van', destinations: PLACES.slice(0, 3) },
});

async function untilStatus(client: TestClient, id: string, statuses: string[]): Promise<OptimizationJob> {
  for (let i = 0; i < 200; i++) {
    const { body } = await client.get<OptimizationJob>(`/api/optimization-jobs/${id}`);
    if (statuses.includes(body.status)) return body;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${id} never reached ${statuses.join('|')}`);
}

describe('optimisation jobs', () => {
  const solver = new ScriptedSolver();
  const runner = new InlineJobRunner({ solver });
  let server: TestServer;
  let client: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    server = await createTestServer({ jobs: runner });
    client = await signedIn(server.client());
    other = await signedIn(server.client());
  });
  afterAll(() => runner.stop(1000));

  it('accepts a job with 202 and a Location, runs it off the request and answers its result', async () => {
    solver.script = { durationMs: 150, progressEveryMs: 10 };
    const created = await client.post<OptimizationJob>('/api/optimization-jobs', basicJob());
    expect(created.status).toBe(202);
    expect(created.headers.get('location')).toBe(`/api/optimization-jobs/${created.body.id}`);
    expect(created.body).toMatchObject({
      kind: 'basic',
      status: 'queued',
      timeLimitSeconds: 5,
      result: null,
    });

    const done = await untilStatus(client, created.body.id, ['succeeded']);
    expect(done.progress.percent).toBe(100);
    expect(done.progress.objective).toBe('distance');
    expect(done.progress.bestCost).toBeGreaterThan(0);
    expect(done.history!.length).toBeGreaterThan(0);
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();
    const result = done.result as { optimizedRoute: { sequence: number[] }; pricing: { total: number } };
    expect(result.optimizedRoute.sequence).toEqual([1, 2, 3]);
    expect(result.pricing.total).toBeGreaterThan(0);
    expect(solver.calls.at(-1)!.options.timeLimitMs).toBe(5000);
  });

  it('streams the current state, throttled progress, then exactly one done event, and ends', async () => {
    solver.script = { durationMs: 1500, progressEveryMs: 10 };
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', basicJob());
    const stream = await openJobStream(client, job.id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toContain('no-cache');
    const events = await stream.events;
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('progress');
    expect(names.at(-1)).toBe('done');
    expect(names.filter((n) => n !== 'progress')).toEqual(['done']);
    // 1.5 s of engine progress every 10 ms: throttled to a few events a second, not 150.
    expect(names.length).toBeGreaterThan(2);
    expect(names.length).toBeLessThan(15);
    expect(events.map((e) => Number(e.id))).toEqual(events.map((_, i) => i + 1));
    expect(events.at(-1)!.job).toMatchObject({ status: 'succeeded', progress: { percent: 100 } });
    expect(events.at(-1)!.job.result).not.toBeNull();
    expect(events.every((e) => e.job.history === undefined)).toBe(true);
    const running = events.filter((e) => e.job.status === 'running');
    const costs = running.map((e) => e.job.progress.bestCost).filter((c): c is number => c !== null);
    expect(costs.length).toBeGreaterThan(0);
    expect([...costs].sort((a, b) => b - a)).toEqual(costs);
  });

  it('runs advanced jobs with the advanced answer', async () => {
    solver.script = { durationMs: 20 };
    const vehicle = await createVehicle(client);
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', {
      kind: 'advanced',
      input: { startLocation: AUSTIN, vehicleId: vehicle.id, destinations: [{ address: PLACES[0] }] },
    });
    const done = await untilStatus(client, job.id, ['succeeded']);
    expect(done.result).toMatchObject({
      feasibilityScore: 100,
      routes: [{ vehicleId: vehicle.id, sequence: [1] }],
    });
    expect(solver.calls.at(-1)!.options.timeLimitMs).toBe(10_000);
  });

  it('sends only the terminal event to a client that connects after the end', async () => {
    solver.script = { durationMs: 20 };
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', basicJob());
    await untilStatus(client, job.id, ['succeeded']);
    const events = await (await openJobStream(client, job.id)).events;
    expect(events.map((e) => e.event)).toEqual(['done']);
  });

  it('keeps running when an event-stream client disconnects; the follower is dropped', async () => {
    solver.script = { durationMs: 1200, progressEveryMs: 20 };
    const cancelledBefore = solver.cancelled;
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', basicJob());
    const stream = await openJobStream(client, job.id);
    await stream.waitFor((e) => e.job.status === 'running');
    stream.abort();
    const done = await untilStatus(client, job.id, ['succeeded', 'failed', 'cancelled']);
    expect(done.status).toBe('succeeded');
    expect(solver.cancelled).toBe(cancelledBefore);
    // A new follower gets the terminal event at once.
    expect((await (await openJobStream(client, job.id)).events).map((e) => e.event)).toEqual(['done']);
  });

  it('keeps the best plan of a job cancelled once it has one, marked partial', async () => {
    solver.script = { durationMs: 60_000, progressEveryMs: 20 };
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', basicJob(120));
    const stream = await openJobStream(client, job.id);
    await stream.waitFor((e) => e.job.progress.bestCost !== null);
    const cancelled = await client.delete<OptimizationJob>(`/api/optimization-jobs/${job.id}`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', partial: true, error: null });
    expect(cancelled.body.result).toMatchObject({ optimizedRoute: { sequence: expect.any(Array) } });
    expect(cancelled.body.progress.unassigned).toBe(0);
    const stored = (await client.get<OptimizationJob>(`/api/optimization-jobs/${job.id}`)).body;
    expect(stored).toMatchObject({ status: 'cancelled', partial: true, result: cancelled.body.result });
    expect((await stream.events).map((e) => e.event).at(-1)).toBe('cancelled');
  });

  it('cancels a running job with DELETE: the search stops and the stream ends with cancelled', async () => {
    // No progress yet (the first would come after a minute): nothing to keep.
    solver.script = { durationMs: 60_000, progressEveryMs: 60_000 };
    const before = solver.cancelled;
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', basicJob(120));
    const stream = await openJobStream(client, job.id);
    await stream.waitFor((e) => e.job.status === 'running');
    const started = Date.now();
    const cancelled = await client.delete<OptimizationJob>(`/api/optimization-jobs/${job.id}`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', result: null, error: null });
    expect(cancelled.body.finishedAt).not.toBeNull();
    expect(solver.cancelled).toBe(before + 1);
    const names = (await stream.events).map((e) => e.event);
    expect(names.at(-1)).toBe('cancelled');
    expect(names.filter((n) => n !== 'progress')).toEqual(['cancelled']);
    // Cancelling again answers the same final state; the stored job says so too.
    expect((await client.delete<OptimizationJob>(`/api/optimization-jobs/${job.id}`)).body.status).toBe(
      'cancelled',
    );
    expect((await client.get<OptimizationJob>(`/api/optimization-jobs/${job.id}`)).body.status).toBe(
      'cancelled',
    );
  });

  it('fails a job whose solve fails, with the error, and refuses to cancel it afterwards', async () => {
    solver.script = { fail: new EngineError('INVALID_JOB', 'demand must not be negative', 'jobs[1].demand') };
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', basicJob());
    const failed = await untilStatus(client, job.id, ['failed']);
    expect(failed.result).toBeNull();
    expect(failed.error).toMatchObject({
      code: 'ENGINE_INPUT_INVALID',
      details: [{ code: 'INVALID_JOB', field: 'destinations.1' }],
    });
    const events = await (await openJobStream(client, job.id)).events;
    expect(events.map((e) => e.event)).toEqual(['failed']);
    const refused = await client.delete(`/api/optimization-jobs/${job.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'JOB_FINISHED' });
  });

  it('fails a job whose address cannot be located, naming the stop', async () => {
    solver.script = { durationMs: 20 };
    const body = basicJob();
    body.input.destinations = [PLACES[0], 'Qwxzv Nowhereville 99999'];
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', body);
    const failed = await untilStatus(client, job.id, ['failed']);
    expect(failed.error).toMatchObject({
      code: 'GEOCODE_FAILED',
      details: [{ field: 'destinations.1', index: 1 }],
    });
    expect(failed.error!.message).toMatch(/^Stop 2 \("Qwxzv Nowhereville 99999"\)/);
  });

  it("answers 404 JOB_NOT_FOUND for another user's job, to read, follow or cancel", async () => {
    solver.script = { durationMs: 20 };
    const { body: job } = await client.post<OptimizationJob>('/api/optimization-jobs', basicJob());
    for (const response of [
      await other.get(`/api/optimization-jobs/${job.id}`),
      await other.get(`/api/optimization-jobs/${job.id}/events`),
      await other.delete(`/api/optimization-jobs/${job.id}`),
      await client.get('/api/optimization-jobs/job_unknown'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'JOB_NOT_FOUND' });
    }
    expect((await other.get<OptimizationJob[]>('/api/optimization-jobs')).body).toEqual([]);
  });

  it('checks the input before accepting: schema (400), time limit bounds (400), vehicles (404)', async () => {
    const missing = await client.post('/api/optimization-jobs', {
      kind: 'basic',
      input: { vehicleType: 'cargo_van' },
    });
    expect(missing.status).toBe(400);
    const slow = await client.post('/api/optimization-jobs', { ...basicJob(), timeLimitSeconds: 301 });
    expect(slow.status).toBe(400);
    expect(slow.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const vehicle = await createVehicle(other);
    const foreign = await client.post('/api/optimization-jobs', {
      kind: 'fleet',
      input: { startLocation: AUSTIN, destinations: [{ address: PLACES[0] }], vehicleIds: [vehicle.id] },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'VEHICLE_NOT_FOUND' });
  });

  it('lists the user’s jobs newest first without results, with X-Total-Count and a status filter', async () => {
    const all = await client.get<OptimizationJob[]>('/api/optimization-jobs');
    expect(all.status).toBe(200);
    expect(Number(all.headers.get('x-total-count'))).toBe(all.body.length);
    expect(all.body.length).toBeGreaterThanOrEqual(5);
    const created = all.body.map((j) => j.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(all.body.every((j) => j.result === null && j.history === undefined)).toBe(true);
    const cancelled = await client.get<OptimizationJob[]>('/api/optimization-jobs?status=cancelled&limit=1');
    expect(cancelled.body).toHaveLength(1);
    expect(cancelled.body[0].status).toBe('cancelled');
  });
});
