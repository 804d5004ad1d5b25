import { currentUser } from '../kernel/current-user.js';
import { pageOf } from '../kernel/paging.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { listSecurityEvents } from './security-event-repository.js';

/** The account's audit log (Settings → Security). */
export function securityEventHandlers({ knex }: AppServices) {
  return defineHandlers({
    listSecurityEvents: async (ctx, { query }) => {
      const { items, total } = await listSecurityEvents(knex, currentUser(ctx).id, {
        ...pageOf(query),
        types: query.type,
      });
      ctx.set('X-Total-Count', String(total));
      ctx.body = items;
    },
  });
}
