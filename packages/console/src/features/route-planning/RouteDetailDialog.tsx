import { Button, Classes, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { AppDialog } from '../../components/AppDialog.js';
import { StaleTotalsTag } from '../routes/StaleTotalsTag.js';
import type { Route } from '@routier/sdk';
import { PRIORITY_COLORS, PRIORITY_LABELS } from '../../map/palette.js';
import { formatDate, formatInstant } from '../routes/dates.js';
import { formatKm, formatMinutes, formatMoney } from '../routes/format.js';
import { RouteStatusTag } from '../routes/RouteStatusTag.js';

interface RouteDetailDialogProps {
  route: Route | null;
  onClose: () => void;
  onEdit: (route: Route) => void;
  /** Re-optimise the rest of a route that has not ended (offered unless completed or cancelled). */
  onReoptimize?: (route: Route) => void;
}

/** Route detail (document 2, section 2): overview, numbered destinations, metrics, constraints. */
export function RouteDetailDialog({ route, onClose, onEdit, onReoptimize }: RouteDetailDialogProps) {
  return (
    <AppDialog
      isOpen={route !== null}
      onClose={onClose}
      title={route?.name ?? ''}
      icon="route"
      className="route-dialog"
    >
      {route ? (
        <>
          <DialogBody>
            <h3 className={`${Classes.HEADING} dialog-section-title`}>Route Overview</h3>
            <dl className="detail-grid">
              <dt>Status</dt>
              <dd>
                <RouteStatusTag status={route.status} />
              </dd>
              <dt>Created</dt>
              <dd>{formatInstant(route.createdAt)}</dd>
              <dt>Scheduled Date</dt>
              <dd>{route.scheduledDate ? formatDate(route.scheduledDate) : 'Not scheduled'}</dd>
              <dt>Driver</dt>
              <dd>
                {route.assignment
                  ? `${route.assignment.driverName ?? 'Unassigned'} (shift of ${formatDate(route.assignment.scheduleDate)}${route.assignment.vehicleName ? `, ${route.assignment.vehicleName}` : ''})`
                  : 'Not assigned to a shift'}
              </dd>
              <dt>Starting Location</dt>
              <dd>{route.startLocation}</dd>
            </dl>
            <h3 className={`${Classes.HEADING} dialog-section-title`}>Destinations</h3>
            <div className="table-scroll">
              <HTMLTable compact striped className="routes-table">
                <thead>
                  <tr>
                    <th>#</th>
                    <th>Address</th>
                    <th>Priority</th>
                    <th className="numeric">Demand</th>
                  </tr>
                </thead>
                <tbody>
                  {route.destinations.map((stop, i) => (
                    <tr key={i} data-testid="detail-destination">
                      <td>{i + 1}</td>
                      <td>
                        {stop.name ? <strong>{stop.name} · </strong> : null}
                        {stop.address}
                        {stop.geocode?.approximate ? (
                          <Tag minimal className="approx-tag" title={stop.geocode.note ?? undefined}>
                            approximate
                          </Tag>
                        ) : null}
                      </td>
                      <td>
                        <span className="priority-cell">
                          <span
                            className="route-map-dot"
                            style={{ background: PRIORITY_COLORS[stop.priority] }}
                          />
                          {PRIORITY_LABELS[stop.priority]}
                        </span>
                      </td>
                      <td className="numeric">{stop.demand} kg</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            <h3 className={`${Classes.HEADING} dialog-section-title`}>
              Metrics <StaleTotalsTag stale={route.totalsStale} />
            </h3>
            <dl className="metric-grid">
              <div>
                <dt>Total Distance</dt>
                <dd>{formatKm(route.totalDistance)}</dd>
              </div>
              <div>
                <dt>Estimated Time</dt>
                <dd>{formatMinutes(route.estimatedTime)}</dd>
              </div>
              <div>
                <dt>Total Cost</dt>
                <dd>{formatMoney(route.totalCost)}</dd>
              </div>
            </dl>
            {route.constraints ? (
              <>
                <h3 className={`${Classes.HEADING} dialog-section-title`}>Constraints</h3>
                <pre className={`${Classes.CODE_BLOCK} constraints-json`}>
                  {JSON.stringify(route.constraints, null, 2)}
                </pre>
              </>
            ) : null}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={onClose}>Close</Button>
                {onReoptimize && route.status !== 'completed' && route.status !== 'cancelled' ? (
                  <Button icon="refresh" onClick={() => onReoptimize(route)}>
                    Re-optimise
                  </Button>
                ) : null}
                <Button intent="primary" icon="edit" onClick={() => onEdit(route)}>
                  Edit
                </Button>
              </>
            }
          />
        </>
      ) : null}
    </AppDialog>
  );
}
