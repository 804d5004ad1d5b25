/**
 * The plans and what they allow (document 1, section 9; the decisions the spec leaves open are in
 * docs/billing.md), and which plan applies to an account at a moment. Pure.
 */
import type { BillingInterval, BillingStatus, PlanId, PlanLimits } from '@routier/contract';

export interface PlanInfo {
  name: string;
  limits: PlanLimits;
  /** The next plan up (named in a refusal), null for the top one. */
  upgradeTo: PlanId | null;
}

export const PLANS: Record<PlanId, PlanInfo> = {
  basic: {
    name: 'Basic',
    limits: {
      routesPerMonth: 25,
      vehicles: 3,
      advancedConstraints: false,
      analytics: false,
      apiAccess: false,
    },
    upgradeTo: 'professional',
  },
  professional: {
    name: 'Professional',
    limits: {
      routesPerMonth: 500,
      vehicles: 25,
      advancedConstraints: true,
      analytics: true,
      apiAccess: false,
    },
    upgradeTo: 'enterprise',
  },
  enterprise: {
    name: 'Enterprise',
    limits: {
      routesPerMonth: null,
      vehicles: null,
      advancedConstraints: true,
      analytics: true,
      apiAccess: true,
    },
    upgradeTo: null,
  },
};

/** Document 1: "Free trial: 14 days, no credit card" — with Professional's limits. */
export const TRIAL_DAYS = 14;
export const TRIAL_PLAN: PlanId = 'professional';
/** What an account without a paying subscription falls back to once its trial is over. */
export const FALLBACK_PLAN: PlanId = 'basic';

/** `basic_monthly` → basic, monthly; a lookup key that names no plan → null. */
export function planOfLookupKey(
  key: string | null | undefined,
): { plan: PlanId; interval: BillingInterval } | null {
  const m = /^(basic|professional|enterprise)_(monthly|annual)$/.exec(key ?? '');
  return m ? { plan: m[1] as PlanId, interval: m[2] as BillingInterval } : null;
}

export const lookupKeyOf = (plan: PlanId, interval: BillingInterval) => `${plan}_${interval}`;

/** The subscription as Stripe last described it (the subscriptions table). */
export interface SubscriptionState {
  stripeSubscriptionId: string | null;
  plan: PlanId | null;
  status: string;
  interval: BillingInterval | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  eventCreated: number;
}

/** Stripe statuses under which the subscription's plan applies (past_due: Stripe is still retrying). */
const PAYING = new Set(['active', 'trialing', 'past_due']);

export interface Standing {
  plan: PlanId;
  status: BillingStatus;
  trialEndsAt: string | null;
}

/**
 * The plan whose limits apply now: a paying subscription's; else the 14-day trial (Professional) from the
 * account's creation; else Basic. The status says which (`trial_expired` once the trial is over).
 */
export function standingOf(
  sub: SubscriptionState | undefined,
  accountCreatedAt: string,
  now: Date,
): Standing {
  const appTrialEnd = new Date(Date.parse(accountCreatedAt) + TRIAL_DAYS * 86_400_000);
  if (sub && PAYING.has(sub.status) && sub.plan) {
    return { plan: sub.plan, status: sub.status as BillingStatus, trialEndsAt: sub.trialEnd };
  }
  const inTrial = now < appTrialEnd;
  const plan = inTrial ? TRIAL_PLAN : FALLBACK_PLAN;
  const known: BillingStatus[] = ['incomplete', 'canceled', 'unpaid', 'past_due'];
  const status: BillingStatus =
    sub && known.includes(sub.status as BillingStatus) && !(inTrial && sub.status === 'incomplete')
      ? (sub.status as BillingStatus)
      : inTrial
        ? 'trialing'
        : 'trial_expired';
  return { plan, status, trialEndsAt: inTrial ? appTrialEnd.toISOString() : null };
}
