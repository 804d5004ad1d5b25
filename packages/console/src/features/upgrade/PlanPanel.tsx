import { Classes, Intent, Tag } from '@blueprintjs/core';
import { BasicUsageMeters } from '../dashboard/BasicUsageMeters.js';
import {
  BASIC_LIMITS,
  BASIC_MONTHLY,
  PROFESSIONAL_ANNUAL_SAVING,
  PROFESSIONAL_MONTHLY,
} from '../dashboard/plan-offer.js';
import { ProfessionalOffer } from '../dashboard/ProfessionalOffer.js';
import { PanelCard } from '../routes/PanelCard.js';

/** The plan panel: usage measured from the user's data against Basic's limits, and what Professional adds. */
export function PlanPanel() {
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
          <BasicUsageMeters />
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
          <ProfessionalOffer />
        </div>
      </div>
    </PanelCard>
  );
}
