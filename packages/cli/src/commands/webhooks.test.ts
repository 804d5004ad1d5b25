/**
 * Webhooks from the terminal: an endpoint added (its secret printed once), a test event received by a local
 * receiver and found in the delivery log, bad input refused by name, the endpoint removed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestServer, type TestServer } from '@routier/server/test-support';
import type { WebhookDelivery, WebhookEndpoint } from '@routier/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, loggedInEnv } from '../test-support/cli-harness.js';

const generous = { max: 1000, windowMs: 60_000 };
let server: TestServer;
let env: Record<string, string | undefined>;
const received: string[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push(body);
    res.end();
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  server = await createTestServer({
    limits: { signInPerIp: generous, signInPerAccount: generous, general: generous },
  });
  env = await loggedInEnv(server.url, 'webhooks');
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const json = <T>(text: string): T => JSON.parse(text) as T;

describe('routier webhooks', () => {
  it('adds an endpoint, sends it a test event, shows the delivery log and removes it', async () => {
    const added = await cli(['webhooks', 'add', url, '--event', 'job.failed', '--description', 'ERP'], {
      env,
    });
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/Signing secret:\s+whsec_[A-Za-z0-9_-]{43}/);
    const list = await cli(['webhooks', 'list', '--json'], { env });
    const [endpoint] = json<WebhookEndpoint[]>(list.stdout);
    expect(endpoint).toMatchObject({ url, events: ['job.failed'], description: 'ERP', isActive: true });

    const test = await cli(['webhooks', 'test', String(endpoint.id)], { env });
    expect(test.code, test.stderr).toBe(0);
    for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(json<{ type: string }>(received[0]).type).toBe('webhook.test');
    let deliveries: WebhookDelivery[] = [];
    for (let i = 0; i < 200; i++) {
      const log = await cli(['webhooks', 'deliveries', String(endpoint.id), '--json'], { env });
      deliveries = json<WebhookDelivery[]>(log.stdout);
      if (deliveries[0]?.status === 'succeeded') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(deliveries[0]).toMatchObject({ event: 'webhook.test', status: 'succeeded', responseStatus: 200 });
    const text = await cli(['webhooks', 'deliveries', String(endpoint.id), '--status', 'succeeded'], { env });
    expect(text.stdout).toMatch(/webhook\.test\s+succeeded\s+1\s+HTTP 200/);

    const removed = await cli(['webhooks', 'remove', String(endpoint.id)], { env });
    expect(removed.stdout).toContain(`Deleted webhook endpoint ${endpoint.id}`);
    expect((await cli(['webhooks', 'list'], { env })).stdout).toContain('No webhook endpoints.');
  });

  it('refuses an unknown event and a bad address by name', async () => {
    const event = await cli(['webhooks', 'add', url, '--event', 'route.deleted'], { env });
    expect(event.code).toBe(2);
    expect(event.stderr).toContain('--event must be one of job.succeeded, job.failed, route.updated');
    const address = await cli(['webhooks', 'add', 'erp.example.com', '--json'], { env });
    expect(address.code).toBe(2);
    expect(address.stderr).toContain('Please enter a full http:// or https:// address');
    expect((await cli(['webhooks', 'remove', '99999'], { env })).code).toBe(5);
  });
});
