import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  testDatabase,
  uniqueEmail,
  type TestClient,
  type TestServer,
} from '../../test-support/index.js';

const GOOGLE = { GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'google-secret' };
const OIDC = {
  OIDC_ISSUER: 'https://id.example',
  OIDC_CLIENT_ID: 'oidc-client',
  OIDC_CLIENT_SECRET: 'oidc-secret',
};
const PUBLIC_URL = 'http://routier.test';

interface User {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  authProvider: string;
  emailVerified: boolean;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An id_token as the token endpoint returns it (grant checks audience and nonce). */
const idToken = (aud: string, nonce: string, sub: string) =>
  `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({ iss: 'x', aud, nonce, sub })}.c2lnbmF0dXJl`;

/** Follows the start redirect and answers the provider's authorize URL parameters. */
async function start(client: TestClient, path: string) {
  const response = await client.get(path);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  return { location, state: location.searchParams.get('state')!, nonce: location.searchParams.get('nonce')! };
}

function locationOf(response: { headers: Headers }) {
  return new URL(response.headers.get('location')!, PUBLIC_URL);
}

beforeAll(() => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1/);
});
afterEach(() => {
  nock.cleanAll();
});
afterAll(() => {
  nock.enableNetConnect();
});

describe('Google sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    await testDatabase();
    server = await createTestServer({ env: { ...GOOGLE, PUBLIC_URL } });
  });

  const googleAnswers = (nonce: string, profile: Record<string, unknown>) => {
    const token = nock('https://oauth2.googleapis.com')
      .post('/token', (body) => body.code === 'good-code' && body.client_id === 'google-client')
      .reply(200, {
        access_token: 'google-access',
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken('google-client', nonce, String(profile.sub)),
      });
    const userinfo = nock('https://openidconnect.googleapis.com')
      .get('/v1/userinfo')
      .matchHeader('authorization', 'Bearer google-access')
      .reply(200, profile);
    return { token, userinfo };
  };

  async function signInWithGoogle(client: TestClient, profile: Record<string, unknown>, returnTo = '') {
    const { location, state, nonce } = await start(
      client,
      `/api/auth/google${returnTo ? `?returnTo=${returnTo}` : ''}`,
    );
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(location.searchParams.get('client_id')).toBe('google-client');
    const scopes = googleAnswers(nonce, profile);
    const callback = await client.get(`/api/auth/google/callback?code=good-code&state=${state}`);
    expect(scopes.token.isDone()).toBe(true);
    expect(scopes.userinfo.isDone()).toBe(true);
    return callback;
  }

  it('creates a new user from the Google profile, signs in and lands on returnTo', async () => {
    const client = server.client();
    const email = uniqueEmail('g');
    const callback = await signInWithGoogle(
      client,
      {
        sub: 'g-new-1',
        email,
        email_verified: true,
        given_name: 'Grace',
        family_name: 'Hopper',
        picture: 'https://lh3.googleusercontent.com/a/p.jpg',
      },
      '/route-planning',
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/route-planning');
    const me = await client.get<User>('/api/auth/user');
    expect(me.body).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      authProvider: 'google',
      emailVerified: true,
      profileImageUrl: 'https://lh3.googleusercontent.com/a/p.jpg',
    });
    const [row] = await server.knex('users').where({ email });
    expect(row.google_id).toBe('g-new-1');
  });

  it('matches a returning user by Google id, even when the e-mail changed at Google', async () => {
    const first = server.client();
    await signInWithGoogle(first, { sub: 'g-returning', email: uniqueEmail('g'), email_verified: true });
    const firstId = (await first.get<User>('/api/auth/user')).body.id;

    const again = server.client();
    const callback = await signInWithGoogle(again, {
      sub: 'g-returning',
      email: uniqueEmail('changed'),
      email_verified: true,
    });
    expect(callback.headers.get('location')).toBe('/dashboard');
    expect((await again.get<User>('/api/auth/user')).body.id).toBe(firstId);
  });

  it('links Google to an existing password account with the same verified e-mail', async () => {
    const local = server.client();
    const { email, user, password } = await local.register();
    const client = server.client();
    await signInWithGoogle(client, {
      sub: 'g-link',
      email: email.toUpperCase(),
      email_verified: true,
      picture: 'https://lh3.googleusercontent.com/x.png',
    });
    const me = await client.get<User>('/api/auth/user');
    expect(me.body).toMatchObject({ id: user.id, authProvider: 'local', emailVerified: true });
    // The password still works.
    expect((await server.client().login(email, password)).status).toBe(200);
  });

  it('refuses to link an unverified e-mail to an existing account', async () => {
    const { email } = await server.client().register();
    const callback = await signInWithGoogle(server.client(), {
      sub: 'g-unverified',
      email,
      email_verified: false,
    });
    const location = locationOf(callback);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toBe('google_failed');
    expect(location.searchParams.get('details')).toMatch(/already exists/);
  });

  it('redirects to /auth?error=google_failed when the user cancels at Google', async () => {
    const client = server.client();
    await start(client, '/api/auth/google');
    const callback = await client.get('/api/auth/google/callback?error=access_denied');
    const location = locationOf(callback);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toBe('google_failed');
    expect(location.searchParams.get('details')).toBe('access_denied');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('redirects with session_failed when the state does not match (forged or expired)', async () => {
    const client = server.client();
    await start(client, '/api/auth/google');
    const callback = await client.get('/api/auth/google/callback?code=good-code&state=forged');
    expect(locationOf(callback).searchParams.get('error')).toBe('session_failed');
    const stranger = await server.client().get('/api/auth/google/callback?code=good-code&state=x');
    expect(locationOf(stranger).searchParams.get('error')).toBe('session_failed');
  });

  it('redirects with google_error when Google reports a misconfiguration at the token step', async () => {
    const client = server.client();
    const { state } = await start(client, '/api/auth/google');
    nock('https://oauth2.googleapis.com')
      .post('/token')
      .reply(400, { error: 'redirect_uri_mismatch', error_description: 'Bad redirect URI' });
    const callback = await client.get(`/api/auth/google/callback?code=good-code&state=${state}`);
    const location = locationOf(callback);
    expect(location.searchParams.get('error')).toBe('google_error');
    expect(location.searchParams.get('details')).toContain('redirect_uri_mismatch');
  });

  it('redirects with google_failed when the code exchange fails', async () => {
    const client = server.client();
    const { state } = await start(client, '/api/auth/google');
    nock('https://oauth2.googleapis.com').post('/token').reply(400, { error: 'invalid_grant' });
    const callback = await client.get(`/api/auth/google/callback?code=used-code&state=${state}`);
    expect(locationOf(callback).searchParams.get('error')).toBe('google_failed');
  });

  it('ignores a returnTo that leaves the site', async () => {
    const client = server.client();
    const response = await client.get('/api/auth/google?returnTo=//evil.example/x');
    // The spec pattern refuses it; the browser still gets a redirect to /auth, never JSON.
    expect(response.status).toBe(302);
    expect(locationOf(response).pathname).toBe('/auth');
  });
});

