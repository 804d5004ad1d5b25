/**
 * Applying Stripe's events (docs/billing.md): subscription events set the user's plan and status;
 * invoice events nudge the status between them. Each event id is stored (a replay changes nothing) and an
 * event older than the state held is acknowledged without effect (Stripe does not guarantee order).
 */
import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Queryable } from '../db/queryable.js';
import {
  readSubscription,
  recordEvent,
  userExists,
  userOfCustomer,
  writeStripeIds,
  writeSubscription,
} from './billing-repository.js';
import { customerIdOf, stateOfSubscription } from './subscription-state.js';
import { insertSecurityEvent } from '../security-events/security-event-repository.js';

export type EventOutcome = 'applied' | 'replayed' | 'stale' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/** The user an object belongs to: `metadata.userId` when it names one, else its customer's user. */
async function ownerOf(
  db: Queryable,
  metadata: Record<string, string> | null | undefined,
  customer: string | { id: string } | null | undefined,
): Promise<number | undefined> {
  const id = Number(metadata?.userId);
  if (Number.isSafeInteger(id) && id > 0 && (await userExists(db, id))) return id;
  const customerId = customerIdOf(customer);
  return customerId ? userOfCustomer(db, customerId) : undefined;
}

/** The subscription id an invoice is for (its parent in current API versions, `subscription` before). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const parent = (
    invoice as { parent?: { subscription_details?: { subscription?: string | { id: string } } } }
  ).parent;
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  const ref = parent?.subscription_details?.subscription ?? legacy ?? null;
  return typeof ref === 'string' ? ref : (ref?.id ?? null);
}

export async function applyEvent(knex: Knex, event: Stripe.Event, logger: Logger): Promise<EventOutcome> {
  return knex.transaction(async (trx) => {
    if (!(await recordEvent(trx, event.id, event.type, event.created))) return 'replayed';
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const sub = event.data.object as Stripe.Subscription;
      const userId = await ownerOf(trx, sub.metadata, sub.customer);
      if (!userId) {
        logger.warn(
          { eventId: event.id, subscription: sub.id },
          'Stripe subscription for no known user; ignored',
        );
        return 'ignored';
      }
      const held = await readSubscription(trx, userId);
      if (held && event.created < held.eventCreated) return 'stale';
      const state = stateOfSubscription(sub, event.created);
      if (event.type === 'customer.subscription.deleted') state.status = 'canceled';
      await writeSubscription(trx, userId, state);
      if (held?.plan !== state.plan || held?.status !== state.status) {
        // Stripe's call, not the user's: no address or browser to record.
        await insertSecurityEvent(trx, {
          userId,
          type: 'plan_changed',
          details: { from: held?.plan ?? null, to: state.plan, status: state.status },
        });
      }
      await writeStripeIds(trx, userId, {
        subscriptionId: sub.id,
        ...(customerIdOf(sub.customer) ? { customerId: customerIdOf(sub.customer)! } : {}),
      });
      return 'applied';
    }
    if (event.type === 'invoice.payment_succeeded' || event.type === 'invoice.payment_failed') {
      const invoice = event.data.object as Stripe.Invoice;
      const subscriptionId = invoiceSubscription(invoice);
      const userId = await ownerOf(trx, invoice.metadata, invoice.customer);
      const held = userId ? await readSubscription(trx, userId) : undefined;
      if (!userId || !held || held.stripeSubscriptionId !== subscriptionId) return 'ignored';
      if (event.created < held.eventCreated) return 'stale';
      const status =
        event.type === 'invoice.payment_failed'
          ? 'past_due'
          : ['incomplete', 'past_due', 'unpaid'].includes(held.status)
            ? 'active'
            : held.status;
      await writeSubscription(trx, userId, { ...held, status, eventCreated: event.created });
      return 'applied';
    }
    return 'ignored';
  });
}
