import type { Middleware } from 'koa';
import type { AppState } from '../kernel/context.js';
import { forbidden } from '../kernel/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site, unless they carry an API token
 * (bearer requests are never sent by a browser on its own, so they cannot be forged this way).
 *
 * - With an Origin header: it must be the app's own origin (PUBLIC_URL's, or the origin the request was
 *   addressed to).
 * - Else with Sec-Fetch-Site: it must be `same-origin` or `none` (typed in the address bar).
 * - With neither (curl, server-to-server, the payment provider's webhook): not a browser, allowed.
 *
 * This covers sign-in and registration too (login CSRF), not only cookie-authenticated calls.
 */
export function crossSiteProtection(publicOrigin: string | undefined): Middleware<AppState> {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && ctx.state.auth?.kind !== 'token') {
      const origin = ctx.get('Origin');
      const fetchSite = ctx.get('Sec-Fetch-Site').toLowerCase();
      // Koa 3's ctx.origin is the Origin header itself; the request's own origin is protocol + host.
      const own = `${ctx.protocol}://${ctx.host}`;
      const allowed = origin
        ? origin === own || origin === publicOrigin
        : !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
      if (!allowed) throw forbidden('Cross-site requests are not allowed', 'CROSS_SITE_REQUEST');
    }
    await next();
  };
}
