import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkVroomSolution, type VroomProblem, type VroomSolution } from '@routier/engine';
import type { ApiErrorBody as ErrorBody, OptimizationJob } from '@routier/contract';
import type { TestServer } from '../test-support/index.js';
import { planningTestServer, signedIn } from '../test-support/planning-server.js';

/** The engine's conformance fixtures (VROOM's documented examples and a mixed problem). */
const fixture = (name: string): VroomProblem =>
  JSON.parse(
    readFileSync(new URL(`../../../engine/src/vroom/fixtures/${name}`, import.meta.url), 'utf8'),
  ) as VroomProblem;

describe('POST /api/solve (VROOM format)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('solves loads in two dimensions, skills, two windows per job, breaks and shipments; explains the impossible job', async () => {
    const client = await signedIn(server);
    const problem = fixture('mixed-matrix.json');
    const answer = await client.post<VroomSolution>('/api/solve?timeLimit=2', problem);
    expect(answer.status, answer.text).toBe(200);
    expect(checkVroomSolution(problem, answer.body)).toEqual([]);
    expect(answer.body.code).toBe(0);
    expect(answer.body.unassigned).toEqual([
      expect.objectContaining({
        id: 99,
        type: 'job',
        reason: 'TIME_WINDOW_UNREACHABLE',
        fix: expect.objectContaining({ kind: 'widen_time_window', amount: 15, verified: true }),
      }),
    ]);
  });

  it('routes coordinates with the configured provider', async () => {
    const client = await signedIn(server);
    const problem = fixture('docs-example-2.json');
    delete problem.matrices;
    problem.vehicles = [{ id: 0, start: [2.35, 48.86], end: [2.35, 48.86] }];
    problem.jobs = [
      { id: 1, location: [2.37, 48.85] },
      { id: 2, location: [2.29, 48.86] },
    ];
    const answer = await client.post<VroomSolution>('/api/solve?timeLimit=1', problem);
    expect(answer.status, answer.text).toBe(200);
    expect(checkVroomSolution(problem, answer.body)).toEqual([]);
    expect(answer.body.routes[0].steps.map((s) => s.type)).toEqual(['start', 'job', 'job', 'end']);
    expect(answer.body.routes[0].distance).toBeGreaterThan(5000);
  });

  it('refuses unknown fields and what it cannot honour by name, and anonymous callers', async () => {
    const client = await signedIn(server);
    const problem = fixture('docs-example-2.json');
    const unknown = await client.post<ErrorBody>('/api/solve', { ...problem, colour: 'blue' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([expect.objectContaining({ field: 'colour' })]);
    const setup = await client.post<ErrorBody>('/api/solve', {
      ...problem,
      jobs: [{ id: 1, location_index: 1, setup: 30 }],
    });
    expect(setup.status).toBe(400);
    expect(setup.body.details).toEqual([
      expect.objectContaining({ field: 'jobs.0.setup', code: 'UNSUPPORTED_FEATURE' }),
    ]);
    const outside = await client.post<ErrorBody>('/api/solve', {
      ...problem,
      jobs: [{ id: 1, location_index: 7 }],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.details?.[0]).toMatchObject({ field: 'jobs.0.location_index' });
    const anonymous = await server.client().post<ErrorBody>('/api/solve', problem);
    expect(anonymous.status).toBe(401);
  });

  it('takes a problem whose matrices are over the general 1 MB body limit', async () => {
    const client = await signedIn(server);
    const n = 320;
    const grid = (scale: number) =>
      Array.from({ length: n }, (_, i) =>
        Array.from({ length: n }, (_, j) => Math.abs(i - j) * scale + (i === j ? 0 : 1234)),
      );
    const problem: VroomProblem = {
      vehicles: [{ id: 1, start_index: 0, end_index: 0 }],
      jobs: Array.from({ length: n - 1 }, (_, k) => ({ id: k + 1, location_index: k + 1 })),
      matrices: { car: { durations: grid(7), distances: grid(70) } },
    };
    expect(JSON.stringify(problem).length).toBeGreaterThan(1024 * 1024);
    const answer = await client.post<VroomSolution>('/api/solve?timeLimit=1', problem);
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expect(checkVroomSolution(problem, answer.body)).toEqual([]);
  });

  it('queues a longer solve as a job of kind vroom', async () => {
    const client = await signedIn(server);
    // Shipments keep the search busy for its whole time limit: the job is still running when cancelled.
    const problem = fixture('mixed-matrix.json');
    const job = await client.post<OptimizationJob>('/api/solve?timeLimit=31', problem);
    expect(job.status, job.text).toBe(202);
    expect(job.headers.get('location')).toBe(`/api/optimization-jobs/${job.body.id}`);
    expect(job.body.kind).toBe('vroom');
    const cancelled = await client.delete<OptimizationJob>(`/api/optimization-jobs/${job.body.id}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    let state = cancelled.body;
    for (let i = 0; i < 100 && (state.status === 'queued' || state.status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await client.get<OptimizationJob>(`/api/optimization-jobs/${job.body.id}`)).body;
    }
    expect(state.status).toBe('cancelled');
    // A cancelled job keeps the best plan found so far.
    if (state.result !== null) expect(checkVroomSolution(problem, state.result as VroomSolution)).toEqual([]);
  });
});
