import { Button, Classes, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import type { DailyRouteAssignment, MultiDayPlan } from '@routier/sdk';
import { AppDialog } from '../../components/AppDialog.js';
import { ROUTE_PALETTE } from '../../map/palette.js';
import { clockOf, formatDate, formatRange } from '../routes/dates.js';
import { plural } from '../routes/format.js';
import { LoadState } from '../scheduling/LoadState.js';
import { useDrivers } from '../scheduling/use-scheduling.js';
import { useVehicles } from '../fleet/use-vehicles.js';
import { DayRoutesMap } from './DayRoutesMap.js';
import { usePlan } from './use-multi-day.js';

function byDate(assignments: readonly DailyRouteAssignment[]) {
  const days = new Map<string, DailyRouteAssignment[]>();
  for (const a of assignments) days.set(a.assignedDate, [...(days.get(a.assignedDate) ?? []), a]);
  return [...days].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * View Details (the spec leaves it open): the plan's limits and totals, its assignments day by day
 * (time, route, vehicle in its map colour, driver), and the chosen day's routes on the map.
 */
export function PlanDetailsDialog({ plan, onClose }: { plan: MultiDayPlan | null; onClose: () => void }) {
  const detail = usePlan(plan?.id ?? null);
  const vehicles = useVehicles();
  const drivers = useDrivers();
  const [day, setDay] = useState<string | null>(null);
  const vehicleOrder = useMemo(
    () => (vehicles.data ?? []).map((v) => v.id).sort((a, b) => a - b),
    [vehicles.data],
  );
  const vehicleName = (id: number | null) =>
    id === null ? '-' : (vehicles.data?.find((v) => v.id === id)?.name ?? `Vehicle ${id}`);
  const driverName = (id: number | null) =>
    id === null ? 'No driver' : (drivers.data?.find((d) => d.id === id)?.name ?? `Driver ${id}`);
  const colorOfVehicle = (id: number | null) => Math.max(0, id === null ? 0 : vehicleOrder.indexOf(id));
  const assignments = useMemo(() => detail.data?.assignments ?? [], [detail.data]);
  const days = byDate(assignments);
  const shown = day ?? days[0]?.[0] ?? null;
  const vehicleOfRoute = useMemo(
    () => new Map(assignments.map((a) => [a.routeId, a.vehicleId])),
    [assignments],
  );
  const colorOf = useCallback(
    (routeId: number) => Math.max(0, vehicleOrder.indexOf(vehicleOfRoute.get(routeId) ?? -1)),
    [vehicleOrder, vehicleOfRoute],
  );
  return (
    <AppDialog
      isOpen={plan !== null}
      onClose={() => {
        setDay(null);
        onClose();
      }}
      title={plan ? `${plan.name}: ${formatRange({ from: plan.startDate, to: plan.endDate })}` : ''}
      icon="gantt-chart"
      className="multi-day-dialog"
    >
      <DialogBody>
        <LoadState query={detail} what="Plan">
          {(p) =>
            p.assignments.length === 0 ? (
              <p className={Classes.TEXT_MUTED}>
                No assignments yet. Generate Routes assigns the plan&apos;s routes to days, vehicles and
                drivers.
              </p>
            ) : (
              <div className="plan-details">
                <div className="plan-days" role="tablist" aria-label="Days of the plan">
                  {days.map(([date, list]) => (
                    <Button
                      key={date}
                      role="tab"
                      aria-selected={date === shown}
                      active={date === shown}
                      variant="outlined"
                      onClick={() => setDay(date)}
                    >
                      {formatDate(date)} · {plural(list.length, 'route')}
                    </Button>
                  ))}
                </div>
                {shown && (
                  <>
                    <div className="table-scroll">
                      <HTMLTable
                        compact
                        striped
                        className="plan-assignments"
                        aria-label={`Routes on ${formatDate(shown)}`}
                      >
                        <thead>
                          <tr>
                            <th scope="col">Time</th>
                            <th scope="col">Route</th>
                            <th scope="col">Vehicle</th>
                            <th scope="col">Driver</th>
                            <th scope="col">Status</th>
                          </tr>
                        </thead>
                        <tbody>
                          {(days.find(([d]) => d === shown)?.[1] ?? []).map((a) => (
                            <tr key={a.id}>
                              <td>
                                {a.estimatedStartTime === null ? '-' : clockOf(a.estimatedStartTime)}-
                                {a.estimatedEndTime === null ? '' : clockOf(a.estimatedEndTime)}
                              </td>
                              <td>{a.routeName}</td>
                              <td>
                                <span
                                  className="vehicle-dot"
                                  aria-hidden="true"
                                  style={{
                                    background:
                                      ROUTE_PALETTE[colorOfVehicle(a.vehicleId) % ROUTE_PALETTE.length],
                                  }}
                                />
                                {vehicleName(a.vehicleId)}
                              </td>
                              <td>{driverName(a.driverId)}</td>
                              <td>
                                <Tag minimal>{a.status}</Tag>
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </HTMLTable>
                    </div>
                    <DayRoutesMap
                      date={shown}
                      range={{ from: p.startDate, to: p.endDate }}
                      routeIds={(days.find(([d]) => d === shown)?.[1] ?? []).map((a) => a.routeId)}
                      colorOf={colorOf}
                    />
                  </>
                )}
              </div>
            )
          }
        </LoadState>
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>Close</Button>} />
    </AppDialog>
  );
}
