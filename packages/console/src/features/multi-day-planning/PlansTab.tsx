import { Button, Callout, Card, Classes, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { MultiDayOptimizeResult, MultiDayPlan } from '@routier/sdk';
import { ConfirmDeleteAlert } from '../../components/ConfirmDeleteAlert.js';
import { showToast } from '../../components/toast/toaster.js';
import { clockOf, formatRange } from '../routes/dates.js';
import { plural } from '../routes/format.js';
import { serverMessage } from '../routes/api-errors.js';
import { LoadState } from '../scheduling/LoadState.js';
import { PlanDetailsDialog } from './PlanDetailsDialog.js';
import { PlanForm } from './PlanForm.js';
import { PLAN_TYPES } from './multi-day-forms.js';
import { useDeletePlan, useOptimizePlan, usePlans } from './use-multi-day.js';

/** Badge styles of document 2: active default, completed success, draft secondary. */
const STATUS_INTENT: Record<MultiDayPlan['status'], Intent> = {
  active: Intent.PRIMARY,
  completed: Intent.SUCCESS,
  draft: Intent.NONE,
};

function PlanCard({
  plan,
  result,
  generating,
  onGenerate,
  onDetails,
  onDelete,
}: {
  plan: MultiDayPlan;
  result: MultiDayOptimizeResult | undefined;
  generating: boolean;
  onGenerate: () => void;
  onDetails: () => void;
  onDelete: () => void;
}) {
  const c = plan.constraints;
  const unassigned = result?.unassignedRoutes ?? [];
  return (
    <Card className="scheduling-card" role="group" aria-label={plan.name} data-testid="plan-card">
      <div className="scheduling-card-head">
        <h3 className={Classes.HEADING}>{plan.name}</h3>
        <Tag round minimal={plan.status === 'draft'} intent={STATUS_INTENT[plan.status]}>
          {plan.status}
        </Tag>
      </div>
      {plan.description && <p className={`${Classes.TEXT_MUTED} scheduling-notes`}>{plan.description}</p>}
      <dl className="scheduling-facts">
        <div>
          <dt>Dates</dt>
          <dd>{formatRange({ from: plan.startDate, to: plan.endDate })}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{PLAN_TYPES.find((t) => t.value === plan.planType)?.label ?? plan.planType}</dd>
        </div>
        <div>
          <dt>Driver limits</dt>
          <dd>
            {c.maxDailyWorkHours} h/day, {c.maxWeeklyWorkHours} h/week, {c.maximumConsecutiveDays} days in a
            row
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>
            {clockOf(c.preferredStartTime ?? 480)} - {clockOf(c.preferredEndTime ?? 1020)}
          </dd>
        </div>
        <div>
          <dt>Est. distance</dt>
          <dd>
            {plan.totalEstimatedDistance === null ? '-' : `${plan.totalEstimatedDistance.toFixed(1)} km`}
          </dd>
        </div>
        <div>
          <dt>Est. cost</dt>
          <dd>{plan.totalEstimatedCost === null ? '-' : `$${plan.totalEstimatedCost.toFixed(2)}`}</dd>
        </div>
      </dl>
      {result && (
        <Callout
          intent={unassigned.length ? Intent.WARNING : Intent.SUCCESS}
          compact
          title={`${plural(result.assignments.length, 'route')} over ${plural(result.days.length, 'day')}`}
        >
          {unassigned.length === 0 ? (
            'Every route has a day, a vehicle and a driver.'
          ) : (
            <ul className="plan-unassigned" aria-label="Routes not assigned">
              {unassigned.map((u) => (
                <li key={u.routeId}>{u.reason}</li>
              ))}
            </ul>
          )}
        </Callout>
      )}
      <div className="scheduling-card-actions">
        <Button
          variant="minimal"
          intent={Intent.DANGER}
          icon="trash"
          onClick={onDelete}
          aria-label={`Delete ${plan.name}`}
        />
        <Button icon="eye-open" onClick={onDetails}>
          View Details
        </Button>
        <Button intent={Intent.PRIMARY} icon="play" onClick={onGenerate} loading={generating}>
          Generate Routes
        </Button>
      </div>
    </Card>
  );
}

/** Multi-Day Plans tab: the create form, then the plans as cards (Generate Routes, View Details). */
export function PlansTab() {
  const plans = usePlans();
  const optimize = useOptimizePlan();
  const remove = useDeletePlan();
  const [results, setResults] = useState<Record<number, MultiDayOptimizeResult>>({});
  const [details, setDetails] = useState<MultiDayPlan | null>(null);
  const [deleting, setDeleting] = useState<MultiDayPlan | null>(null);
  const generate = (plan: MultiDayPlan) =>
    optimize.mutate(
      { id: plan.id, body: {} },
      {
        onSuccess: (result) => {
          setResults((r) => ({ ...r, [plan.id]: result }));
          const left = result.unassignedRoutes.length;
          showToast({
            title: 'Success',
            description: `Multi-day optimization completed: ${plural(result.assignments.length, 'route')} assigned${left ? `, ${left} not assigned` : ''}`,
            intent: left ? Intent.WARNING : Intent.SUCCESS,
          });
        },
        onError: (error) =>
          showToast({
            title: 'Error',
            description: serverMessage(error, 'Failed to generate optimization'),
            intent: Intent.DANGER,
          }),
      },
    );
  const confirm = () => {
    const plan = deleting;
    setDeleting(null);
    if (!plan) return;
    remove.mutate(plan.id, {
      onSuccess: () => showToast({ title: 'Success', description: 'Plan deleted', intent: Intent.SUCCESS }),
      onError: (error) =>
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to delete plan'),
          intent: Intent.DANGER,
        }),
    });
  };
  return (
    <section aria-label="Multi-Day Plans" className="scheduling-tab">
      <PlanForm />
      <LoadState query={plans} what="Plans">
        {(list) =>
          list.length === 0 ? (
            <Card>
              <NonIdealState
                icon="gantt-chart"
                title="No multi-day plans yet"
                description="Create a plan above, then Generate Routes assigns routes to its days"
              />
            </Card>
          ) : (
            <div className="scheduling-grid">
              {list.map((p) => (
                <PlanCard
                  key={p.id}
                  plan={p}
                  result={results[p.id]}
                  generating={optimize.isPending && optimize.variables?.id === p.id}
                  onGenerate={() => generate(p)}
                  onDetails={() => setDetails(p)}
                  onDelete={() => setDeleting(p)}
                />
              ))}
            </div>
          )
        }
      </LoadState>
      <PlanDetailsDialog plan={details} onClose={() => setDetails(null)} />
      <ConfirmDeleteAlert isOpen={deleting !== null} onConfirm={confirm} onCancel={() => setDeleting(null)}>
        Are you sure you want to delete the plan {deleting?.name}? Its assignments go with it; the routes
        stay.
      </ConfirmDeleteAlert>
    </section>
  );
}
