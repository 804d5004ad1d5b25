import type { BillingInterval, PlanId } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { toCount, toIso, toIsoOrNull } from '../db/rows.js';
import type { SubscriptionState } from './plans.js';

interface SubscriptionRow {
  stripe_subscription_id: string | null;
  plan: string | null;
  status: string;
  interval: string | null;
  current_period_end: Date | null;
  trial_end: Date | null;
  cancel_at_period_end: boolean;
  event_created: string | number;
}

export async function readSubscription(
  db: Queryable,
  userId: number,
): Promise<SubscriptionState | undefined> {
  const row = (await db('subscriptions').where({ user_id: userId }).first()) as SubscriptionRow | undefined;
  if (!row) return undefined;
  return {
    stripeSubscriptionId: row.stripe_subscription_id,
    plan: row.plan as PlanId | null,
    status: row.status,
    interval: row.interval as BillingInterval | null,
    currentPeriodEnd: toIsoOrNull(row.current_period_end),
    trialEnd: toIsoOrNull(row.trial_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    eventCreated: Number(row.event_created),
  };
}

/** Writes the user's subscription state (one row per user). */
export async function writeSubscription(
  db: Queryable,
  userId: number,
  state: SubscriptionState,
): Promise<void> {
  const row = {
    stripe_subscription_id: state.stripeSubscriptionId,
    plan: state.plan,
    status: state.status,
    interval: state.interval,
    current_period_end: state.currentPeriodEnd,
    trial_end: state.trialEnd,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    event_created: state.eventCreated,
    updated_at: db.fn.now(),
  };
  await db('subscriptions')
    .insert({ user_id: userId, ...row })
    .onConflict('user_id')
    .merge(row);
}

/** Stores an applied event's id; false when it was stored before (a replay). */
export async function recordEvent(
  db: Queryable,
  id: string,
  type: string,
  created: number,
): Promise<boolean> {
  const inserted = (await db('stripe_events')
    .insert({ id, type, created })
    .onConflict('id')
    .ignore()
    .returning('id')) as unknown[];
  return inserted.length > 0;
}

export interface BillingAccount {
  id: number;
  email: string;
  name: string;
  createdAt: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

export async function readAccount(db: Queryable, userId: number): Promise<BillingAccount | undefined> {
  const row = (await db('users')
    .where({ id: userId })
    .first(
      'id',
      'email',
      'first_name',
      'last_name',
      'created_at',
      'stripe_customer_id',
      'stripe_subscription_id',
    )) as
    | {
        id: number;
        email: string | null;
        first_name: string | null;
        last_name: string | null;
        created_at: Date;
        stripe_customer_id: string | null;
        stripe_subscription_id: string | null;
      }
    | undefined;
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email ?? '',
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    createdAt: toIso(row.created_at),
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
  };
}

export async function writeStripeIds(
  db: Queryable,
  userId: number,
  ids: { customerId?: string; subscriptionId?: string },
): Promise<void> {
  const update: Record<string, unknown> = {};
  if (ids.customerId !== undefined) update.stripe_customer_id = ids.customerId;
  if (ids.subscriptionId !== undefined) update.stripe_subscription_id = ids.subscriptionId;
  if (Object.keys(update).length) await db('users').where({ id: userId }).update(update);
}

/** The user whose Stripe customer this is, if any. */
export async function userOfCustomer(db: Queryable, customerId: string): Promise<number | undefined> {
  const row = (await db('users').where({ stripe_customer_id: customerId }).first('id')) as
    { id: number } | undefined;
  return row?.id;
}

export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  return Boolean(await db('users').where({ id: userId }).first('id'));
}

/** Routes created since `monthStart` (an ISO instant) and vehicles now: what the limits count. */
export async function readUsage(
  db: Queryable,
  userId: number,
  monthStart: string,
): Promise<{ routesThisMonth: number; vehicles: number }> {
  const [routes, vehicles] = await Promise.all([
    db('routes')
      .where({ user_id: userId })
      .where('created_at', '>=', monthStart)
      .count({ count: '*' })
      .first(),
    db('vehicles').where({ user_id: userId }).count({ count: '*' }).first(),
  ]);
  return {
    routesThisMonth: toCount(routes as { count?: unknown }),
    vehicles: toCount(vehicles as { count?: unknown }),
  };
}
