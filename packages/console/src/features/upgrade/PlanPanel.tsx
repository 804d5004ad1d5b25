import { Classes, Icon, Intent, Tag } from '@blueprintjs/core';
import { LinkButton } from '../../components/LinkButton.js';
import {
  BASIC_LIMITS,
  BASIC_MONTHLY,
  PROFESSIONAL_ANNUAL_SAVING,
  PROFESSIONAL_FEATURES,
  PROFESSIONAL_MONTHLY,
} from '../dashboard/plan-offer.js';
import { UsageMeter } from '../dashboard/UsageMeter.js';
import { monthOf } from '../routes/dates.js';
import { PanelCard } from '../routes/PanelCard.js';
import { useDashboardStats, useRouteCount } from '../routes/route-queries.js';

/** The plan panel: usage measured from the user's data against Basic's limits, and what Professional adds. */
export function PlanPanel() {
  const routesThisMonth = useRouteCount(monthOf());
  const stats = useDashboardStats();
  return (
    <PanelCard
      id="plan"
      title="Your plan"
      subtitle="Usage this month and what upgrading adds."
      icon="credit-card"
      testId="plan-panel"
    >
      <div className="plan-columns">
        <div className="plan-box">
          <div className="plan-box-head">
            <strong>Basic</strong>
            <span className={Classes.TEXT_MUTED}>${BASIC_MONTHLY} per month</span>
          </div>
          <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            {BASIC_LIMITS.routesPerMonth} routes per month, up to {BASIC_LIMITS.vehicles} vehicles.
          </p>
          <UsageMeter
            label="Routes this month"
            used={routesThisMonth.data}
            limit={BASIC_LIMITS.routesPerMonth}
          />
          <UsageMeter label="Vehicles" used={stats.data?.fleetSize} limit={BASIC_LIMITS.vehicles} />
        </div>
        <div className="plan-box plan-box-featured">
          <div className="plan-box-head">
            <strong>Professional</strong>
            <Tag intent={Intent.PRIMARY} round>
              Most popular
            </Tag>
          </div>
          <div className="plan-price">
            <span className="plan-amount">${PROFESSIONAL_MONTHLY}</span>
            <span className={Classes.TEXT_MUTED}>/month</span>
          </div>
          <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            Billed annually you save ${PROFESSIONAL_ANNUAL_SAVING.toFixed(2)} a year (20%).
          </p>
          <ul className="upgrade-features">
            {PROFESSIONAL_FEATURES.map((feature) => (
              <li key={feature}>
                <Icon icon="tick" intent={Intent.SUCCESS} size={14} />
                {feature}
              </li>
            ))}
          </ul>
          <div className="upgrade-actions">
            <LinkButton to="/subscribe" intent={Intent.PRIMARY} icon="arrow-up">
              Upgrade Now
            </LinkButton>
            <LinkButton to="/pricing" variant="outlined">
              View All Plans
            </LinkButton>
          </div>
        </div>
      </div>
    </PanelCard>
  );
}
