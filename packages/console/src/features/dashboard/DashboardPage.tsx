import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.js';
import { PanelCard } from '../routes/PanelCard.js';
import { RouteOptimizationPanel, type QuickCreateResult } from '../routes/RouteOptimizationPanel.js';
import { DashboardMap } from './DashboardMap.js';
import { RecentRoutes } from './RecentRoutes.js';
import { StatsTiles } from './StatsTiles.js';
import { UpgradeCard } from './UpgradeCard.js';
import { useSubscriptionSuccess } from './use-subscription-success.js';
import '../routes/icons.js';
import '../routes/routes.css';
import './dashboard.css';

/** Dashboard (/dashboard and / signed in): statistics, quick create, map, recent routes, upgrade card. */
export function DashboardPage() {
  useSubscriptionSuccess();
  const [preview, setPreview] = useState<QuickCreateResult | null>(null);
  return (
    <div className="dashboard">
      <PageHeader title="Dashboard" subtitle="Manage your routes and track vehicle performance." />
      <StatsTiles />
      <div className="dashboard-grid">
        <PanelCard
          id="route-optimization"
          title="Route Optimization"
          subtitle="Plan and optimize delivery routes."
          icon="route"
          testId="route-optimization"
        >
          <RouteOptimizationPanel idPrefix="dashboard-qc" onResult={setPreview} />
        </PanelCard>
        <DashboardMap preview={preview} />
      </div>
      <div className="dashboard-grid dashboard-grid-bottom">
        <RecentRoutes />
        <UpgradeCard />
      </div>
    </div>
  );
}
