/**
 * Outbound webhooks against a real local receiver (an HTTP server on 127.0.0.1): endpoints and their
 * secrets, signed deliveries checked with an independent HMAC, retries with back-off, the delivery log,
 * events from route changes and jobs, rotation, and the private-network policy.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OptimizationJob, WebhookDelivery, WebhookEndpointCreated } from '@routier/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InlineJobRunner } from '../jobs/job-runner.js';
import { createTestServer, type TestClient, type TestServer } from '../test-support/index.js';
import { AUSTIN, createRoute, PLACES, signedIn } from '../test-support/optimization/planning-fixtures.js';
import { ScriptedSolver } from '../test-support/optimization/scripted-solver.js';
import { isPrivateAddress } from './webhook-url.js';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; data: { object: Record<string, unknown> } };
}

/** A receiver that records every POST and answers the statuses of `answers` in turn (then 200). */
class Receiver {
  readonly received: Received[] = [];
  answers: number[] = [];
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      this.received.push({ headers: req.headers, body, json: JSON.parse(body) });
      res.statusCode = this.answers.shift() ?? 200;
      res.end('ok');
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  async waitFor(count: number, what = (r: Received) => Boolean(r)): Promise<Received[]> {
    for (let i = 0; i < 400; i++) {
      const matching = this.received.filter(what);
      if (matching.length >= count) return matching;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`the receiver got ${this.received.filter(what).length} of ${count} deliveries`);
  }
}

