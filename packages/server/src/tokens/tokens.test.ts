import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabase, type TestServer } from '../test-support/index.js';

interface Token {
  id: number;
  name: string;
  prefix: string;
  token?: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

describe('API tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    await testDatabase();
    server = await createTestServer();
  });

  it('creates a token shown once, stored only as a SHA-256 hash', async () => {
    const client = server.client();
    await client.register();
    const created = await client.post<Token>('/api/tokens', { name: 'CI export job' });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    expect(created.body.prefix).toBe(created.body.token!.slice(0, 9));
    const [row] = await server.knex('api_tokens').where({ id: created.body.id });
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.body.token);

    const list = await client.get<Token[]>('/api/tokens');
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, name: 'CI export job' })]);
    expect(list.body[0]).not.toHaveProperty('token');
  });

  it('authenticates Authorization: Bearer as its owner and records its use', async () => {
    const owner = server.client();
    const { user } = await owner.register();
    const created = await owner.post<Token>('/api/tokens', { name: 'sdk' });
    const script = server.client();
    script.bearer = created.body.token;
    const me = await script.get<{ id: number }>('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    const [listed] = (await script.get<Token[]>('/api/tokens')).body;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('stops working at once when revoked', async () => {
    const owner = server.client();
    await owner.register();
    const created = await owner.post<Token>('/api/tokens', { name: 'temporary' });
    const script = server.client();
    script.bearer = created.body.token;
    expect((await script.get('/api/auth/user')).status).toBe(200);

    expect((await owner.delete(`/api/tokens/${created.body.id}`)).status).toBe(204);
    const after = await script.get('/api/auth/user');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await owner.get<Token[]>('/api/tokens')).body).toEqual([]);
    expect((await owner.delete(`/api/tokens/${created.body.id}`)).status).toBe(404);
  });

  it('refuses an unknown, malformed or expired token with 401', async () => {
    const owner = server.client();
    const { user } = await owner.register();
    const created = await owner.post<Token>('/api/tokens', { name: 'soon expired' });
    await server
      .knex('api_tokens')
      .where({ id: created.body.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    for (const secret of [created.body.token!, 'rt_' + 'A'.repeat(43), 'not-a-token']) {
      const script = server.client();
      script.bearer = secret;
      expect((await script.get('/api/auth/user')).status).toBe(401);
    }
    expect(user.id).toBeGreaterThan(0);
  });

  it('validates the name and a future expiry', async () => {
    const client = server.client();
    await client.register();
    const blank = await client.post('/api/tokens', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Token name is required' });
    const past = await client.post('/api/tokens', { name: 'x', expiresAt: '2000-01-01T00:00:00.000Z' });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ field: 'expiresAt' })],
    });
    const future = await client.post<Token>('/api/tokens', {
      name: 'x',
      expiresAt: '2999-01-01T00:00:00.000Z',
    });
    expect(future.status).toBe(201);
    expect(future.body.expiresAt).toBe('2999-01-01T00:00:00.000Z');
  });

  it('pages the list with limit and offset, newest first, with X-Total-Count', async () => {
    const client = server.client();
    await client.register();
    for (const name of ['one', 'two', 'three']) await client.post('/api/tokens', { name });
    const page = await client.get<Token[]>('/api/tokens?limit=2&offset=1');
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.body.map((t) => t.name)).toEqual(['two', 'one']);
    const bad = await client.get('/api/tokens?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ details: [expect.objectContaining({ field: 'query.limit' })] });
  });

  it('requires a signed-in user', async () => {
    expect((await server.client().get('/api/tokens')).status).toBe(401);
    expect((await server.client().post('/api/tokens', { name: 'x' })).status).toBe(401);
  });
});

describe('ownership: user A cannot read or change user B records', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });

  it('keeps tokens apart: B neither lists nor revokes A tokens (404, as if absent)', async () => {
    const a = server.client();
    await a.register();
    const aToken = await a.post<Token>('/api/tokens', { name: 'A private' });
    const b = server.client();
    await b.register();

    expect((await b.get<Token[]>('/api/tokens')).body).toEqual([]);
    const revoke = await b.delete(`/api/tokens/${aToken.body.id}`);
    expect(revoke.status).toBe(404);
    expect(revoke.body).toMatchObject({ code: 'TOKEN_NOT_FOUND' });
    // A's token still works.
    const script = server.client();
    script.bearer = aToken.body.token;
    expect((await script.get('/api/auth/user')).status).toBe(200);
  });

  it('acts as the token owner only: a token of B sees B, never A', async () => {
    const a = server.client();
    const { user: userA } = await a.register();
    const b = server.client();
    const { user: userB } = await b.register();
    const bToken = await b.post<Token>('/api/tokens', { name: 'B script' });
    const script = server.client();
    script.bearer = bToken.body.token;
    // A session cookie of A alongside B's bearer token: the token decides.
    script.cookies.set('routier.sid', a.cookie('routier.sid')!);
    const me = await script.get<{ id: number }>('/api/auth/user');
    expect(me.body.id).toBe(userB.id);
    expect(me.body.id).not.toBe(userA.id);
  });
});

describe('Idempotency-Key on POST /api/tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });

  it('replays the first answer for a retry with the same key and body, creating nothing new', async () => {
    const client = server.client();
    await client.register();
    const headers = { 'idempotency-key': 'retry-1' };
    const first = await client.post<Token>('/api/tokens', { name: 'once' }, { headers });
    const second = await client.post<Token>('/api/tokens', { name: 'once' }, { headers });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect((await client.get<Token[]>('/api/tokens')).body).toHaveLength(1);
    const [stored] = await server.knex('idempotency_keys').where({ key: 'retry-1' });
    expect(stored.response_body).not.toContain(first.body.token);
  });

  it('answers 409 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
    const client = server.client();
    await client.register();
    const headers = { 'idempotency-key': 'retry-2' };
    await client.post('/api/tokens', { name: 'first' }, { headers });
    const reused = await client.post('/api/tokens', { name: 'second' }, { headers });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('keeps keys per user and releases a key whose first request failed', async () => {
    const a = server.client();
    await a.register();
    const b = server.client();
    await b.register();
    const headers = { 'idempotency-key': 'shared-key' };
    expect((await a.post('/api/tokens', { name: 'a' }, { headers })).status).toBe(201);
    expect((await b.post('/api/tokens', { name: 'b' }, { headers })).status).toBe(201);

    const failing = { 'idempotency-key': 'fails-first' };
    expect(
      (await a.post('/api/tokens', { name: 'x', expiresAt: '2000-01-01T00:00:00Z' }, { headers: failing }))
        .status,
    ).toBe(400);
    expect((await a.post('/api/tokens', { name: 'x' }, { headers: failing })).status).toBe(201);
  });
});
