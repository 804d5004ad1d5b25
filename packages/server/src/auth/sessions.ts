import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import createSession from 'koa-session';
import type { Knex } from 'knex';
import type { AppContext } from '../kernel/context.js';
import { deleteSession, readSession, writeSession } from './session-repository.js';

export const SESSION_COOKIE = 'routier.sid';
/**
 * Idle lifetime: a session unused for a week ends (it is renewed when past half-life, so active users stay
 * signed in). Absolute lifetime: 30 days after sign-in it ends however active, and the user signs in again
 * (OWASP ASVS 3.3; docs/security.md).
 */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

/** What the app keeps in a session besides grant's OAuth state. */
export interface SessionData {
  userId?: number;
  /** When the user signed in (ms since the epoch): the absolute lifetime counts from here. */
  signedInAt?: number;
  /** Where to land after an OAuth sign-in (a same-origin path). */
  returnTo?: string;
}

/**
 * koa-session with the `sessions` table as its store: the cookie holds only a random id (256 bits),
 * signed with the app keys; the data stays on the server. HttpOnly, SameSite=Lax; Secure whenever the
 * connection (or PUBLIC_URL) is HTTPS.
 */
export function sessionMiddleware(app: Koa, knex: Knex): Koa.Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      renew: true,
      genid: () => randomBytes(32).toString('base64url'),
      store: {
        get: async (sid: string) => readSession(knex, sid),
        set: async (sid: string, sess: Record<string, unknown>, maxAge: number) =>
          writeSession(knex, sid, sess, maxAge),
        destroy: async (sid: string) => deleteSession(knex, sid),
      },
    },
    app,
  ) as Koa.Middleware;
}

type SessionWithData = SessionData & {
  regenerate(): Promise<void>;
  toJSON(): Record<string, unknown>;
  grant?: unknown;
};

function session(ctx: AppContext): SessionWithData {
  const s = (ctx as unknown as { session: SessionWithData | null }).session;
  if (!s) throw new Error('The session middleware is not mounted.');
  return s;
}

/**
 * Signs the user in: a new session id (the old row is deleted, defeating session fixation) holding only the
 * user id. OAuth state left from the sign-in flow is dropped.
 */
export async function signIn(ctx: AppContext, userId: number): Promise<void> {
  const s = session(ctx);
  for (const key of Object.keys(s.toJSON())) Reflect.deleteProperty(s, key);
  s.userId = userId;
  s.signedInAt = Date.now();
  await s.regenerate();
}

/** Destroys the session: its row and the cookie. */
export function signOut(ctx: AppContext): void {
  (ctx as unknown as { session: unknown }).session = null;
}

/** The signed-in user's id; a session past its absolute lifetime is ended here (undefined). */
export function sessionUserId(ctx: AppContext, now = Date.now()): number | undefined {
  const s = (ctx as unknown as { session: SessionData | null }).session;
  const id = s?.userId;
  if (!s || typeof id !== 'number') return undefined;
  // Sessions from before lifetimes were kept start counting now.
  s.signedInAt ??= now;
  if (now - s.signedInAt > SESSION_ABSOLUTE_MS) {
    signOut(ctx);
    return undefined;
  }
  return id;
}

export function sessionData(ctx: AppContext): SessionData & Record<string, unknown> {
  return session(ctx) as unknown as SessionData & Record<string, unknown>;
}
