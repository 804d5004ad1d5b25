/**
 * The current user (GET /api/auth/user), as the whole console reads it. Document 1, sections 4 and 9:
 * a 401 or a network failure means signed out (null) and shows no error; other failures are errors.
 * Cached: stale after 5 minutes, kept 10 minutes, no retry, no refetch on focus or mount.
 */
import { isRoutierApiError, type User } from '@routier/sdk';

export type CurrentUser = User;

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;
export const CURRENT_USER_STALE_MS = 300_000;
export const CURRENT_USER_GC_MS = 600_000;

/** Whether a failed user read means "signed out" rather than an error. */
export function meansSignedOut(error: unknown): boolean {
  return isRoutierApiError(error) && (error.status === 401 || error.code === 'NETWORK_ERROR');
}

/** Runs the user read; signed out becomes null, every other failure is rethrown. */
export async function readCurrentUser(read: () => Promise<CurrentUser>): Promise<CurrentUser | null> {
  try {
    return await read();
  } catch (error) {
    if (meansSignedOut(error)) return null;
    console.error('Reading the current user failed', error);
    throw error;
  }
}
