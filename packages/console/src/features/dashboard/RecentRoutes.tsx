import { HTMLTable, NonIdealState, Spinner, SpinnerSize } from '@blueprintjs/core';
import { LinkButton } from '../../components/LinkButton.js';
import { formatDate } from '../routes/dates.js';
import { formatKm, formatMoney } from '../routes/format.js';
import { PanelCard } from '../routes/PanelCard.js';
import { useRecentRoutes } from '../routes/route-queries.js';
import { RouteNameCell } from '../routes/RouteNameCell.js';
import { RouteStatusTag } from '../routes/RouteStatusTag.js';

/** The first 5 routes (newest first) with View All to Route Planning. */
export function RecentRoutes() {
  const recent = useRecentRoutes(5);
  const routes = recent.data?.routes ?? [];
  return (
    <PanelCard
      id="recent-routes"
      title="Recent Routes"
      subtitle={recent.data ? `${recent.data.total} routes in total` : 'Your latest routes'}
      icon="history"
      testId="recent-routes"
      actions={
        <LinkButton to="/route-planning" variant="outlined" endIcon="arrow-right">
          View All
        </LinkButton>
      }
    >
      {recent.isPending ? (
        <div className="panel-loading">
          <Spinner size={SpinnerSize.SMALL} aria-label="Loading routes" />
        </div>
      ) : recent.isError ? (
        <NonIdealState icon="error" title="Routes could not be loaded" description={recent.error.message} />
      ) : routes.length === 0 ? (
        <NonIdealState
          icon="route"
          title="No routes yet"
          description="Optimise a route above and save it: it will be listed here."
        />
      ) : (
        <div className="table-scroll">
          <HTMLTable className="routes-table stacked-table" striped>
            <thead>
              <tr>
                <th>Route</th>
                <th>Status</th>
                <th className="numeric">Stops</th>
                <th className="numeric">Distance</th>
                <th className="numeric">Cost</th>
              </tr>
            </thead>
            <tbody>
              {routes.map((route) => (
                <tr key={route.id} data-testid="recent-route">
                  <RouteNameCell name={route.name}>
                    {formatDate(route.scheduledDate)} · from {route.startLocation}
                  </RouteNameCell>
                  <td data-label="Status">
                    <RouteStatusTag status={route.status} />
                  </td>
                  <td className="numeric" data-label="Stops">
                    {route.destinations.length}
                  </td>
                  <td className="numeric" data-label="Distance">
                    {formatKm(route.totalDistance, '—')}
                  </td>
                  <td className="numeric" data-label="Cost">
                    {formatMoney(route.totalCost, '—')}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </PanelCard>
  );
}
