import {
  Button,
  Callout,
  Checkbox,
  Classes,
  HTMLSelect,
  Intent,
  NonIdealState,
  Tag,
} from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BatchOptimizeResponse, Objective, Route } from '@routier/sdk';
import { showToast } from '../../components/toast/toaster.js';
import { formatDate, formatRange, type DateRange } from '../routes/dates.js';
import { formatMoney, plural } from '../routes/format.js';
import { JobProgressPanel } from '../routes/JobProgressPanel.js';
import { jobTimeLimitSeconds } from '../routes/job-limits.js';
import { PanelCard } from '../routes/PanelCard.js';
import { PRIORITY_OPTIONS } from '../routes/quick-create-form.js';
import { invalidateRouteData } from '../routes/route-queries.js';
import { RouteStatusTag } from '../routes/RouteStatusTag.js';
import { jobResult, showPlanToast, useOptimizationJob } from '../routes/use-optimization-job.js';
import { batchable, leftOutNote } from './batch-selection.js';

interface BatchOptimizationCardProps {
  routes: Route[] | undefined;
  range: DateRange;
}

/**
 * Batch Route Optimization: select routes of the date range and optimise them together as one job (live
 * progress, Cancel); routes that already carry an optimisation show 'Previously Optimized'.
 */
export function BatchOptimizationCard({ routes, range }: BatchOptimizationCardProps) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const [priority, setPriority] = useState<Objective>('distance');
  const [last, setLast] = useState<BatchOptimizeResponse | null>(null);
  const job = useOptimizationJob();
  const candidates = useMemo(() => (routes ?? []).filter(batchable), [routes]);
  const chosen = selected.filter((id) => candidates.some((r) => r.id === id));

  const run = useMutation({
    mutationFn: (routeIds: number[]) =>
      jobResult<BatchOptimizeResponse>(job, {
        kind: 'batch',
        input: { routeIds, priority },
        timeLimitSeconds: jobTimeLimitSeconds('batch', routeIds.length),
      }),
    onSettled: () => invalidateRouteData(queryClient),
    onSuccess: (outcome) => {
      if (!outcome) {
        showToast({
          title: 'Optimization cancelled',
          description: 'Routes finished before the cancel keep their new plan.',
        });
        return;
      }
      setLast(outcome.result);
      setSelected([]);
      showPlanToast(outcome, `Successfully optimized ${outcome.result.totalOptimized} routes`);
    },
    onError: () =>
      showToast({
        title: 'Optimization Failed',
        description: 'Failed to optimize routes',
        intent: Intent.DANGER,
      }),
  });

  const optimize = () => {
    if (chosen.length === 0) {
      showToast({
        title: 'No Routes Selected',
        description: 'Please select at least one route to optimize',
        intent: Intent.WARNING,
      });
      return;
    }
    setLast(null);
    run.mutate(chosen);
  };

  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((v) => v !== id) : [...ids, id]));
  const allChosen = candidates.length > 0 && chosen.length === candidates.length;
  const note = leftOutNote(routes ?? []);
  const names = new Map((routes ?? []).map((r) => [r.id, r.name]));

  return (
    <PanelCard
      id="batch-optimization"
      title="Batch Route Optimization"
      subtitle={`Re-plan several routes of ${formatRange(range)} in one go.`}
      icon="layers"
      testId="batch-card"
    >
      {routes && candidates.length === 0 ? (
        <NonIdealState
          className="compact-state"
          icon="layers"
          title="Nothing to optimise in this range"
          description={note ?? 'Create or import routes, or choose other dates.'}
        />
      ) : (
        <>
          <div className="batch-toolbar">
            <Checkbox
              checked={allChosen}
              indeterminate={chosen.length > 0 && !allChosen}
              label={`Select all (${candidates.length})`}
              onChange={() => setSelected(allChosen ? [] : candidates.map((r) => r.id))}
            />
            <HTMLSelect
              aria-label="Optimize for"
              value={priority}
              onChange={(event) => setPriority(event.target.value as Objective)}
              options={PRIORITY_OPTIONS.map((o) => ({
                value: o.value,
                label: `Optimize for ${o.label.toLowerCase()}`,
              }))}
            />
          </div>
          <ul className="batch-list" aria-label="Routes to optimise">
            {candidates.map((route) => (
              <li key={route.id} className="batch-item" data-testid="batch-route">
                <Checkbox
                  checked={chosen.includes(route.id)}
                  onChange={() => toggle(route.id)}
                  aria-label={`Select ${route.name}`}
                  className="batch-check"
                />
                <div className="batch-item-text">
                  <span className="route-name">{route.name}</span>
                  <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                    #{route.id} · {formatDate(route.scheduledDate)} ·{' '}
                    {plural(route.destinations.length, 'stop')} · from {route.startLocation}
                  </span>
                </div>
                <div className="batch-item-tags">
                  {route.optimizedRoute ? (
                    <Tag minimal intent={Intent.SUCCESS} icon="tick">
                      Previously Optimized
                    </Tag>
                  ) : null}
                  <RouteStatusTag status={route.status} />
                </div>
              </li>
            ))}
          </ul>
          {note ? (
            <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`} data-testid="batch-left-out">
              {note}
            </p>
          ) : null}
        </>
      )}
      {job.running ? (
        <JobProgressPanel
          job={job.job}
          title={`Optimizing ${plural(chosen.length, 'route')}`}
          onCancel={() => void job.cancel()}
        />
      ) : null}
      {last ? (
        <Callout
          intent={last.failures.length > 0 ? Intent.WARNING : Intent.SUCCESS}
          className="batch-outcome"
          data-testid="batch-outcome"
        >
          <p>Successfully optimized {last.totalOptimized} routes.</p>
          <ul className="row-errors">
            {last.results.map((r) => (
              <li key={r.routeId}>
                {r.name}: {formatMoney(r.totalCost)}
                {r.previousCost !== null ? ` (was ${formatMoney(r.previousCost)})` : ''}
              </li>
            ))}
            {last.failures.map((f) => (
              <li key={f.routeId}>
                {names.get(f.routeId) ?? `Route ${f.routeId}`}: {f.message}
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
      <Button
        intent={Intent.PRIMARY}
        icon="layers"
        onClick={optimize}
        disabled={run.isPending}
        className="batch-run"
      >
        {run.isPending ? 'Optimizing...' : `Optimize Selected (${chosen.length})`}
      </Button>
    </PanelCard>
  );
}