/** The receiver's side of the scheme, written from docs/webhooks.md (not from the server's code). */
function verify(received: Received, secret: string): boolean {
  const header = String(received.headers['routier-signature']);
  const parts = header.split(',').map((p) => p.split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${received.body}`).digest('hex');
  return parts.some(([k, v]) => k === 'v1' && v === expected);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition never held');
}

describe('webhooks', () => {
  const solver = new ScriptedSolver();
  const runner = new InlineJobRunner({ solver });
  const receiver = new Receiver();
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    await receiver.start();
    server = await createTestServer({ jobs: runner, webhooks: { retryDelaysMs: [60, 60], pollMs: 100 } });
    client = await signedIn(server.client());
  });
  afterAll(async () => {
    await runner.stop(1000);
    await receiver.stop();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answers = [];
  });

  const createEndpoint = async (c: TestClient, body: Record<string, unknown> = {}) => {
    const created = await c.post<WebhookEndpointCreated>('/api/webhooks', {
      url: receiver.url,
      events: ['job.succeeded', 'job.failed', 'route.updated'],
      ...body,
    });
    expect(created.status).toBe(201);
    return created.body;
  };
  const deliveries = (endpointId: number) =>
    client.get<WebhookDelivery[]>(`/api/webhooks/${endpointId}/deliveries`).then((r) => r.body);

  it('creates an endpoint whose secret is shown once, and keeps each user to their own', async () => {
    const created = await client.post<WebhookEndpointCreated>('/api/webhooks', {
      url: 'https://erp.example.com/routier',
      description: '  ERP sync ',
      events: ['route.updated'],
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/webhooks/${created.body.id}`);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({
      description: 'ERP sync',
      isActive: true,
      events: ['route.updated'],
    });
    expect(created.body.secretHint).toBe(`whsec_…${created.body.secret.slice(-4)}`);
    const read = await client.get<Record<string, unknown>>(`/api/webhooks/${created.body.id}`);
    expect(read.body.secret).toBeUndefined();
    const list = await client.get<unknown[]>('/api/webhooks');
    expect(list.headers.get('x-total-count')).toBe(String(list.body.length));

    const stranger = await signedIn(server.client());
    expect((await stranger.get(`/api/webhooks/${created.body.id}`)).status).toBe(404);
    expect((await stranger.delete(`/api/webhooks/${created.body.id}`)).body).toMatchObject({
      code: 'WEBHOOK_NOT_FOUND',
    });
    expect((await stranger.get<unknown[]>('/api/webhooks')).body).toEqual([]);

    const updated = await client.put(`/api/webhooks/${created.body.id}`, {
      isActive: false,
      description: null,
    });
    expect(updated.body).toMatchObject({ isActive: false, description: null });
    expect((await client.delete(`/api/webhooks/${created.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/webhooks/${created.body.id}`)).status).toBe(404);
  });

  it('refuses bad endpoints by name and more than ten per user', async () => {
    const user = await signedIn(server.client());
    const noEvents = await user.post('/api/webhooks', { url: receiver.url, events: [] });
    expect(noEvents.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Choose at least one event' });
    const ftp = await user.post('/api/webhooks', { url: 'ftp://example.com/x', events: ['job.failed'] });
    expect(ftp.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const unknown = await user.post('/api/webhooks', { url: receiver.url, events: ['route.deleted'] });
    expect(unknown.status).toBe(400);
    for (let i = 0; i < 10; i++) await createEndpoint(user, { url: `https://example.com/${i}` });
    const eleventh = await user.post('/api/webhooks', {
      url: 'https://example.com/11',
      events: ['job.failed'],
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({ code: 'CONFLICT' });
  });

  it('signs a test event so the receiver can verify it, and logs the delivery', async () => {
    const endpoint = await createEndpoint(client);
    const queued = await client.post<WebhookDelivery>(`/api/webhooks/${endpoint.id}/test`);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ event: 'webhook.test', status: 'pending', attempts: 0 });
    const [got] = await receiver.waitFor(1);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['routier-event']).toBe('webhook.test');
    expect(got.headers['routier-delivery']).toBe(String(queued.body.id));
    expect(got.headers['user-agent']).toMatch(/^Routier-Webhooks\//);
    expect(got.json).toMatchObject({ id: queued.body.eventId, type: 'webhook.test' });
    expect(got.json.id).toMatch(/^evt_[0-9A-Z]{26}$/);
    expect(verify(got, endpoint.secret)).toBe(true);
    expect(verify(got, 'whsec_another')).toBe(false);
    expect(verify({ ...got, body: got.body.replace('test', 'tset') }, endpoint.secret)).toBe(false);

    const [logged] = await until(
      () => deliveries(endpoint.id),
      (list) => list[0]?.status === 'succeeded',
    );
    expect(logged).toMatchObject({ attempts: 1, responseStatus: 200, error: null, nextAttemptAt: null });
    expect(logged.deliveredAt).not.toBeNull();
    await client.delete(`/api/webhooks/${endpoint.id}`);
  });

  it('retries with back-off after failures, with the same event id, and gives up when the schedule is spent', async () => {
    const endpoint = await createEndpoint(client);
    receiver.answers = [500, 503];
    await client.post(`/api/webhooks/${endpoint.id}/test`);
    const attempts = await receiver.waitFor(3);
    expect(new Set(attempts.map((a) => a.json.id)).size).toBe(1);
    const [ok] = await until(
      () => deliveries(endpoint.id),
      (list) => list[0]?.status === 'succeeded',
    );
    expect(ok).toMatchObject({ attempts: 3, responseStatus: 200 });

    receiver.received.length = 0;
    receiver.answers = [500, 500, 500, 500];
    await client.post(`/api/webhooks/${endpoint.id}/test`);
    const [failed] = await until(
      () =>
        client
          .get<WebhookDelivery[]>(`/api/webhooks/${endpoint.id}/deliveries?status=failed`)
          .then((r) => r.body),
      (list) => list.length === 1,
    );
    expect(failed).toMatchObject({ attempts: 3, responseStatus: 500, error: 'The endpoint answered 500' });
    expect(failed.nextAttemptAt).toBeNull();
    expect(receiver.received).toHaveLength(3);

    // Sent again on request: one more attempt, which now succeeds.
    const retried = await client.post<WebhookDelivery>(
      `/api/webhooks/${endpoint.id}/deliveries/${failed.id}/retry`,
    );
    expect(retried.status).toBe(202);
    receiver.answers = [];
    await until(
      () => deliveries(endpoint.id),
      (list) => list.find((d) => d.id === failed.id)?.status === 'succeeded',
    );
    expect((await client.post(`/api/webhooks/${endpoint.id}/deliveries/999999/retry`)).body).toMatchObject({
      code: 'WEBHOOK_DELIVERY_NOT_FOUND',
    });
    await client.delete(`/api/webhooks/${endpoint.id}`);
  });

  it('logs why an unreachable endpoint failed', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const endpoint = await createEndpoint(client, { url: `http://127.0.0.1:${port}/gone` });
    await client.post(`/api/webhooks/${endpoint.id}/test`);
    const [failed] = await until(
      () => deliveries(endpoint.id),
      (list) => list[0]?.status === 'failed',
    );
    expect(failed.error).toMatch(/^Could not connect \(ECONNREFUSED\)/);
    expect(failed.responseStatus).toBeNull();
    await client.delete(`/api/webhooks/${endpoint.id}`);
  });

  it('announces a changed route to the endpoints that subscribe, with the route as GET shows it', async () => {
    const routes = await createEndpoint(client, { events: ['route.updated'] });
    const jobsOnly = await createEndpoint(client, { events: ['job.succeeded'] });
    const paused = await createEndpoint(client, { events: ['route.updated'], isActive: false });
    const route = await createRoute(client, { name: 'Announced' });
    await client.put(`/api/routes/${route.id}`, { name: 'Announced again', status: 'planned' });
    const [got] = await receiver.waitFor(1, (r) => r.json.type === 'route.updated');
    const shown = await client.get(`/api/routes/${route.id}`);
    expect(got.json.data.object).toEqual(shown.body);
    expect(verify(got, routes.secret)).toBe(true);
    // Only the subscribed, active endpoint got it.
    expect((await deliveries(jobsOnly.id)).length).toBe(0);
    expect((await deliveries(paused.id)).length).toBe(0);
    for (const e of [routes, jobsOnly, paused]) await client.delete(`/api/webhooks/${e.id}`);
  });

  it('announces jobs that succeed and fail, without their result', async () => {
    const endpoint = await createEndpoint(client, { events: ['job.succeeded', 'job.failed'] });
    const job = {
      kind: 'basic',
      timeLimitSeconds: 5,
      input: { startLocation: AUSTIN, vehicleType: 'cargo_van', destinations: PLACES.slice(0, 3) },
    };
    solver.script = { durationMs: 30 };
    const ok = await client.post<OptimizationJob>('/api/optimization-jobs', job);
    const [succeeded] = await receiver.waitFor(1, (r) => r.json.type === 'job.succeeded');
    expect(succeeded.json.data.object).toMatchObject({ id: ok.body.id, status: 'succeeded', kind: 'basic' });
    expect(succeeded.json.data.object).not.toHaveProperty('result');
    expect(succeeded.json.data.object).not.toHaveProperty('history');
    expect(verify(succeeded, endpoint.secret)).toBe(true);

    solver.script = { fail: new Error('solver crashed'), failAfterMs: 10 };
    const bad = await client.post<OptimizationJob>('/api/optimization-jobs', job);
    const [failed] = await receiver.waitFor(1, (r) => r.json.type === 'job.failed');
    expect(failed.json.data.object).toMatchObject({ id: bad.body.id, status: 'failed' });
    expect((failed.json.data.object.error as { code: string }).code).toBeTruthy();
    solver.script = {};
    await client.delete(`/api/webhooks/${endpoint.id}`);
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const endpoint = await createEndpoint(client);
    const rotated = await client.post<WebhookEndpointCreated>(`/api/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await client.post(`/api/webhooks/${endpoint.id}/test`);
    const [got] = await receiver.waitFor(1);
    expect(String(got.headers['routier-signature']).match(/v1=/g)).toHaveLength(2);
    expect(verify(got, rotated.body.secret)).toBe(true);
    expect(verify(got, endpoint.secret)).toBe(true);
    await client.delete(`/api/webhooks/${endpoint.id}`);
  });
});

describe('webhooks to private networks', () => {
  it('refuses them where the operator says so (the production default)', async () => {
    const server = await createTestServer({ env: { WEBHOOK_PRIVATE_URLS: 'deny' } });
    expect(server.config.webhookPrivateUrls).toBe('deny');
    const client = await signedIn(server.client());
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost/x',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
    ]) {
      const refused = await client.post('/api/webhooks', { url, events: ['job.failed'] });
      expect(refused.status, url).toBe(400);
      expect(
        (refused.body as { details: Array<{ field: string; message: string }> }).details[0],
      ).toMatchObject({
        field: 'url',
      });
    }
    const { loadConfig } = await import('../config/config.js');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).webhookPrivateUrls).toBe(
      'deny',
    );
    expect(loadConfig({}).webhookPrivateUrls).toBe('allow');
  });

  it('knows which addresses are private', () => {
    for (const a of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of [
      '8.8.8.8',
      '172.32.0.1',
      '192.169.0.1',
      '100.128.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ])
      expect(isPrivateAddress(a), a).toBe(false);
  });
});
