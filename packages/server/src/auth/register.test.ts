import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabase, STRONG_PASSWORD, uniqueEmail } from '../test-support/index.js';

interface ErrorBody {
  code: string;
  message: string;
  details?: Array<{ field?: string; message: string; code?: string }>;
  requestId: string;
}

const valid = () => ({
  email: uniqueEmail(),
  password: STRONG_PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
});

describe('POST /api/auth/register', () => {
  beforeAll(() => testDatabase());

  it('creates a local account, signs it in and answers the user', async () => {
    const server = await createTestServer();
    const client = server.client();
    const input = valid();
    const response = await client.post('/api/auth/register', input);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: input.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      authProvider: 'local',
      emailVerified: false,
      profileImageUrl: null,
    });
    expect(client.cookie('routier.sid')).toBeTruthy();
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email: input.email });
    const prefs = await server
      .knex('user_preferences')
      .where({ user_id: (response.body as { id: number }).id });
    expect(prefs).toHaveLength(1);
    expect(prefs[0]).toMatchObject({ default_service_time: 15, default_priority: 'medium' });
  });

  it('stores the password as a salted scrypt hash, never in clear', async () => {
    const server = await createTestServer();
    const { email } = await server.client().register();
    const [row] = await server.knex('users').where({ email });
    expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(row.password_hash).not.toContain(STRONG_PASSWORD);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: undefined }, 'Please enter a valid email address'],
    ['password', { password: 'Sh0rt' }, 'Password must be at least 8 characters'],
    [
      'password',
      { password: 'alllowercase1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'password',
      { password: 'NoDigitsHere' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['firstName', { firstName: '' }, 'First name is required'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: undefined }, 'Last name is required'],
  ])('answers 400 VALIDATION_FAILED on %s with the spec message (%j)', async (field, change, message) => {
    const server = await createTestServer();
    const response = await server.client().post<ErrorBody>('/api/auth/register', { ...valid(), ...change });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.message).toBe(message);
    expect(response.body.details).toContainEqual(expect.objectContaining({ field, message }));
    expect(response.body.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('lists every invalid field at once', async () => {
    const server = await createTestServer();
    const response = await server.client().post<ErrorBody>('/api/auth/register', {});
    expect(response.status).toBe(400);
    const fields = response.body.details?.map((d) => d.field).sort();
    expect(fields).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  it('answers 409 EMAIL_TAKEN for an e-mail already in use, whatever its case', async () => {
    const server = await createTestServer();
    const first = await server.client().register();
    const response = await server
      .client()
      .post<ErrorBody>('/api/auth/register', { ...valid(), email: first.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
  });
});
