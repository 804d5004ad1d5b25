import type { Middleware } from 'koa';
import Stripe from 'stripe';
import type { AppState } from '../kernel/context.js';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { HttpError } from '../kernel/errors.js';
import { byUserOrIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { billingSummary, unlimitedSummary } from './billing-summary.js';
import { billingNotConfigured, stripeClient } from './stripe-gateway.js';
import { getOrCreateSubscription, notRequired, portalSession } from './subscription-service.js';
import { applyEvent } from './webhook-service.js';

const badSignature = (message: string) => new HttpError(400, 'WEBHOOK_SIGNATURE_INVALID', message);

/** Billing (document 1, section 9; docs/billing.md): plan and usage, checkout, portal, Stripe's webhook. */
export function billingHandlers({ knex, config, logger, limiters }: AppServices) {
  const stripe = stripeClient(config);
  const verified = new WeakMap<object, Stripe.Event>();

  /** Before the body is validated: the signature over the raw body, with Stripe's own scheme and tolerance. */
  const verifySignature: Middleware<AppState> = async (ctx, next) => {
    const secret = config.stripe.webhookSecret;
    if (!secret)
      throw new HttpError(503, 'NOT_CONFIGURED', 'Stripe webhooks are not configured on this server');
    const header = ctx.get('stripe-signature');
    const raw = (ctx.request as { rawBody?: string }).rawBody;
    if (!header) throw badSignature('The Stripe-Signature header is missing');
    if (typeof raw !== 'string') throw badSignature('The webhook body is missing');
    try {
      verified.set(ctx.request, Stripe.webhooks.constructEvent(raw, header, secret));
    } catch (error) {
      throw badSignature(`The webhook signature does not verify: ${(error as Error).message}`);
    }
    await next();
  };

  return defineHandlers({
    getBilling: async (ctx) => {
      const userId = currentUser(ctx).id;
      ctx.body = stripe ? await billingSummary(knex, userId) : await unlimitedSummary(knex, userId);
    },
    getOrCreateSubscription: {
      middleware: [rateLimit(limiters.general, byUserOrIp, 'subscription:')],
      handler: async (ctx, { body }) => {
        const plan = body?.plan ?? 'professional';
        const interval = body?.interval ?? 'monthly';
        ctx.body = stripe
          ? await getOrCreateSubscription(knex, stripe, config, currentUser(ctx).id, plan, interval)
          : notRequired(plan, interval);
      },
    },
    createBillingPortalSession: async (ctx) => {
      if (!stripe) throw billingNotConfigured();
      ctx.body = await portalSession(knex, stripe, config, currentUser(ctx).id);
    },
    stripeWebhook: {
      middleware: [verifySignature],
      handler: async (ctx) => {
        const event = verified.get(ctx.request)!;
        const outcome = await applyEvent(knex, event, logger);
        logger.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event');
        ctx.body = { received: true };
      },
    },
  });
}
