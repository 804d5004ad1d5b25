import type { ApiTokenCreated, SecurityEvent, WebhookEndpointCreated } from '@routier/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, STRONG_PASSWORD, type TestServer } from '../test-support/index.js';

describe('the account audit log (security events)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });

  const eventsOf = async (client: ReturnType<TestServer['client']>, query = '') => {
    const response = await client.get<SecurityEvent[]>(`/api/user/security-events${query}`);
    expect(response.status).toBe(200);
    return response;
  };

  it('records sign-up, failed and good sign-ins, tokens, webhooks and sign-out, newest first, with where from', async () => {
    const ua = { 'user-agent': 'AuditTest/1.0' };
    const owner = server.client();
    const { email } = await owner.register();
    const stranger = server.client();
    expect(
      (await stranger.post('/api/auth/login', { email, password: 'wrong-password' }, { headers: ua })).status,
    ).toBe(401);
    expect(
      (await owner.post('/api/auth/login', { email, password: STRONG_PASSWORD }, { headers: ua })).status,
    ).toBe(200);
    const token = (await owner.post<ApiTokenCreated>('/api/tokens', { name: 'audit' })).body;
    expect((await owner.delete(`/api/tokens/${token.id}`)).status).toBe(204);
    const hook = (
      await owner.post<WebhookEndpointCreated>('/api/webhooks', {
        url: 'http://127.0.0.1:9/x',
        events: ['job.failed'],
      })
    ).body;
    expect((await owner.delete(`/api/webhooks/${hook.id}`)).status).toBe(204);

    const { body: events, headers } = await eventsOf(owner);
    expect(events.map((e) => e.type)).toEqual([
      'webhook_deleted',
      'webhook_created',
      'token_revoked',
      'token_created',
      'signed_in',
      'sign_in_failed',
      'registered',
    ]);
    expect(headers.get('x-total-count')).toBe('7');
    const failed = events.find((e) => e.type === 'sign_in_failed')!;
    expect(failed).toMatchObject({ userAgent: 'AuditTest/1.0', details: { reason: 'wrong_password' } });
    expect(failed.ip).toBe('127.0.0.1');
    expect(events.find((e) => e.type === 'token_created')!.details).toEqual({
      tokenId: token.id,
      name: 'audit',
    });
    expect(events.find((e) => e.type === 'signed_in')!.details).toEqual({ method: 'password' });

    const filtered = await eventsOf(owner, '?type=signed_in&type=sign_in_failed&limit=1');
    expect(filtered.body.map((e) => e.type)).toEqual(['signed_in']);
    expect(filtered.headers.get('x-total-count')).toBe('2');

    // Another user sees only their own.
    await stranger.register();
    expect((await eventsOf(stranger)).body.map((e) => e.type)).toEqual(['registered']);

    // Signing out is recorded (read through a second session of the same account).
    const second = server.client();
    await second.login(email, STRONG_PASSWORD);
    expect((await owner.post('/api/auth/logout')).status).toBe(204);
    expect((await eventsOf(second)).body[0].type).toBe('signed_out');
  });

  it('refuses an unknown event type by name', async () => {
    const client = server.client();
    await client.register();
    const response = await client.get<{ code: string; details: { field: string }[] }>(
      '/api/user/security-events?type=hacked',
    );
    expect(response.status).toBe(400);
    expect(response.body.details[0].field).toMatch(/type/);
  });

  it('ends a session 30 days after sign-in however active it is', async () => {
    const client = server.client();
    await client.register();
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const sid = client.cookie('routier.sid')!;
    const row = await server.knex('sessions').where({ sid }).first('sess');
    const sess = typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess;
    await server
      .knex('sessions')
      .where({ sid })
      .update({ sess: JSON.stringify({ ...sess, signedInAt: Date.now() - 31 * 24 * 60 * 60 * 1000 }) });
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(await server.knex('sessions').where({ sid }).first()).toBeUndefined();
  });
});
