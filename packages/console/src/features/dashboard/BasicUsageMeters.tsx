import { monthOf } from '../routes/dates.js';
import { useDashboardStats, useRouteCount } from '../routes/route-queries.js';
import { BASIC_LIMITS } from './plan-offer.js';
import { UsageMeter } from './UsageMeter.js';

/** The user's usage (routes scheduled this month, vehicles in the fleet) against the Basic plan's limits. */
export function BasicUsageMeters() {
  const routesThisMonth = useRouteCount(monthOf());
  const stats = useDashboardStats();
  return (
    <>
      <UsageMeter label="Routes this month" used={routesThisMonth.data} limit={BASIC_LIMITS.routesPerMonth} />
      <UsageMeter label="Vehicles" used={stats.data?.fleetSize} limit={BASIC_LIMITS.vehicles} />
    </>
  );
}
