import type { BillingSummary } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { HttpError } from '../kernel/errors.js';
import type { PlanAction, PlanLimits } from '../kernel/plan-limits.js';
import { readAccount, readSubscription, readUsage } from './billing-repository.js';
import { PLANS, standingOf } from './plans.js';

/** The first instant of the calendar month (UTC) `now` falls in: route limits count from there. */
export const monthStartOf = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();

/** Billing off: nothing limited. */
export async function unlimitedSummary(
  db: Queryable,
  userId: number,
  now = new Date(),
): Promise<BillingSummary> {
  return {
    enabled: false,
    plan: null,
    status: 'not_required',
    interval: null,
    currentPeriodEnd: null,
    trialEndsAt: null,
    cancelAtPeriodEnd: false,
    limits: null,
    usage: await readUsage(db, userId, monthStartOf(now)),
  };
}

export async function billingSummary(
  db: Queryable,
  userId: number,
  now = new Date(),
): Promise<BillingSummary> {
  const [account, sub, usage] = await Promise.all([
    readAccount(db, userId),
    readSubscription(db, userId),
    readUsage(db, userId, monthStartOf(now)),
  ]);
  const standing = standingOf(sub, account?.createdAt ?? now.toISOString(), now);
  const paying = standing.plan === sub?.plan && sub.status === standing.status;
  return {
    enabled: true,
    plan: standing.plan,
    status: standing.status,
    interval: paying ? sub.interval : null,
    currentPeriodEnd: paying ? sub.currentPeriodEnd : null,
    trialEndsAt: standing.trialEndsAt,
    cancelAtPeriodEnd: paying ? sub.cancelAtPeriodEnd : false,
    limits: PLANS[standing.plan].limits,
    usage,
  };
}

const WHAT: Record<'routes' | 'vehicles', (n: number) => string> = {
  routes: (n) => `${n} routes a month`,
  vehicles: (n) => `${n} vehicles`,
};

/** The plan limits when billing is on: each check reads the user's standing and usage. */
export class BillingPlanLimits implements PlanLimits {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async check(userId: number, action: PlanAction, count = 1): Promise<void> {
    const summary = await billingSummary(this.db, userId, this.now());
    const plan = PLANS[summary.plan ?? 'basic'];
    const upgrade = plan.upgradeTo ? PLANS[plan.upgradeTo] : null;
    const planName = `${plan.name} plan${summary.status === 'trial_expired' ? ' (your trial has ended)' : ''}`;
    const refuse = (message: string, limit: string, allowed: number | boolean, used?: number) => {
      throw new HttpError(402, 'PLAN_LIMIT', message, {
        details: [
          {
            field: 'plan',
            code: 'PLAN_LIMIT',
            message,
            value: {
              limit,
              allowed,
              ...(used === undefined ? {} : { used }),
              plan: summary.plan,
              upgradeTo: plan.upgradeTo,
            },
          },
        ],
      });
    };
    if (action === 'routes' || action === 'vehicles') {
      const allowed = action === 'routes' ? plan.limits.routesPerMonth : plan.limits.vehicles;
      const used = action === 'routes' ? summary.usage.routesThisMonth : summary.usage.vehicles;
      if (allowed === null || used + count <= allowed) return;
      const have = action === 'routes' ? `${used} were created this month` : `you have ${used}`;
      const next = upgrade && (action === 'routes' ? upgrade.limits.routesPerMonth : upgrade.limits.vehicles);
      const lift = upgrade
        ? ` ${upgrade.name} includes ${next === null ? `unlimited ${action}` : WHAT[action](next ?? 0)}.`
        : '';
      refuse(`Your ${planName} includes ${WHAT[action](allowed)} and ${have}.${lift}`, action, allowed, used);
    }
    if (action === 'advancedConstraints' && !plan.limits.advancedConstraints) {
      refuse(
        `Advanced constraints are not part of your ${planName}. Professional includes them.`,
        action,
        false,
      );
    }
    if (action === 'analytics' && !plan.limits.analytics) {
      refuse(`Fleet analytics are not part of your ${planName}. Professional includes them.`, action, false);
    }
    if (action === 'apiAccess' && !plan.limits.apiAccess) {
      refuse(`API tokens are not part of your ${planName}. Enterprise includes API access.`, action, false);
    }
  }
}
