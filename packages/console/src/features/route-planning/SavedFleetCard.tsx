import { Button, Classes, HTMLTable, Intent, NonIdealState } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FleetOptimization } from '@routier/sdk';
import { ConfirmDeleteAlert } from '../../components/ConfirmDeleteAlert.js';
import { showToast } from '../../components/toast/toaster.js';
import { api, unwrap } from '../../lib/api-client.js';
import { RouteMap } from '../../map/RouteMap.js';
import { serverMessage } from '../routes/api-errors.js';
import { formatInstant } from '../routes/dates.js';
import { formatKm, formatMoney, plural } from '../routes/format.js';
import { mapRoutesOfFleetSolution } from '../routes/map-routes.js';
import { PanelCard } from '../routes/PanelCard.js';

const KEY = '/api/fleet-optimizations';

/**
 * Saved Fleet Optimizations (issue 18): every saved fleet plan, newest first, with its vehicles, distance
 * and cost; Open draws its solution on the map (each vehicle's route in its colour), Delete asks first.
 */
export function SavedFleetCard() {
  const queryClient = useQueryClient();
  const saved = useQuery<FleetOptimization[]>({
    queryKey: [KEY],
    queryFn: () => unwrap(api.GET('/api/fleet-optimizations', { params: { query: { limit: 100 } } })),
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/fleet-optimizations/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<FleetOptimization | null>(null);
  const list = saved.data ?? [];
  const open = list.find((o) => o.id === openId) ?? null;
  const routes = useMemo(
    () =>
      open?.optimizedSolution
        ? mapRoutesOfFleetSolution(
            open.optimizedSolution,
            null,
            true,
            open.destinations.map((d) => d.priority),
          )
        : [],
    [open],
  );
  const confirm = () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        if (openId === item.id) setOpenId(null);
        showToast({ title: 'Success', description: `${item.name} deleted`, intent: Intent.SUCCESS });
      },
      onError: (error) =>
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to delete fleet optimization'),
          intent: Intent.DANGER,
        }),
    });
  };
  return (
    <PanelCard
      id="saved-fleet"
      title="Saved Fleet Optimizations"
      subtitle={
        saved.data
          ? `${plural(list.length, 'saved optimization')}. Open one to see its routes on the map.`
          : 'Loading…'
      }
      icon="layers"
      testId="saved-fleet-card"
    >
      {saved.isError ? (
        <NonIdealState
          icon="error"
          title="Saved optimizations could not be loaded"
          description={saved.error.message}
          action={<Button onClick={() => void saved.refetch()}>Try again</Button>}
        />
      ) : list.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>
          Nothing saved yet: optimise a fleet above and press Save Optimization.
        </p>
      ) : (
        <div className="table-scroll">
          <HTMLTable compact striped className="saved-fleet-table" aria-label="Saved fleet optimizations">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Saved</th>
                <th scope="col">Vehicles</th>
                <th scope="col">Distance</th>
                <th scope="col">Cost</th>
                <th scope="col">
                  <span className={Classes.TEXT_MUTED}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((o) => (
                <tr key={o.id} aria-selected={o.id === openId}>
                  <td>
                    {o.name}
                    <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                      from {o.startLocation}, {plural(o.destinations.length, 'stop')}
                    </div>
                  </td>
                  <td>{formatInstant(o.createdAt)}</td>
                  <td>{o.optimizedSolution?.vehicleCount ?? o.vehicleIds.length}</td>
                  <td>{o.totalDistance === null ? '-' : formatKm(o.totalDistance)}</td>
                  <td>{o.totalCost === null ? '-' : formatMoney(o.totalCost)}</td>
                  <td className="saved-fleet-actions">
                    <Button
                      size="small"
                      icon="eye-open"
                      active={o.id === openId}
                      onClick={() => setOpenId(o.id === openId ? null : o.id)}
                      aria-label={`${o.id === openId ? 'Close' : 'Open'} ${o.name}`}
                    >
                      {o.id === openId ? 'Close' : 'Open'}
                    </Button>
                    <Button
                      size="small"
                      variant="minimal"
                      intent={Intent.DANGER}
                      icon="trash"
                      aria-label={`Delete ${o.name}`}
                      onClick={() => setDeleting(o)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {open && (
        <RouteMap
          routes={routes}
          label={`Map of the saved fleet optimization ${open.name}`}
          emptyMessage="This optimization has no routes to draw"
          height={420}
        />
      )}
      <ConfirmDeleteAlert isOpen={deleting !== null} onConfirm={confirm} onCancel={() => setDeleting(null)}>
        Are you sure you want to delete the saved optimization {deleting?.name}?
      </ConfirmDeleteAlert>
    </PanelCard>
  );
}
