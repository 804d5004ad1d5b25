import { Button, Callout, Intent } from '@blueprintjs/core';
import { useDashboardStats } from '../routes/route-queries.js';
import { StatTile } from './StatTile.js';

/** Active Routes, Fleet Size, Avg. Route Time, Cost Savings (GET /api/dashboard/stats). */
export function StatsTiles() {
  const stats = useDashboardStats();
  if (stats.isError) {
    return (
      <Callout intent={Intent.WARNING} title="Statistics could not be loaded" className="stats-error">
        <p>{stats.error.message}</p>
        <Button size="small" onClick={() => void stats.refetch()}>
          Try again
        </Button>
      </Callout>
    );
  }
  const data = stats.data;
  const loading = stats.isPending;
  return (
    <div className="stats-grid" aria-label="Statistics" role="group">
      <StatTile
        label="Active Routes"
        icon="route"
        loading={loading}
        value={data ? String(data.activeRoutes) : undefined}
        hint={data ? `${data.totalRoutes} routes in total` : undefined}
      />
      <StatTile
        label="Fleet Size"
        icon="drive-time"
        loading={loading}
        value={data ? String(data.fleetSize) : undefined}
        hint={data ? `${data.activeVehicles} active` : undefined}
      />
      <StatTile
        label="Avg. Route Time"
        icon="time"
        loading={loading}
        value={data?.avgRouteTime}
        hint="Estimated driving time per route"
      />
      <StatTile
        label="Cost Savings"
        icon="dollar"
        loading={loading}
        value={data?.costSavings}
        hint="Optimised vs. the order entered"
      />
    </div>
  );
}
