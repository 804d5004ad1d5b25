import { Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { LinkButton } from '../../components/LinkButton.js';
import { track } from '../../lib/analytics/analytics.js';
import { useCurrentUser } from '../../lib/auth/use-current-user.js';
import { PublicLayout } from '../public-site/PublicLayout.js';
import { BillingToggle } from './BillingToggle.js';
import { FaqList } from './FaqList.js';
import { FeatureGridTable } from './FeatureGridTable.js';
import { PlanCard } from './PlanCard.js';
import { PRICING_FAQ } from './faq.js';
import { PLANS, type BillingPeriod, type Plan } from './plans.js';
import { SalesMailButton } from './SalesMailButton.js';
import './pricing.css';

function PlanAction({ plan, signedIn }: { plan: Plan; signedIn: boolean }) {
  if (plan.monthlyPrice === null) {
    return (
      <SalesMailButton
        label="Contact Sales"
        subject="Routier Enterprise enquiry"
        variant="outlined"
        fill
        onClick={() => track({ name: 'enterprise_inquiry', location: 'pricing' })}
      />
    );
  }
  if (signedIn) {
    return (
      <LinkButton to="/dashboard-pricing" intent={plan.popular ? Intent.PRIMARY : Intent.NONE} fill>
        Choose {plan.name}
      </LinkButton>
    );
  }
  return (
    <LinkButton
      to="/auth?tab=register"
      intent={plan.popular ? Intent.PRIMARY : Intent.NONE}
      variant={plan.popular ? 'solid' : 'outlined'}
      fill
      onClick={() => track({ name: 'signup_intent', location: `pricing-${plan.id}` })}
    >
      Start Free Trial
    </LinkButton>
  );
}

export function PricingPage() {
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const { data: user } = useCurrentUser();
  return (
    <PublicLayout>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Pricing</span>
          <h1>Plans that grow with your fleet</h1>
          <p>
            Every plan starts with a 14-day free trial, no credit card needed. Prefer to run it yourself?
            Routier is open source and free to self-host.
          </p>
          <BillingToggle
            value={billing}
            onChange={(next) => {
              setBilling(next);
              track({ name: 'cta_click', label: `Billing ${next}`, location: 'pricing' });
            }}
          />
        </div>
      </section>

      <section className="pricing-plans">
        <div className="container plan-grid">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              billing={billing}
              action={<PlanAction plan={plan} signedIn={Boolean(user)} />}
            />
          ))}
        </div>
        <div className="container">
          <Callout intent={Intent.PRIMARY} icon="info-sign" className="pricing-note">
            Prices are in US dollars, before any sales tax. Plans are for the hosted service offered on this
            site; the software itself is MIT-licensed and free to run on your own servers.
          </Callout>
        </div>
      </section>

      <section className="section" aria-labelledby="compare-heading">
        <div className="container">
          <div className="section-heading">
            <h2 id="compare-heading">Compare plans</h2>
            <p>What each plan includes, feature by feature.</p>
          </div>
          <FeatureGridTable />
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="faq-heading">
        <div className="container faq-container">
          <div className="section-heading">
            <h2 id="faq-heading">Frequently asked questions</h2>
          </div>
          <FaqList items={PRICING_FAQ} />
        </div>
      </section>

      <section className="cta-band">
        <div className="container">
          <h2>Want to see it with your own stops?</h2>
          <p>Book a short demo: send us a sample of your deliveries and we will plan them with you.</p>
          <div className="button-row centered">
            <SalesMailButton
              label="Schedule Demo"
              subject="Routier demo request"
              intent={Intent.SUCCESS}
              size="large"
              icon="envelope"
              onClick={() => track({ name: 'demo_request', location: 'pricing' })}
            />
            <LinkButton to="/features" variant="outlined" size="large">
              View All Features
            </LinkButton>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
