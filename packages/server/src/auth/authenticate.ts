import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { AppState, AppContext } from '../kernel/context.js';
import { unauthenticated } from '../kernel/errors.js';
import { authenticateToken } from '../tokens/token-service.js';
import { findUserById } from '../users/user-repository.js';
import { sessionUserId, signOut } from './sessions.js';

/**
 * Finds who is calling: an `Authorization: Bearer rt_...` token (a bad one is a 401 at once, even on a
 * public operation, so scripts learn their token is wrong), else the session cookie. Sets
 * `ctx.state.user` and `ctx.state.auth`; whether an operation needs a user is the router's business.
 * `/metrics` is left to its own bearer (METRICS_TOKEN, which a Prometheus scraper sends): no user there.
 */
export function authenticate(knex: Knex): Middleware<AppState> {
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (ctx.path === '/metrics') return next();
    if (bearer) {
      const found = await authenticateToken(knex, bearer[1]);
      if (!found) throw unauthenticated('The API token is invalid, expired or revoked');
      ctx.state.user = found.user;
      ctx.state.auth = { kind: 'token', tokenId: found.token.id };
      return next();
    }
    const userId = sessionUserId(ctx as AppContext);
    if (userId !== undefined) {
      const user = await findUserById(knex, userId);
      if (user) {
        ctx.state.user = user;
        ctx.state.auth = { kind: 'session' };
      } else {
        signOut(ctx as AppContext); // the account is gone
      }
    }
    await next();
  };
}
