import { PageHeader } from '../../components/PageHeader.js';
import { BillingStatus } from './BillingStatus.js';
import { CostTipsCard } from './CostTipsCard.js';
import { PlanPanel } from './PlanPanel.js';
import { VehicleRatesCard } from './VehicleRatesCard.js';
import '../routes/icons.js';
import '../routes/routes.css';
import '../dashboard/dashboard.css';
import './upgrade.css';

/** Upgrade Plan (/dashboard-pricing): the plan panel, vehicle types with their rate per km, four cost tips. */
export function UpgradePlanPage() {
  return (
    <div className="upgrade-page">
      <PageHeader title="Upgrade Plan" subtitle="Compare plans and vehicle rates." />
      <BillingStatus />
      <PlanPanel />
      <div className="upgrade-grid">
        <VehicleRatesCard />
        <CostTipsCard />
      </div>
    </div>
  );
}
