import { createRequire } from 'node:module';
import type { Middleware } from 'koa';

const require = createRequire(import.meta.url);
// grant's typings declare a default export on a CommonJS module, which NodeNext rejects (STACK-NOTES).
const grant = require('grant') as { koa(config: Record<string, unknown>): Middleware };

/** grant serves `<prefix>/<provider>` and `<prefix>/<provider>/callback`; we call it from our handlers only. */
export const GRANT_PREFIX = '/api/auth';

export interface GrantProvider {
  key: string;
  secret: string;
  scope: string[];
  /** Explicit endpoints for a provider grant does not know (the OIDC one). */
  authorize_url?: string;
  access_url?: string;
  profile_url?: string;
  oauth?: 2;
  /** OpenID Connect separates scopes with spaces (grant's default for unknown providers is a comma). */
  scope_delimiter?: string;
  redirect_uri?: string;
  nonce?: boolean;
  custom_params?: Record<string, string>;
}

/**
 * A grant instance for one provider. `transport: 'state'` hands the provider's answer (tokens and
 * userinfo profile) to the next middleware in `ctx.state.grant.response` instead of another redirect, so
 * the callback handler finishes the sign-in in the same request. `state: true` adds the CSRF state check.
 */
export function grantFor(origin: string, name: string, provider: GrantProvider): Middleware {
  return grant.koa({
    defaults: {
      origin,
      prefix: GRANT_PREFIX,
      transport: 'state',
      state: true,
      response: ['tokens', 'profile'],
    },
    [name]: provider,
  });
}

/**
 * Runs grant as if the request were for `<prefix>/<name>[/callback]` (grant matches on originalUrl), so
 * our public paths (/api/login, /api/callback) can differ from grant's. Answers true when grant itself
 * answered (a redirect to the provider).
 */
export async function runGrant(
  middleware: Middleware,
  ctx: Parameters<Middleware>[0],
  name: string,
  step: 'start' | 'callback',
): Promise<boolean> {
  const original = ctx.originalUrl;
  const search = step === 'callback' ? ctx.search : '';
  ctx.originalUrl = `${GRANT_PREFIX}/${name}${step === 'callback' ? '/callback' : ''}${search}`;
  let passedThrough = false;
  try {
    await middleware(ctx, async () => {
      passedThrough = true;
    });
  } finally {
    ctx.originalUrl = original;
  }
  return !passedThrough;
}
