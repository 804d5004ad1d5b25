import { Classes, Icon, Intent } from '@blueprintjs/core';
import { LinkButton } from '../../components/LinkButton.js';
import { monthOf } from '../routes/dates.js';
import { PanelCard } from '../routes/PanelCard.js';
import { useDashboardStats, useRouteCount } from '../routes/route-queries.js';
import {
  BASIC_LIMITS,
  BASIC_MONTHLY,
  PROFESSIONAL_ANNUAL_SAVING,
  PROFESSIONAL_FEATURES,
  PROFESSIONAL_MONTHLY,
} from './plan-offer.js';
import { UsageMeter } from './UsageMeter.js';

/**
 * The upgrade card. Where the spec shows hard-coded sample usage, this shows the user's real usage (routes
 * scheduled this month, vehicles in the fleet) against the Basic plan's limits, and the Professional offer.
 */
export function UpgradeCard() {
  const routesThisMonth = useRouteCount(monthOf());
  const stats = useDashboardStats();
  return (
    <PanelCard
      id="upgrade-card"
      title="Upgrade to Professional"
      subtitle={`$${PROFESSIONAL_MONTHLY} per month, or save $${PROFESSIONAL_ANNUAL_SAVING.toFixed(2)} a year billed annually`}
      icon="star"
      className="upgrade-card"
      testId="upgrade-card"
    >
      <div className="upgrade-usage">
        <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          Your usage against the Basic plan (${BASIC_MONTHLY} per month)
        </div>
        <UsageMeter
          label="Routes this month"
          used={routesThisMonth.data}
          limit={BASIC_LIMITS.routesPerMonth}
        />
        <UsageMeter label="Vehicles" used={stats.data?.fleetSize} limit={BASIC_LIMITS.vehicles} />
      </div>
      <ul className="upgrade-features">
        {PROFESSIONAL_FEATURES.map((feature) => (
          <li key={feature}>
            <Icon icon="tick" intent={Intent.SUCCESS} size={14} />
            {feature}
          </li>
        ))}
      </ul>
      {stats.data && stats.data.costSavingsAmount > 0 ? (
        <p className={`${Classes.TEXT_MUTED} upgrade-savings`}>
          Optimisation has saved you {stats.data.costSavings} so far compared with the order stops were
          entered in.
        </p>
      ) : null}
      <div className="upgrade-actions">
        <LinkButton to="/subscribe" intent={Intent.PRIMARY} icon="arrow-up">
          Upgrade Now
        </LinkButton>
        <LinkButton to="/pricing" variant="outlined">
          View All Plans
        </LinkButton>
      </div>
    </PanelCard>
  );
}
