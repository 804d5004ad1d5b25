import type { OptimizationJob } from '@routier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../test-support/index.js';
import { AUSTIN, PLACES, signedIn } from '../test-support/optimization/planning-fixtures.js';
import { ScriptedSolver } from '../test-support/optimization/scripted-solver.js';
import { openJobStream } from '../test-support/optimization/sse-reader.js';
import { InlineJobRunner } from './job-runner.js';

const basicJob = {
  kind: 'basic',
  timeLimitSeconds: 120,
  input: { startLocation: AUSTIN, vehicleType: 'cargo_van', destinations: PLACES.slice(0, 3) },
};

/** Two app instances on one database, as two server processes behind a balancer. */
describe('optimisation jobs across server processes', () => {
  const solverA = new ScriptedSolver();
  const runnerA = new InlineJobRunner({ solver: solverA });
  const runnerB = new InlineJobRunner({ solver: new ScriptedSolver() });
  let a: TestServer;
  let b: TestServer;
  let onA: TestClient;
  let onB: TestClient;

  beforeAll(async () => {
    a = await createTestServer({ jobs: runnerA });
    b = await createTestServer({ jobs: runnerB });
    onA = await signedIn(a.client());
    onB = b.client();
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
  });
  afterAll(() => Promise.all([runnerA.stop(500), runnerB.stop(500)]));

  it('another process reads, follows and cancels a job this one runs', async () => {
    solverA.script = { durationMs: 60_000, progressEveryMs: 50 };
    const { body: job } = await onA.post<OptimizationJob>('/api/optimization-jobs', basicJob);
    // B sees the stored state (progress is written once a second).
    let seen: OptimizationJob | undefined;
    for (let i = 0; i < 100 && seen?.progress.bestCost == null; i++) {
      await new Promise((r) => setTimeout(r, 100));
      seen = (await onB.get<OptimizationJob>(`/api/optimization-jobs/${job.id}`)).body;
    }
    expect(seen).toMatchObject({ status: 'running' });
    expect(seen!.progress.bestCost).toBeGreaterThan(0);

    const stream = await openJobStream(onB, job.id);
    await stream.waitFor((e) => e.event === 'progress');
    const cancelledBefore = solverA.cancelled;
    const cancelled = await onB.delete<OptimizationJob>(`/api/optimization-jobs/${job.id}`);
    expect(cancelled.body.status).toBe('cancelled');
    // A notices at its next write (within a second) and stops the search.
    for (let i = 0; i < 50 && solverA.cancelled === cancelledBefore; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(solverA.cancelled).toBe(cancelledBefore + 1);
    const names = (await stream.events).map((e) => e.event);
    expect(names.at(-1)).toBe('cancelled');
    expect(names.filter((n) => n !== 'progress')).toEqual(['cancelled']);
    // A's own view agrees once its run has ended.
    for (let i = 0; i < 50 && runnerA.active > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await onA.get<OptimizationJob>(`/api/optimization-jobs/${job.id}`)).body.status).toBe(
      'cancelled',
    );
  });

  it('a follower on another process gets the result when the job succeeds', async () => {
    solverA.script = { durationMs: 1500, progressEveryMs: 50 };
    const { body: job } = await onA.post<OptimizationJob>('/api/optimization-jobs', basicJob);
    const events = await (await openJobStream(onB, job.id)).events;
    expect(events.at(-1)).toMatchObject({ event: 'done', job: { status: 'succeeded' } });
    expect(events.at(-1)!.job.result).not.toBeNull();
  });

  it('shows a job whose process stopped beating as failed', async () => {
    const user = (await onA.get<{ id: number }>('/api/auth/user')).body;
    await a.knex('optimization_jobs').insert({
      id: 'job_orphaned_by_a_crash',
      user_id: user.id,
      kind: 'fleet',
      status: 'running',
      input: JSON.stringify({}),
      time_limit_s: 30,
      progress: JSON.stringify({
        percent: 10,
        elapsedMs: 3000,
        iterations: 5,
        bestCost: 12.5,
        objective: 'distance',
        routesDone: null,
        routesTotal: null,
      }),
      history: JSON.stringify([]),
      runner: 'gone:1:dead',
      heartbeat_at: new Date(Date.now() - 5 * 60_000),
      started_at: new Date(Date.now() - 5 * 60_000),
    });
    const response = await onB.get<OptimizationJob>('/api/optimization-jobs/job_orphaned_by_a_crash');
    expect(response.body).toMatchObject({ status: 'failed', error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(response.body.finishedAt).not.toBeNull();
  });
});
