import { createClient, RoutierApiError, unwrap } from '@routier/sdk';
import { describe, expect, it, vi } from 'vitest';
import { meansSignedOut, readCurrentUser, type CurrentUser } from './current-user.js';

const ada: CurrentUser = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  authProvider: 'local',
  emailVerified: false,
  createdAt: '2026-11-01T09:00:00.000Z',
};

/** The real SDK client over a fake fetch, so the 401 handling is tested end to end. */
function clientAnswering(answer: () => Promise<Response>) {
  const client = createClient({ baseUrl: 'http://routier.test', fetch: () => answer() });
  return () => unwrap(client.GET('/api/auth/user'));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('readCurrentUser', () => {
  it('answers the user when signed in', async () => {
    await expect(readCurrentUser(clientAnswering(async () => json(200, ada)))).resolves.toEqual(ada);
  });

  it('treats 401 as signed out (null), without an error', async () => {
    const read = clientAnswering(async () =>
      json(401, { code: 'UNAUTHENTICATED', message: 'Authentication required', requestId: 'r1' }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(readCurrentUser(read)).resolves.toBeNull();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('treats a network failure as signed out', async () => {
    const read = clientAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(readCurrentUser(read)).resolves.toBeNull();
  });

  it('surfaces and logs any other failure', async () => {
    const read = clientAnswering(async () =>
      json(500, { code: 'INTERNAL', message: 'Something went wrong', requestId: 'r2' }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(readCurrentUser(read)).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong',
    });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});

describe('meansSignedOut', () => {
  it('is true only for 401 and network errors', () => {
    expect(meansSignedOut(new RoutierApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'x' }))).toBe(
      true,
    );
    expect(meansSignedOut(RoutierApiError.network(new TypeError('offline')))).toBe(true);
    expect(meansSignedOut(new RoutierApiError({ status: 403, code: 'FORBIDDEN', message: 'x' }))).toBe(false);
    expect(meansSignedOut(new Error('boom'))).toBe(false);
  });
});
