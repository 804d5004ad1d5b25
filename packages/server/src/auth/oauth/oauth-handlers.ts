import type { Middleware } from 'koa';
import { recordSecurityEvent } from '../../security-events/security-events.js';
import type { AppContext } from '../../kernel/context.js';
import { defineHandlers } from '../../kernel/registry.js';
import type { AppServices } from '../../kernel/services.js';
import { sessionData, signIn } from '../sessions.js';
import { accountForProfile, OAuthRefusal, type OAuthProvider } from './oauth-account-service.js';
import { authErrorLocation, DEFAULT_RETURN_TO, safeReturnTo, type AuthErrorKind } from './auth-redirect.js';
import { grantFor, runGrant } from './grant-middleware.js';
import { createOidcEndpointResolver } from './oidc-discovery.js';
import { readProfile } from './oauth-profile.js';

type GrantSource = () => Promise<Middleware>;

const MISCONFIGURED = new Set([
  'redirect_uri_mismatch',
  'invalid_client',
  'unauthorized_client',
  'invalid_scope',
]);

/** Maps grant's and the provider's failures to the spec's /auth error kinds. */
function classify(error: unknown): { kind: AuthErrorKind; details: string } {
  if (typeof error === 'string') {
    if (/state mismatch|missing session/i.test(error)) {
      return {
        kind: 'session_failed',
        details: 'The sign-in session expired or cookies are blocked. Please try again.',
      };
    }
    return { kind: 'google_failed', details: error.replace(/^Grant: /, '') };
  }
  const body = (error ?? {}) as { error?: unknown; error_description?: unknown };
  const code = typeof body.error === 'string' ? body.error : 'sign-in failed';
  const details = typeof body.error_description === 'string' ? `${code}: ${body.error_description}` : code;
  return { kind: MISCONFIGURED.has(code) ? 'google_error' : 'google_failed', details };
}

/**
 * Google sign-in and the hosted-platform OIDC sign-in through grant. Start: remember returnTo, let grant
 * redirect to the provider. Callback: grant checks state, exchanges the code and reads the userinfo; we
 * match or create the account, rotate the session and go to returnTo. Every failure redirects to
 * /auth?error=...&details=... (never a JSON error: these are browser navigations).
 */
export function oauthHandlers({ config, knex, logger }: AppServices) {
  const google: GrantSource | undefined = config.google
    ? (() => {
        const mw = grantFor(config.publicUrl, 'google', {
          key: config.google.clientId,
          secret: config.google.clientSecret,
          scope: ['openid', 'email', 'profile'],
          nonce: true,
          custom_params: { prompt: 'select_account' },
        });
        return async () => mw;
      })()
    : undefined;

  const oidc: GrantSource | undefined = config.oidc
    ? (() => {
        const settings = config.oidc;
        const endpoints = createOidcEndpointResolver(settings);
        let mw: Middleware | undefined;
        return async () => {
          if (mw) return mw;
          const e = await endpoints();
          mw = grantFor(config.publicUrl, 'oidc', {
            key: settings.clientId,
            secret: settings.clientSecret,
            scope: settings.scope.split(/\s+/).filter(Boolean),
            oauth: 2,
            scope_delimiter: ' ',
            authorize_url: e.authorizationUrl,
            access_url: e.tokenUrl,
            profile_url: e.userinfoUrl,
            redirect_uri: `${config.publicUrl}/api/callback`,
            nonce: true,
          });
          return mw;
        };
      })()
    : undefined;

  const fail = (ctx: AppContext, kind: AuthErrorKind, details?: string) => {
    const session = sessionData(ctx);
    delete session.grant;
    delete session.returnTo;
    ctx.redirect(authErrorLocation(kind, details));
  };

  const start = async (ctx: AppContext, source: GrantSource | undefined, name: string, returnTo: unknown) => {
    if (!source)
      return fail(
        ctx,
        'google_error',
        `${name === 'google' ? 'Google sign-in' : 'Sign-in provider'} is not configured`,
      );
    let mw: Middleware;
    try {
      mw = await source();
    } catch (error) {
      logger.warn({ err: error, requestId: ctx.state.requestId }, 'sign-in provider unreachable');
      return fail(ctx, 'google_error', 'The sign-in provider could not be reached');
    }
    const session = sessionData(ctx);
    const target = safeReturnTo(returnTo);
    if (target) session.returnTo = target;
    else delete session.returnTo;
    if (!(await runGrant(mw, ctx, name, 'start'))) {
      const response = ctx.state.grant?.response;
      return fail(ctx, 'google_error', classify(response?.error).details);
    }
  };

  const finish = async (ctx: AppContext, source: GrantSource | undefined, provider: OAuthProvider) => {
    if (!source) return fail(ctx, 'google_error', 'Sign-in provider is not configured');
    const query = ctx.query as Record<string, string | undefined>;
    if (query.error) return fail(ctx, 'google_failed', query.error_description ?? query.error);
    const session = sessionData(ctx);
    const grantSession = session.grant as { provider?: string } | undefined;
    if (grantSession?.provider !== provider) {
      return fail(
        ctx,
        'session_failed',
        'The sign-in session expired or cookies are blocked. Please try again.',
      );
    }
    const returnTo = safeReturnTo(session.returnTo) ?? DEFAULT_RETURN_TO;
    let mw: Middleware;
    try {
      mw = await source();
    } catch {
      return fail(ctx, 'google_error', 'The sign-in provider could not be reached');
    }
    if (await runGrant(mw, ctx, provider, 'callback')) return;
    const response = ctx.state.grant?.response as Record<string, unknown> | undefined;
    if (!response || response.error) {
      const { kind, details } = classify(response?.error ?? 'No answer from the provider');
      return fail(ctx, kind, details);
    }
    const rawProfile = response.profile as Record<string, unknown> | undefined;
    const profile = rawProfile?.error ? undefined : readProfile(rawProfile);
    if (!profile) return fail(ctx, 'google_failed', 'The provider did not return your profile');

    let userId: number;
    try {
      userId = (await accountForProfile(knex, provider, profile)).id;
    } catch (error) {
      if (error instanceof OAuthRefusal) return fail(ctx, 'google_failed', error.message);
      logger.error({ err: error, requestId: ctx.state.requestId }, 'OAuth account lookup failed');
      return fail(ctx, 'session_failed');
    }
    try {
      await signIn(ctx, userId);
      await recordSecurityEvent(knex, ctx, userId, 'signed_in', { method: provider });
    } catch (error) {
      logger.error({ err: error, requestId: ctx.state.requestId }, 'session creation failed');
      return fail(ctx, 'session_failed');
    }
    ctx.redirect(returnTo);
  };

  // Browser navigations never get a JSON error, even for a malformed query: they land on /auth.
  const redirectOnError: Middleware = async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      logger.warn({ err: error, requestId: ctx.state.requestId }, 'sign-in request refused');
      fail(ctx as AppContext, 'google_failed', 'The sign-in request was not valid');
    }
  };
  const browser = { middleware: [redirectOnError] };

  return defineHandlers({
    startGoogleSignIn: {
      ...browser,
      handler: (ctx, { query }) => start(ctx, google, 'google', query.returnTo),
    },
    googleSignInCallback: { ...browser, handler: (ctx) => finish(ctx, google, 'google') },
    startOidcSignIn: { ...browser, handler: (ctx, { query }) => start(ctx, oidc, 'oidc', query.returnTo) },
    oidcSignInCallback: { ...browser, handler: (ctx) => finish(ctx, oidc, 'oidc') },
  });
}
