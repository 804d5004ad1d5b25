import { Button, Callout, Intent } from '@blueprintjs/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BillingSummary } from '@routier/sdk';
import { showToast } from '../../components/toast/toaster.js';
import { api, unwrap } from '../../lib/api-client.js';
import { serverMessage } from '../routes/api-errors.js';

const PLAN_NAMES = { basic: 'Basic', professional: 'Professional', enterprise: 'Enterprise' } as const;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** One sentence for the account's standing: the plan, its status and the date that matters. */
export function standingText(b: BillingSummary): string {
  if (!b.enabled || !b.plan) return 'This server has no billing: every feature is included, with no limits.';
  const plan = PLAN_NAMES[b.plan];
  switch (b.status) {
    case 'trialing':
      return `Free trial with ${plan} limits${b.trialEndsAt ? ` until ${day(b.trialEndsAt)}` : ''}.`;
    case 'trial_expired':
      return `Your trial has ended: ${plan} limits apply until you subscribe.`;
    case 'active':
      return `${plan} plan${b.interval ? `, billed ${b.interval === 'annual' ? 'annually' : 'monthly'}` : ''}${
        b.currentPeriodEnd ? `; ${b.cancelAtPeriodEnd ? 'ends' : 'renews'} ${day(b.currentPeriodEnd)}` : ''
      }.`;
    case 'past_due':
      return `${plan} plan: the last payment failed and Stripe is retrying. Update your card to keep the plan.`;
    default:
      return `No active subscription (${b.status.replace('_', ' ')}): ${plan} limits apply.`;
  }
}

/** The account's real plan (GET /api/billing) above the plan comparison, with Stripe's portal when billing is on. */
export function BillingStatus() {
  const billing = useQuery({ queryKey: ['/api/billing'], queryFn: () => unwrap(api.GET('/api/billing')) });
  const portal = useMutation({
    mutationFn: () => unwrap(api.POST('/api/billing/portal')),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      showToast({
        title: 'Error',
        description: serverMessage(error, 'Failed to open billing'),
        intent: Intent.DANGER,
      }),
  });
  if (!billing.data) return null;
  const b = billing.data;
  return (
    <Callout
      intent={b.status === 'past_due' || b.status === 'trial_expired' ? Intent.WARNING : Intent.PRIMARY}
      icon="credit-card"
      className="billing-status"
      title="Your plan"
      data-testid="billing-status"
    >
      <p>{standingText(b)}</p>
      {b.limits && (
        <p>
          This month: {b.usage.routesThisMonth} of {b.limits.routesPerMonth ?? 'unlimited'} routes,{' '}
          {b.usage.vehicles} of {b.limits.vehicles ?? 'unlimited'} vehicles.
        </p>
      )}
      {b.enabled && (
        <Button variant="outlined" onClick={() => portal.mutate()} disabled={portal.isPending}>
          Manage billing
        </Button>
      )}
    </Callout>
  );
}
