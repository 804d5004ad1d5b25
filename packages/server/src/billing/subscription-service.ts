/**
 * `POST /api/get-or-create-subscription` and the customer portal. Idempotent: the user's Stripe customer is
 * made once (its id kept on the user), a second call reuses an incomplete subscription for the same price
 * and answers its client secret again, and a paying user is told so (`ALREADY_SUBSCRIBED`).
 */
import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { BillingInterval, PlanId, SubscriptionSetup } from '@routier/contract';
import type { Config } from '../config/config.js';
import { HttpError, conflict } from '../kernel/errors.js';
import {
  readAccount,
  readSubscription,
  writeStripeIds,
  writeSubscription,
  type BillingAccount,
} from './billing-repository.js';
import { PLANS, lookupKeyOf } from './plans.js';
import { callStripe, type StripeClient } from './stripe-gateway.js';
import { stateOfSubscription } from './subscription-state.js';

/** The checkout's plan when billing is off (document 1: Professional at $49 a month). */
const CHECKOUT_AMOUNT = 49;

const PAYING = new Set(['active', 'trialing', 'past_due']);

export function notRequired(plan: PlanId, interval: BillingInterval): SubscriptionSetup {
  return {
    status: 'not_required',
    reason: 'BILLING_NOT_CONFIGURED',
    clientSecret: null,
    publishableKey: null,
    subscriptionId: null,
    plan: {
      id: plan,
      name: PLANS[plan].name,
      amount: interval === 'annual' ? Math.round(CHECKOUT_AMOUNT * 12 * 0.8 * 100) / 100 : CHECKOUT_AMOUNT,
      currency: 'usd',
      interval,
    },
  };
}

async function priceFor(
  stripe: StripeClient,
  plan: PlanId,
  interval: BillingInterval,
): Promise<Stripe.Price> {
  const key = lookupKeyOf(plan, interval);
  const prices = await callStripe('finding the price', () =>
    stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }),
  );
  const price = prices.data[0];
  if (!price) {
    throw new HttpError(
      503,
      'NOT_CONFIGURED',
      `No active Stripe price has the lookup key ${key}; add one in Stripe`,
    );
  }
  return price;
}

async function customerFor(knex: Knex, stripe: StripeClient, account: BillingAccount): Promise<string> {
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const customer = await callStripe('creating the customer', () =>
    stripe.customers.create(
      { email: account.email, name: account.name || undefined, metadata: { userId: String(account.id) } },
      { idempotencyKey: `routier-customer-${account.id}` },
    ),
  );
  await writeStripeIds(knex, account.id, { customerId: customer.id });
  return customer.id;
}

const secretOf = (sub: Stripe.Subscription) => {
  const invoice = sub.latest_invoice as
    (Stripe.Invoice & { confirmation_secret?: { client_secret?: string } }) | null;
  return typeof invoice === 'object' ? (invoice?.confirmation_secret?.client_secret ?? null) : null;
};

export async function getOrCreateSubscription(
  knex: Knex,
  stripe: StripeClient,
  config: Config,
  userId: number,
  plan: PlanId,
  interval: BillingInterval,
): Promise<SubscriptionSetup> {
  const account = await readAccount(knex, userId);
  if (!account) throw conflict('The account no longer exists');
  const price = await priceFor(stripe, plan, interval);
  const answer = (sub: Stripe.Subscription, reason: SubscriptionSetup['reason']): SubscriptionSetup => ({
    status:
      sub.status === 'incomplete' || PAYING.has(sub.status)
        ? (sub.status as SubscriptionSetup['status'])
        : 'incomplete',
    reason,
    clientSecret: reason ? null : secretOf(sub),
    publishableKey: config.stripe.publishableKey ?? null,
    subscriptionId: sub.id,
    plan: {
      id: plan,
      name: PLANS[plan].name,
      amount: (price.unit_amount ?? 0) / 100,
      currency: 'usd',
      interval,
    },
  });

  if (account.stripeSubscriptionId) {
    const existing = await callStripe('reading the subscription', () =>
      stripe.subscriptions.retrieve(account.stripeSubscriptionId!, {
        expand: ['latest_invoice.confirmation_secret'],
      }),
    );
    if (PAYING.has(existing.status)) return answer(existing, 'ALREADY_SUBSCRIBED');
    const samePrice = existing.items.data[0]?.price?.id === price.id;
    if (existing.status === 'incomplete' && samePrice) return answer(existing, null);
  }

  const customer = await customerFor(knex, stripe, account);
  const sub = await callStripe('creating the subscription', () =>
    stripe.subscriptions.create(
      {
        customer,
        items: [{ price: price.id }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { userId: String(userId) },
      },
      {
        idempotencyKey: `routier-subscription-${userId}-${price.id}-${account.stripeSubscriptionId ?? 'first'}`,
      },
    ),
  );
  await writeStripeIds(knex, userId, { subscriptionId: sub.id });
  // Events carry the truth; this only records the new subscription until they arrive (never overriding one).
  const held = await readSubscription(knex, userId);
  if (!held || !PAYING.has(held.status)) {
    await writeSubscription(knex, userId, { ...stateOfSubscription(sub, held?.eventCreated ?? 0) });
  }
  return answer(sub, null);
}

/** A link to Stripe's customer portal, returning to Settings. */
export async function portalSession(
  knex: Knex,
  stripe: StripeClient,
  config: Config,
  userId: number,
): Promise<{ url: string }> {
  const account = await readAccount(knex, userId);
  if (!account?.stripeCustomerId) throw conflict('Subscribe first: this account has no billing details yet');
  const session = await callStripe('opening the customer portal', () =>
    stripe.billingPortal.sessions.create({
      customer: account.stripeCustomerId!,
      return_url: `${config.publicUrl}/settings`,
    }),
  );
  return { url: session.url };
}