describe('Google sign-in when not configured', () => {
  it('redirects to /auth?error=google_error with details', async () => {
    const server = await createTestServer();
    const response = await server.client().get('/api/auth/google');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/auth?error=google_error&details=Google+sign-in+is+not+configured',
    );
    const oidc = await server.client().get('/api/login');
    expect(locationOf(oidc).searchParams.get('details')).toBe('Sign-in provider is not configured');
  });
});

describe('hosted-platform OIDC sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { ...OIDC, PUBLIC_URL } });
  });

  const discovery = () =>
    nock('https://id.example').get('/.well-known/openid-configuration').reply(200, {
      issuer: 'https://id.example',
      authorization_endpoint: 'https://id.example/auth',
      token_endpoint: 'https://id.example/token',
      userinfo_endpoint: 'https://id.example/me',
    });

  async function signIn(client: TestClient, claims: Record<string, unknown>) {
    const { location, state, nonce } = await start(client, '/api/login');
    expect(location.origin + location.pathname).toBe('https://id.example/auth');
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/callback`);
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    nock('https://id.example')
      .post('/token')
      .reply(200, {
        access_token: 'oidc-access',
        token_type: 'Bearer',
        id_token: idToken('oidc-client', nonce, String(claims.sub)),
      });
    nock('https://id.example')
      .get('/me')
      .matchHeader('authorization', 'Bearer oidc-access')
      .reply(200, claims);
    return client.get(`/api/callback?code=c0de&state=${state}`);
  }

  it('discovers the endpoints, creates an oidc user from the platform claims, and matches them next time', async () => {
    const scope = discovery();
    const client = server.client();
    const email = uniqueEmail('oidc');
    const callback = await signIn(client, {
      sub: '424242',
      email,
      email_verified: true,
      first_name: 'Linus',
      last_name: 'Torvalds',
      profile_image_url: 'https://storage.example/p.png',
    });
    expect(scope.isDone()).toBe(true);
    expect(callback.headers.get('location')).toBe('/dashboard');
    const me = await client.get<User>('/api/auth/user');
    expect(me.body).toMatchObject({
      email,
      firstName: 'Linus',
      lastName: 'Torvalds',
      authProvider: 'oidc',
      profileImageUrl: 'https://storage.example/p.png',
    });
    const [row] = await server.knex('users').where({ email });
    expect(row.oidc_subject).toBe('424242');

    // Discovery is cached; the same subject is the same user.
    const again = server.client();
    await signIn(again, { sub: '424242', email: uniqueEmail('other'), email_verified: false });
    expect((await again.get<User>('/api/auth/user')).body.id).toBe(me.body.id);
  });

  it('refuses a profile without an e-mail address', async () => {
    const callback = await signIn(server.client(), { sub: 'no-mail' });
    expect(locationOf(callback).searchParams.get('error')).toBe('google_failed');
    expect(locationOf(callback).searchParams.get('details')).toMatch(/e-mail/);
  });

  it('refuses a callback for a sign-in that was started with another provider', async () => {
    const client = server.client();
    const google = await createTestServer({ env: { ...GOOGLE, ...OIDC, PUBLIC_URL } });
    const viaGoogle = google.client();
    await start(viaGoogle, '/api/auth/google');
    const callback = await viaGoogle.get('/api/callback?code=c0de&state=whatever');
    expect(locationOf(callback).searchParams.get('error')).toBe('session_failed');
    expect(client).toBeDefined();
  });
});

describe('OIDC provider unreachable', () => {
  it('redirects /api/login to /auth?error=google_error', async () => {
    const server = await createTestServer({
      env: { ...OIDC, OIDC_ISSUER: 'https://down.example', PUBLIC_URL },
    });
    nock('https://down.example').get('/.well-known/openid-configuration').reply(503);
    const response = await server.client().get('/api/login');
    expect(locationOf(response).searchParams.get('error')).toBe('google_error');
  });
});
