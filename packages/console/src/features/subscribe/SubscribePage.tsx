import { Button, Card, Classes, Icon, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionSetup } from '@routier/sdk';
import { LinkButton } from '../../components/LinkButton.js';
import { PageHeader } from '../../components/PageHeader.js';
import { api, unwrap } from '../../lib/api-client.js';
import { PaymentForm } from './PaymentForm.js';
import '../routes/icons.js';
import './icons.js';
import './subscribe.css';

/** Document 1's checkout card: the Professional plan and what it includes. */
const INCLUDED = [
  'Unlimited routes and vehicles',
  'Advanced algorithms',
  'Multi-day planning',
  'Priority support',
  'CSV export and analytics',
];

function PlanCard({ setup }: { setup: SubscriptionSetup }) {
  const per = setup.plan.interval === 'annual' ? 'year' : 'month';
  return (
    <Card className="checkout-plan" aria-label="Plan">
      <h2 className={Classes.HEADING}>{setup.plan.name}</h2>
      <p className="checkout-price">
        <span className="checkout-amount">${setup.plan.amount}</span>{' '}
        <span className={Classes.TEXT_MUTED}>per {per}</span>
      </p>
      <ul className="checkout-features">
        {INCLUDED.map((f) => (
          <li key={f}>
            <Icon icon="tick" intent={Intent.SUCCESS} size={14} /> {f}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * Subscription checkout (/subscribe, document 1): loading, then the Subscription Error card, or 'No
 * payment required at this time.' (billing off, or already subscribed), or the plan beside Stripe's
 * payment form.
 */
export function SubscribePage() {
  const setup = useQuery({
    queryKey: ['/api/get-or-create-subscription'],
    queryFn: () => unwrap(api.POST('/api/get-or-create-subscription', { body: {} })),
    gcTime: 0,
  });
  return (
    <div className="subscribe-page">
      <PageHeader title="Subscribe" subtitle="Upgrade to Routier Professional." />
      {setup.isPending ? (
        <div className="panel-loading" role="status">
          <Spinner size={32} />
          <p>Setting up your subscription...</p>
        </div>
      ) : setup.isError ? (
        <Card>
          <NonIdealState
            icon="error"
            title="Subscription Error"
            description="Failed to initialize subscription. Please try again."
            action={
              <div className="checkout-actions">
                <LinkButton to="/pricing">Back to Pricing</LinkButton>
                <Button intent={Intent.PRIMARY} onClick={() => void setup.refetch()}>
                  Try Again
                </Button>
              </div>
            }
          />
        </Card>
      ) : !setup.data.clientSecret || !setup.data.publishableKey ? (
        <Card>
          <NonIdealState
            icon="credit-card"
            title="No payment required at this time."
            description={
              setup.data.reason === 'ALREADY_SUBSCRIBED'
                ? 'Your subscription is active.'
                : 'This server has no billing: every feature is included.'
            }
            action={<LinkButton to="/dashboard">Go to Dashboard</LinkButton>}
          />
        </Card>
      ) : (
        <div className="checkout-grid">
          <PlanCard setup={setup.data} />
          <Card className="checkout-payment">
            <h2 className={Classes.HEADING}>Payment details</h2>
            <PaymentForm clientSecret={setup.data.clientSecret} publishableKey={setup.data.publishableKey} />
          </Card>
        </div>
      )}
    </div>
  );
}
