import { currentUser } from '../kernel/current-user.js';
import { recordSecurityEvent } from '../security-events/security-events.js';
import { pageOf } from '../kernel/paging.js';
import { byUserOrIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { presentDelivery, presentEndpoint, presentEndpointWithSecret } from './webhook-presenter.js';
import { deleteEndpoint, listDeliveries, listEndpoints } from './webhook-repository.js';
import {
  changeEndpoint,
  createEndpoint,
  getEndpoint,
  retryDelivery,
  rotateEndpointSecret,
  sendTestEvent,
  webhookNotFound,
  type WebhookDeps,
} from './webhook-service.js';

/** Webhook endpoints, their signing secrets, and the delivery log (docs/webhooks.md). */
export function webhookHandlers(services: AppServices) {
  const { knex, limiters, plans } = services;
  const deps: WebhookDeps = {
    knex,
    events: services.events,
    privateUrls: services.config.webhookPrivateUrls,
  };
  const limited = rateLimit(limiters.general, byUserOrIp, 'webhooks:');
  return defineHandlers({
    listWebhooks: async (ctx, { query }) => {
      const { items, total } = await listEndpoints(knex, currentUser(ctx).id, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = items.map(presentEndpoint);
    },
    createWebhook: {
      middleware: [limited],
      handler: async (ctx, { body }) => {
        await plans.check(currentUser(ctx).id, 'apiAccess');
        const created = await createEndpoint(deps, currentUser(ctx).id, body);
        await recordSecurityEvent(knex, ctx, currentUser(ctx).id, 'webhook_created', {
          webhookId: created.id,
          url: created.url,
        });
        ctx.status = 201;
        ctx.body = presentEndpointWithSecret(created);
      },
    },
    getWebhook: async (ctx, { params }) => {
      ctx.body = presentEndpoint(await getEndpoint(deps, currentUser(ctx).id, params.id));
    },
    updateWebhook: async (ctx, { params, body }) => {
      ctx.body = presentEndpoint(await changeEndpoint(deps, currentUser(ctx).id, params.id, body));
    },
    deleteWebhook: async (ctx, { params }) => {
      if (!(await deleteEndpoint(knex, currentUser(ctx).id, params.id))) throw webhookNotFound(params.id);
      await recordSecurityEvent(knex, ctx, currentUser(ctx).id, 'webhook_deleted', { webhookId: params.id });
      ctx.status = 204;
    },
    rotateWebhookSecret: async (ctx, { params }) => {
      ctx.body = presentEndpointWithSecret(await rotateEndpointSecret(deps, currentUser(ctx).id, params.id));
    },
    testWebhook: {
      middleware: [limited],
      handler: async (ctx, { params }) => {
        ctx.status = 202;
        ctx.body = presentDelivery(await sendTestEvent(deps, currentUser(ctx).id, params.id));
      },
    },
    listWebhookDeliveries: async (ctx, { params, query }) => {
      const userId = currentUser(ctx).id;
      await getEndpoint(deps, userId, params.id);
      const { items, total } = await listDeliveries(
        knex,
        userId,
        params.id,
        { status: query.status },
        pageOf(query),
      );
      ctx.set('X-Total-Count', String(total));
      ctx.body = items.map(presentDelivery);
    },
    retryWebhookDelivery: {
      middleware: [limited],
      handler: async (ctx, { params }) => {
        ctx.status = 202;
        ctx.body = presentDelivery(
          await retryDelivery(deps, currentUser(ctx).id, params.id, params.deliveryId),
        );
      },
    },
  });
}
