import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabase, STRONG_PASSWORD, uniqueEmail } from '../test-support/index.js';

interface ErrorBody {
  code: string;
  message: string;
  details?: Array<{ field?: string; message: string }>;
}

describe('sign-in and sign-out', () => {
  beforeAll(() => testDatabase());

  it('signs in with the right password and answers the user', async () => {
    const server = await createTestServer();
    const { email, password, user } = await server.client().register();
    const client = server.client();
    const response = await client.login(email, password);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, email });
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const server = await createTestServer();
    const { email, password } = await server.client().register();
    expect((await server.client().login(`  ${email.toUpperCase()} `.trim(), password)).status).toBe(200);
  });

  it('answers the same 401 INVALID_CREDENTIALS for a wrong password and an unknown e-mail', async () => {
    const server = await createTestServer();
    const { email } = await server.client().register();
    const wrong = await server.client().login(email, 'Wr0ngPassword');
    const unknown = await server.client().login(uniqueEmail('nobody'), 'Wr0ngPassword');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
    const strip = (r: typeof wrong) => ({ ...(r.body as object), requestId: undefined });
    expect(strip(wrong)).toEqual(strip(unknown));
  });

  it('answers the spec messages for a missing password and a bad e-mail', async () => {
    const server = await createTestServer();
    const noPassword = await server
      .client()
      .post<ErrorBody>('/api/auth/login', { email: uniqueEmail(), password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Password is required');
    expect(noPassword.body.details).toContainEqual(
      expect.objectContaining({ field: 'password', message: 'Password is required' }),
    );
    const badEmail = await server.client().post<ErrorBody>('/api/auth/login', { email: 'x', password: 'y' });
    expect(badEmail.body.message).toBe('Please enter a valid email address');
  });

  it('rotates the session id at sign-in and deletes the old session', async () => {
    const server = await createTestServer({
      env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
    });
    const { email, password } = await server.client().register();
    const client = server.client();
    // An anonymous session (the OAuth start keeps its state in one) exists before signing in.
    await client.get('/api/auth/google');
    const before = client.cookie('routier.sid');
    expect(before).toBeTruthy();
    expect(await server.knex('sessions').where({ sid: before })).toHaveLength(1);

    await client.login(email, password);
    const after = client.cookie('routier.sid');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await server.knex('sessions').where({ sid: before })).toHaveLength(0);
    const [row] = await server.knex('sessions').where({ sid: after });
    expect(row.sess.userId).toBeTypeOf('number');

    // The old cookie no longer signs anyone in.
    const stale = server.client();
    stale.cookies.set('routier.sid', before!);
    stale.cookies.set('routier.sid.sig', 'forged');
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, Secure when PUBLIC_URL is https', async () => {
    const plain = await createTestServer();
    const response = await plain.client().post('/api/auth/register', {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('routier.sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);

    const https = await createTestServer({ env: { PUBLIC_URL: 'https://routier.example' } });
    const secure = await https.client().post('/api/auth/register', {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(secure.headers.getSetCookie().find((c) => c.startsWith('routier.sid='))).toMatch(/secure/i);
  });

  it('answers 401 UNAUTHENTICATED for the current user when signed out', async () => {
    const server = await createTestServer();
    const response = await server.client().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('signs out with POST /api/auth/logout: the session row and cookie are gone', async () => {
    const server = await createTestServer();
    const client = server.client();
    await client.register();
    const sid = client.cookie('routier.sid');
    const response = await client.post('/api/auth/logout');
    expect(response.status).toBe(204);
    expect(client.cookie('routier.sid')).toBeUndefined();
    expect(await server.knex('sessions').where({ sid })).toHaveLength(0);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    // Signing out again is harmless.
    expect((await client.post('/api/auth/logout')).status).toBe(204);
  });

  it('signs out with the browser fallback GET /api/logout and redirects to /', async () => {
    const server = await createTestServer();
    const client = server.client();
    await client.register();
    const response = await client.get('/api/logout');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a password sign-in for an account that only has Google', async () => {
    const server = await createTestServer();
    const email = uniqueEmail('google');
    await server
      .knex('users')
      .insert({ email, auth_provider: 'google', google_id: 'g-123', email_verified: true });
    const response = await server.client().login(email, 'Anything1');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});
