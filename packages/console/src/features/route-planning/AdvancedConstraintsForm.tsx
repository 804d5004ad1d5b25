import { Button, Intent, Switch } from '@blueprintjs/core';
import { OfflineGeocoderNote } from '../routes/OfflineGeocoderNote.js';
import { serverMessage } from '../routes/api-errors.js';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdvancedOptimizeRequest, AdvancedOptimizeResponse } from '@routier/sdk';
import { FormField } from '../../components/FormField.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { api, unwrap } from '../../lib/api-client.js';
import type { MapRoute } from '../../map/map-model.js';
import { showToast } from '../../components/toast/toaster.js';
import { useVehicles } from '../fleet/use-vehicles.js';
import { todayIso } from '../routes/dates.js';
import { JobProgressPanel } from '../routes/JobProgressPanel.js';
import { jobTimeLimitSeconds, usesJob } from '../routes/job-limits.js';
import { mapRoutesOfAdvanced } from '../routes/map-routes.js';
import { dropRemoved } from '../routes/placement-review.js';
import { usePlacementReview } from '../routes/use-placement-review.js';
import {
  completePlan,
  jobResult,
  showOptimizationCancelled,
  showPlanToast,
  useOptimizationJob,
  type PlanOutcome,
} from '../routes/use-optimization-job.js';
import {
  advancedSaveBody,
  checkAdvancedForm,
  emptyStop,
  initialAdvancedForm,
  type AdvancedFormErrors,
  type AdvancedFormValues,
} from './advanced-form.js';
import { AdvancedResultView } from './AdvancedResultView.js';
import { useCreateRoute } from '../routes/use-route-mutations.js';
import { AdvancedStopEditor } from './AdvancedStopEditor.js';

const SWITCHES: {
  key: 'balanceWorkload' | 'respectTimeWindows' | 'allowLateDeliveries' | 'prioritizeUrgent';
  label: string;
}[] = [
  { key: 'respectTimeWindows', label: 'Respect time windows' },
  { key: 'allowLateDeliveries', label: 'Allow late deliveries' },
  { key: 'prioritizeUrgent', label: 'Prioritize urgent stops' },
  { key: 'balanceWorkload', label: 'Balance workload' },
];

/**
 * The Advanced Constraints tab: one vehicle, stops with service times, demand, priority, time windows and
 * special requirements, under route limits; shows feasibility, violations, the schedule and what could not
 * be served, and draws the planned route on the map.
 */
