import { Classes } from '@blueprintjs/core';
import { PanelCard } from '../routes/PanelCard.js';
import { useDashboardStats } from '../routes/route-queries.js';
import { BasicUsageMeters } from './BasicUsageMeters.js';
import { BASIC_MONTHLY, PROFESSIONAL_ANNUAL_SAVING, PROFESSIONAL_MONTHLY } from './plan-offer.js';
import { ProfessionalOffer } from './ProfessionalOffer.js';

/**
 * The upgrade card. Where the spec shows hard-coded sample usage, this shows the user's real usage (routes
 * scheduled this month, vehicles in the fleet) against the Basic plan's limits, and the Professional offer.
 */
export function UpgradeCard() {
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
        <BasicUsageMeters />
      </div>
      <ProfessionalOffer>
        {stats.data && stats.data.costSavingsAmount > 0 ? (
          <p className={`${Classes.TEXT_MUTED} upgrade-savings`}>
            Optimisation has saved you {stats.data.costSavings} so far compared with the order stops were
            entered in.
          </p>
        ) : null}
      </ProfessionalOffer>
    </PanelCard>
  );
}
