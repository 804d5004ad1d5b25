/**
 * The Stripe client (the official package) and how its failures reach users: Stripe unreachable or failing
 * is `502 UPSTREAM_ERROR` with a sentence saying so, never a 500; a missing price is `503 NOT_CONFIGURED`
 * naming the lookup key the operator must add.
 */
import Stripe from 'stripe';
import type { Config } from '../config/config.js';
import { HttpError } from '../kernel/errors.js';

export type StripeClient = Stripe;

/** A client for the configured key (and STRIPE_API_BASE, e.g. stripe-mock), or null when billing is off. */
export function stripeClient(config: Config): StripeClient | null {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) return null;
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: 'Routier', url: 'https://github.com/routier' },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

export const billingNotConfigured = () =>
  new HttpError(503, 'NOT_CONFIGURED', 'Billing is not configured on this server');

/** Runs a Stripe call; its failures become the API's errors. `what` says what was being done. */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const e = error as { type?: string; message?: string; statusCode?: number };
    if (e.type === 'StripeConnectionError') {
      throw new HttpError(
        502,
        'UPSTREAM_ERROR',
        `The payment provider could not be reached (${what}); please try again`,
        {
          cause: error,
        },
      );
    }
    if (e.type === 'StripeAuthenticationError') {
      throw new HttpError(
        503,
        'NOT_CONFIGURED',
        'Billing is misconfigured on this server (Stripe refused its key)',
        {
          cause: error,
        },
      );
    }
    throw new HttpError(
      502,
      'UPSTREAM_ERROR',
      `The payment provider failed (${what}): ${e.message ?? 'unknown error'}`,
      {
        cause: error,
      },
    );
  }
}
