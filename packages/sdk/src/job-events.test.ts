import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client.js';
import { jobEvents, parseEventStream, waitForJob } from './job-events.js';
import type { OptimizationJob } from '@routier/contract';

function job(status: OptimizationJob['status'], percent: number): OptimizationJob {
  return {
    id: 'job_1',
    kind: 'basic',
    status,
    createdAt: '2025-03-04T09:15:00.000Z',
    startedAt: '2025-03-04T09:15:00.100Z',
    finishedAt: status === 'running' ? null : '2025-03-04T09:15:02.000Z',
    timeLimitSeconds: 10,
    progress: {
      percent,
      elapsedMs: percent * 10,
      iterations: percent,
      bestCost: 12.5,
      unassigned: 0,
      objective: 'distance',
      routesDone: null,
      routesTotal: null,
    },
    result: null,
    error: null,
  };
}

let server: Server;
let baseUrl: string;
let streams = 0;
const finalStatus: OptimizationJob['status'] = 'succeeded';
let cutFirstStream = false;

function sse(res: ServerResponse, chunks: string[]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'x-request-id': 'r1' });
  for (const c of chunks) res.write(c);
  res.end();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/optimization-jobs/job_1/events') {
      streams += 1;
      if (cutFirstStream && streams === 1)
        return sse(res, [`event: progress\ndata: ${JSON.stringify(job('running', 10))}\n\n`]);
      return sse(res, [
        ': keep-alive\n\n',
        `id: 1\r\nevent: progress\r\ndata: ${JSON.stringify(job('running', 40))}\r\n\r\n`,
        `id: 2\nevent: done\ndata: ${JSON.stringify(job(finalStatus, 100)).slice(0, 30)}`,
        `${JSON.stringify(job(finalStatus, 100)).slice(30)}\n\n`,
        `event: progress\ndata: ${JSON.stringify(job('running', 99))}\n\n`,
      ]);
    }
    if (req.url === '/api/optimization-jobs/job_1') {
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'r2' });
      const current = cutFirstStream && streams === 1 ? job('running', 10) : job(finalStatus, 100);
      return res.end(JSON.stringify({ ...current, history: [] }));
    }
    res.writeHead(404, { 'content-type': 'application/json', 'x-request-id': 'r3' });
    res.end(JSON.stringify({ code: 'JOB_NOT_FOUND', message: 'Job not found', requestId: 'r3' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('parseEventStream', () => {
  it('joins data lines, reads ids, skips comments and drops an unfinished last event', async () => {
    const body = new Response(': hi\nevent: a\ndata: 1\ndata: 2\nid: 7\n\ndata: x').body!;
    const events = [];
    for await (const e of parseEventStream(body)) events.push(e);
    expect(events).toEqual([{ event: 'a', data: '1\n2', id: '7' }]);
  });
});

describe('jobEvents and waitForJob', () => {
  it('yields progress then the terminal event, and stops there', async () => {
    const client = createClient({ baseUrl, token: 'rt_x' });
    const seen = [];
    for await (const e of jobEvents(client, 'job_1')) seen.push([e.event, e.job.progress.percent, e.id]);
    expect(seen).toEqual([
      ['progress', 40, '1'],
      ['done', 100, '2'],
    ]);
  });

  it('follows a job to its final state, re-opening a stream cut short', async () => {
    cutFirstStream = true;
    streams = 0;
    const client = createClient({ baseUrl });
    const percents: number[] = [];
    const final = await waitForJob(client, 'job_1', { onProgress: (j) => percents.push(j.progress.percent) });
    expect(final.status).toBe('succeeded');
    expect(percents).toEqual([10, 40, 100]);
    expect(streams).toBe(2);
    cutFirstStream = false;
  });

  it('throws the error shape for an unknown job', async () => {
    const client = createClient({ baseUrl });
    await expect(jobEvents(client, 'nope').next()).rejects.toMatchObject({
      status: 404,
      code: 'JOB_NOT_FOUND',
    });
  });
});
