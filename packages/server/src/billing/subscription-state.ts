import type Stripe from 'stripe';
import { planOfLookupKey, type SubscriptionState } from './plans.js';

const isoOf = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

/** What Routier keeps of a Stripe subscription: the plan from its price's lookup key, status and dates. */
export function stateOfSubscription(sub: Stripe.Subscription, eventCreated: number): SubscriptionState {
  const item = sub.items?.data?.[0] as
    (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = sub as Stripe.Subscription & { current_period_end?: number };
  const priced = planOfLookupKey(item?.price?.lookup_key);
  const interval =
    priced?.interval ?? (item?.price?.recurring?.interval === 'year' ? 'annual' : item ? 'monthly' : null);
  return {
    stripeSubscriptionId: sub.id,
    plan: priced?.plan ?? null,
    status: sub.status,
    interval,
    currentPeriodEnd: isoOf(item?.current_period_end ?? legacy.current_period_end),
    trialEnd: isoOf(sub.trial_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    eventCreated,
  };
}

/** The customer id of a subscription or invoice (a string, or an expanded object). */
export const customerIdOf = (customer: string | { id: string } | null | undefined) =>
  typeof customer === 'string' ? customer : (customer?.id ?? null);
