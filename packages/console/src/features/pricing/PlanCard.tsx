import { Card, Classes, Icon, Intent, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { displayedPrice, type BillingPeriod, type Plan } from './plans.js';

interface PlanCardProps {
  plan: Plan;
  billing: BillingPeriod;
  action: ReactNode;
}

export function PlanCard({ plan, billing, action }: PlanCardProps) {
  const price = displayedPrice(plan, billing);
  return (
    <Card
      className={plan.popular ? 'plan-card plan-card-popular' : 'plan-card'}
      data-testid={`plan-${plan.id}`}
      aria-labelledby={`plan-${plan.id}-name`}
      role="group"
    >
      {plan.popular ? (
        <Tag className="plan-popular-tag" intent={Intent.PRIMARY} round>
          Most Popular
        </Tag>
      ) : null}
      <h3 id={`plan-${plan.id}-name`} className="plan-name">
        {plan.name}
      </h3>
      <p className={`${Classes.TEXT_MUTED} plan-description`}>{plan.description}</p>
      <div className="plan-price" data-testid={`plan-${plan.id}-price`}>
        <span className="plan-amount">{price.amount}</span>
        {price.period ? <span className="plan-period">{price.period}</span> : null}
      </div>
      <div className="plan-price-note">
        {price.note ? <span>{price.note}</span> : <span aria-hidden="true">&nbsp;</span>}
        {billing === 'annual' && plan.monthlyPrice !== null ? (
          <Tag intent={Intent.SUCCESS} minimal>
            Save 20%
          </Tag>
        ) : null}
      </div>
      <div className="plan-action">{action}</div>
      <ul className="check-list plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon icon="tick" intent={Intent.SUCCESS} />
            <span>{feature}</span>
          </li>
        ))}
        {plan.limitations.map((limitation) => (
          <li key={limitation} className={Classes.TEXT_MUTED}>
            <Icon icon="cross" />
            <span>{limitation}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