export function AdvancedConstraintsForm({ onMapRoutes }: { onMapRoutes: (routes: MapRoute[]) => void }) {
  const vehicles = useVehicles();
  const [values, setValues] = useState<AdvancedFormValues>(() => initialAdvancedForm(todayIso()));
  const [errors, setErrors] = useState<AdvancedFormErrors>({});
  const [result, setResult] = useState<{
    request: AdvancedOptimizeRequest;
    response: AdvancedOptimizeResponse;
  } | null>(null);
  const [saved, setSaved] = useState(false);
  const createRoute = useCreateRoute();
  const job = useOptimizationJob();

  const save = () => {
    if (!result) return;
    createRoute.mutate(advancedSaveBody(result.request, result.response), {
      onSuccess: () => {
        setSaved(true);
        showToast({ title: 'Success', description: 'Route created successfully', intent: Intent.SUCCESS });
      },
      onError: (error) =>
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to create route'),
          intent: Intent.DANGER,
        }),
    });
  };

  const optimize = useMutation({
    mutationFn: async (
      request: AdvancedOptimizeRequest,
    ): Promise<PlanOutcome<AdvancedOptimizeResponse> | null> => {
      const stops = request.destinations.length;
      if (!usesJob('advanced', stops))
        return completePlan(await unwrap(api.POST('/api/routes/optimize-advanced', { body: request })));
      return jobResult<AdvancedOptimizeResponse>(job, {
        kind: 'advanced',
        input: request,
        timeLimitSeconds: jobTimeLimitSeconds('advanced', stops),
      });
    },
  });

  const update = (patch: Partial<AdvancedFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAdvancedForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    run(check.request);
  };

  const review = usePlacementReview<AdvancedOptimizeRequest>(
    (request) => run(request),
    (applied) =>
      setValues((v) => ({
        ...v,
        startLocation: applied.startLocation,
        destinations: dropRemoved(
          v.destinations,
          applied.removed,
          (row) => row.address.trim() === '',
          emptyStop(),
        ),
      })),
  );

  const run = (request: AdvancedOptimizeRequest) => {
    const priorities = request.destinations.map((d) => d.priority ?? 'medium');
    optimize.mutate(request, {
      onSuccess: (outcome) => {
        if (!outcome) {
          showOptimizationCancelled();
          return;
        }
        const response = outcome.result;
        setResult({ request, response });
        setSaved(false);
        onMapRoutes(mapRoutesOfAdvanced(response, request.name ?? values.name, priorities));
        showPlanToast(outcome, 'Advanced route optimization completed');
      },
      onError: (error) => {
        if (review.intercept(error, request)) return;
        setErrors({ destinations: error.message });
        showToast({
          title: 'Error',
          description: 'Failed to optimize route with constraints',
          intent: Intent.DANGER,
        });
      },
    });
  };

  const activeVehicles = (vehicles.data ?? []).filter((v) => v.isActive);
  return (
    <div className="tab-form">
      <form onSubmit={submit} noValidate aria-label="Advanced Constraints" data-testid="advanced-form">
        <div className="form-row form-row-2">
          <TextField
            id="adv-name"
            label="Route Name"
            error={errors.name}
            value={values.name}
            placeholder="e.g. Morning deliveries"
            onChange={(event) => update({ name: event.target.value })}
          />
          <TextField
            id="adv-start"
            label="Starting Location"
            error={errors.startLocation}
            leftIcon="home"
            value={values.startLocation}
            placeholder="Enter starting address"
            onChange={(event) => update({ startLocation: event.target.value })}
          />
          <OfflineGeocoderNote />
          <SelectField
            id="adv-vehicle"
            label="Vehicle"
            error={errors.vehicleId}
            value={values.vehicleId}
            onChange={(event) => update({ vehicleId: event.target.value })}
          >
            <option value="" disabled>
              {activeVehicles.length === 0 && vehicles.data
                ? 'No vehicles: add one in Fleet Management'
                : 'Select vehicle'}
            </option>
            {activeVehicles.map((v) => (
              <option key={v.id} value={String(v.id)}>
                {v.name}
              </option>
            ))}
          </SelectField>
          <FormField id="adv-date" label="Scheduled Date" error={errors.scheduledDate}>
            <input
              id="adv-date"
              type="date"
              className="bp6-input bp6-fill"
              value={values.scheduledDate}
              onChange={(event) => update({ scheduledDate: event.target.value })}
            />
          </FormField>
        </div>
        <div className="stop-editors">
          {values.destinations.map((stop, index) => (
            <AdvancedStopEditor
              key={index}
              index={index}
              value={stop}
              errors={errors.stops?.[index]}
              onChange={(next) =>
                update({ destinations: values.destinations.map((s, i) => (i === index ? next : s)) })
              }
              onRemove={
                values.destinations.length > 1
                  ? () => update({ destinations: values.destinations.filter((_, i) => i !== index) })
                  : undefined
              }
            />
          ))}
          {errors.destinations ? (
            <div className="field-error destination-error">{errors.destinations}</div>
          ) : null}
          <Button
            variant="minimal"
            intent={Intent.PRIMARY}
            icon="plus"
            onClick={() => update({ destinations: [...values.destinations, emptyStop()] })}
          >
            Add Destination
          </Button>
        </div>
        <fieldset className="constraints">
          <legend className="bp6-label">Constraints</legend>
          <div className="form-row form-row-2">
            <TextField
              id="adv-max-time"
              label="Max route time (min)"
              error={errors.maxRouteTime}
              type="number"
              min={1}
              max={1440}
              value={values.maxRouteTime}
              onChange={(event) => update({ maxRouteTime: event.target.value })}
            />
            <TextField
              id="adv-max-stops"
              label="Max stops"
              error={errors.maxStops}
              type="number"
              min={1}
              max={200}
              value={values.maxStops}
              onChange={(event) => update({ maxStops: event.target.value })}
            />
          </div>
          <div className="constraint-switches">
            {SWITCHES.map((s) => (
              <Switch
                key={s.key}
                label={s.label}
                checked={values[s.key]}
                onChange={() => update({ [s.key]: !values[s.key] })}
              />
            ))}
          </div>
        </fieldset>
        {job.running ? (
          <JobProgressPanel job={job.job} title="Optimizing route" onCancel={() => void job.cancel()} />
        ) : null}
        <Button type="submit" intent={Intent.PRIMARY} icon="time" fill disabled={optimize.isPending}>
          {optimize.isPending ? 'Optimizing...' : 'Optimize with Constraints'}
        </Button>
      </form>
      {result ? (
        <>
          <AdvancedResultView result={result.response} />
          <Button
            intent={Intent.SUCCESS}
            icon="floppy-disk"
            onClick={save}
            disabled={createRoute.isPending || saved}
          >
            {createRoute.isPending ? 'Saving...' : saved ? 'Saved' : 'Save Route'}
          </Button>
        </>
      ) : null}
      {review.dialog}
    </div>
  );
}
