import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VroomProblemBody, VroomSolutionBody } from '@routier/contract';
import { createClient } from './client.js';
import { solve } from './solve.js';

let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void = (_q, res) => res.end();
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => handler(req, res, body));
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const problem: VroomProblemBody = {
  vehicles: [{ id: 0, start_index: 0 }],
  jobs: [{ id: 1, location_index: 1 }],
  matrices: {
    car: {
      durations: [
        [0, 5],
        [5, 0],
      ],
    },
  },
};
const solution = {
  code: 0,
  summary: { cost: 5, routes: 1, unassigned: 0 },
  unassigned: [],
  routes: [],
} as unknown as VroomSolutionBody;

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

describe('solve', () => {
  it('posts the problem with the time limit and answers the solution', async () => {
    let seen = { url: '', body: '' };
    handler = (req, res, body) => {
      seen = { url: req.url ?? '', body };
      json(res, 200, solution);
    };
    const answer = await solve(createClient({ baseUrl }), problem, { timeLimit: 3 });
    expect(seen.url).toBe('/api/solve?timeLimit=3');
    expect(JSON.parse(seen.body)).toEqual(problem);
    expect(answer).toEqual(solution);
  });

  it('follows a job when the server queued the solve, and answers its result', async () => {
    const job = { id: 'job_1', kind: 'vroom', status: 'queued', result: null, error: null };
    handler = (req, res) => {
      if (req.method === 'POST') return json(res, 202, job, { location: '/api/optimization-jobs/job_1' });
      if (req.url?.endsWith('/events')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(`event: done\ndata: ${JSON.stringify({ ...job, status: 'succeeded' })}\n\n`);
        return;
      }
      json(res, 200, { ...job, status: 'succeeded', result: solution });
    };
    expect(await solve(createClient({ baseUrl }), problem, { timeLimit: 60 })).toEqual(solution);
  });

  it('throws the error of a failed job', async () => {
    const job = {
      id: 'job_2',
      kind: 'vroom',
      status: 'failed',
      result: null,
      error: { code: 'OPTIMIZATION_FAILED', message: 'No plan' },
    };
    handler = (req, res) => {
      if (req.method === 'POST') return json(res, 202, { ...job, status: 'queued', error: null });
      if (req.url?.endsWith('/events')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(`event: failed\ndata: ${JSON.stringify(job)}\n\n`);
        return;
      }
      json(res, 200, job);
    };
    await expect(solve(createClient({ baseUrl }), problem, { timeLimit: 60 })).rejects.toMatchObject({
      code: 'OPTIMIZATION_FAILED',
      message: 'No plan',
    });
  });
});
