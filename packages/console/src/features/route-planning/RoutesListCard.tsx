import {
  Button,
  ButtonGroup,
  Classes,
  HTMLTable,
  Intent,
  NonIdealState,
  Spinner,
  SpinnerSize,
} from '@blueprintjs/core';
import { useState } from 'react';
import type { Route } from '@routier/sdk';
import { AppTooltip } from '../../components/AppTooltip.js';
import { ConfirmDeleteAlert } from '../../components/ConfirmDeleteAlert.js';
import { showToast } from '../../components/toast/toaster.js';
import { serverMessage } from '../routes/api-errors.js';
import { downloadCsv, singleRouteExport } from '../routes/csv-download.js';
import { formatDate, formatRange, type DateRange } from '../routes/dates.js';
import { formatKm, formatMinutes, formatMoney } from '../routes/format.js';
import { PanelCard } from '../routes/PanelCard.js';
import { RouteNameCell } from '../routes/RouteNameCell.js';
import { RouteStatusTag } from '../routes/RouteStatusTag.js';
import { StaleTotalsTag } from '../routes/StaleTotalsTag.js';
import { useDeleteRoute } from '../routes/use-route-mutations.js';
import { RouteDetailDialog } from './RouteDetailDialog.js';
import { ReoptimizeDialog } from './ReoptimizeDialog.js';
import { RouteEditDialog } from './RouteEditDialog.js';

interface RoutesListCardProps {
  routes: Route[] | undefined;
  loading: boolean;
  error: Error | null;
  range: DateRange;
  selectedId: number | null;
  onSelect: (route: Route) => void;
}

function IconAction({
  label,
  icon,
  onClick,
  intent,
}: {
  label: string;
  icon: 'eye-open' | 'edit' | 'download' | 'trash' | 'map-marker';
  onClick: () => void;
  intent?: Intent;
}) {
  return (
    <AppTooltip content={label} placement="top">
      <Button variant="minimal" icon={icon} aria-label={label} onClick={onClick} intent={intent} />
    </AppTooltip>
  );
}

/** Routes List: every route of the range with view, edit, delete, export and select on map. */
export function RoutesListCard({ routes, loading, error, range, selectedId, onSelect }: RoutesListCardProps) {
  const [viewing, setViewing] = useState<Route | null>(null);
  const [editing, setEditing] = useState<Route | null>(null);
  const [deleting, setDeleting] = useState<Route | null>(null);
  const [reoptimizing, setReoptimizing] = useState<Route | null>(null);
  const remove = useDeleteRoute();

  const exportRoute = (route: Route) => {
    downloadCsv(singleRouteExport(route));
    showToast({
      title: 'Export Downloaded',
      description: `${route.name} has been exported to CSV`,
      intent: Intent.SUCCESS,
    });
  };

  const confirmDelete = () => {
    const route = deleting;
    setDeleting(null);
    if (!route) return;
    remove.mutate(route.id, {
      onSuccess: () =>
        showToast({ title: 'Success', description: 'Route deleted successfully', intent: Intent.SUCCESS }),
      onError: (e) =>
        showToast({
          title: 'Error',
          description: serverMessage(e, 'Failed to delete route'),
          intent: Intent.DANGER,
        }),
    });
  };

  return (
    <PanelCard
      id="routes-list"
      title="Routes List"
      subtitle={routes ? `${routes.length} routes scheduled ${formatRange(range)}` : 'Loading routes…'}
      icon="th-list"
      testId="routes-list"
    >
      {loading ? (
        <div className="panel-loading">
          <Spinner size={SpinnerSize.SMALL} aria-label="Loading routes" />
        </div>
      ) : error ? (
        <NonIdealState icon="error" title="Routes could not be loaded" description={error.message} />
      ) : !routes || routes.length === 0 ? (
        <NonIdealState
          icon="route"
          title="No routes in this date range"
          description="Create a route above, upload a CSV, or pick other dates."
        />
      ) : (
        <div className="table-scroll">
          <HTMLTable className="routes-table routes-list-table stacked-table" interactive>
            <thead>
              <tr>
                <th>Route</th>
                <th>Scheduled</th>
                <th>Status</th>
                <th className="numeric">Stops</th>
                <th className="numeric">Distance</th>
                <th className="numeric">Time</th>
                <th className="numeric">Cost</th>
                <th className="actions-col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {routes.map((route) => (
                <tr
                  key={route.id}
                  className={route.id === selectedId ? 'row-selected' : undefined}
                  aria-selected={route.id === selectedId}
                  data-testid="route-row"
                >
                  <RouteNameCell name={route.name}>
                    #{route.id} · from {route.startLocation}
                  </RouteNameCell>
                  <td className="nowrap" data-label="Scheduled">
                    {formatDate(route.scheduledDate)}
                    {route.assignment && (
                      <div className="route-driver" title="Assigned shift">
                        {route.assignment.driverName ?? 'Unassigned shift'}
                      </div>
                    )}
                  </td>
                  <td data-label="Status">
                    <RouteStatusTag status={route.status} /> <StaleTotalsTag stale={route.totalsStale} />
                  </td>
                  <td className="numeric" data-label="Stops">
                    {route.destinations.length}
                  </td>
                  <td className="numeric" data-label="Distance">
                    {formatKm(route.totalDistance, '—')}
                  </td>
                  <td className="numeric" data-label="Time">
                    {formatMinutes(route.estimatedTime, '—')}
                  </td>
                  <td className="numeric" data-label="Cost">
                    {formatMoney(route.totalCost, '—')}
                  </td>
                  <td className="actions-col">
                    <ButtonGroup variant="minimal">
                      <IconAction
                        label={`Show ${route.name} on the map`}
                        icon="map-marker"
                        onClick={() => onSelect(route)}
                      />
                      <IconAction
                        label={`View ${route.name}`}
                        icon="eye-open"
                        onClick={() => setViewing(route)}
                      />
                      <IconAction
                        label={`Edit ${route.name}`}
                        icon="edit"
                        onClick={() => setEditing(route)}
                      />
                      <IconAction
                        label={`Export ${route.name} to CSV`}
                        icon="download"
                        onClick={() => exportRoute(route)}
                      />
                      <IconAction
                        label={`Delete ${route.name}`}
                        icon="trash"
                        intent={Intent.DANGER}
                        onClick={() => setDeleting(route)}
                      />
                    </ButtonGroup>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <RouteDetailDialog
        route={viewing}
        onClose={() => setViewing(null)}
        onEdit={(route) => {
          setViewing(null);
          setEditing(route);
        }}
        onReoptimize={(route) => {
          setViewing(null);
          setReoptimizing(route);
        }}
      />
      <ReoptimizeDialog
        route={reoptimizing}
        onClose={() => setReoptimizing(null)}
        onSaved={(route) => setViewing(route)}
      />
      <RouteEditDialog route={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete this route?</p>
        {deleting ? <p className={Classes.TEXT_MUTED}>{deleting.name} will be removed for good.</p> : null}
      </ConfirmDeleteAlert>
    </PanelCard>
  );
}
