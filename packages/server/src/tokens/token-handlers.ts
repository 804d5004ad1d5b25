import { currentUser } from '../kernel/current-user.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { notFound } from '../kernel/errors.js';
import { rateLimit, byUserOrIp } from '../kernel/rate-limit/rate-limit-middleware.js';
import { listActiveTokens, revokeToken } from './token-repository.js';
import { presentCreatedToken, presentToken } from './token-presenter.js';
import { createToken } from './token-service.js';
import { recordSecurityEvent } from '../security-events/security-events.js';

/** Personal API tokens: list, create (the secret is shown once), revoke. */
export function tokenHandlers({ knex, limiters, plans }: AppServices) {
  return defineHandlers({
    listTokens: async (ctx, { query }) => {
      const { tokens, total } = await listActiveTokens(knex, currentUser(ctx).id, {
        limit: query.limit ?? 1000,
        offset: query.offset ?? 0,
      });
      ctx.set('X-Total-Count', String(total));
      ctx.body = tokens.map(presentToken);
    },
    createToken: {
      middleware: [rateLimit(limiters.general, byUserOrIp, 'create-token:')],
      handler: async (ctx, { body }) => {
        await plans.check(currentUser(ctx).id, 'apiAccess');
        const { token, secret } = await createToken(knex, currentUser(ctx).id, body);
        await recordSecurityEvent(knex, ctx, currentUser(ctx).id, 'token_created', {
          tokenId: token.id,
          name: token.name,
        });
        ctx.status = 201;
        ctx.body = presentCreatedToken(token, secret);
      },
    },
    revokeToken: async (ctx, { params }) => {
      if (!(await revokeToken(knex, currentUser(ctx).id, params.id))) {
        throw notFound(`Token ${params.id} not found`, 'TOKEN_NOT_FOUND');
      }
      await recordSecurityEvent(knex, ctx, currentUser(ctx).id, 'token_revoked', { tokenId: params.id });
      ctx.status = 204;
    },
  });
}
