import { Button, Callout, Intent } from '@blueprintjs/core';
import { OfflineGeocoderNote } from './OfflineGeocoderNote.js';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BasicOptimizeRequest, BasicOptimizeResponse, Objective, VehicleType } from '@routier/sdk';
import { FormField } from '../../components/FormField.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { track } from '../../lib/analytics/analytics.js';
import { api, unwrap } from '../../lib/api-client.js';
import { showToast } from '../../components/toast/toaster.js';
import { fieldErrors } from './api-errors.js';
import { dropRemoved } from './placement-review.js';
import { usePlacementReview } from './use-placement-review.js';
import { todayIso } from './dates.js';
import { DestinationInputs } from './DestinationInputs.js';
import { JobProgressPanel } from './JobProgressPanel.js';
import { jobTimeLimitSeconds, usesJob } from './job-limits.js';
import { OptimizedRouteResult } from './OptimizedRouteResult.js';
import {
  PRIORITY_OPTIONS,
  checkQuickCreate,
  destinationErrorIndex,
  initialQuickCreate,
  quickCreateSaveBody,
  type QuickCreateErrors,
  type QuickCreateValues,
} from './quick-create-form.js';
import { useVehicleTypes } from './route-queries.js';
import {
  completePlan,
  jobResult,
  showOptimizationCancelled,
  showPlanToast,
  useOptimizationJob,
  type PlanOutcome,
} from './use-optimization-job.js';
import { useCreateRoute } from './use-route-mutations.js';

export interface QuickCreateResult {
  request: BasicOptimizeRequest;
  response: BasicOptimizeResponse;
}

interface RouteOptimizationPanelProps {
  idPrefix: string;
  /** The optimised route (for the map beside the panel), null when cleared. */
  onResult?: (result: QuickCreateResult | null) => void;
  onSaved?: () => void;
}

/**
 * The quick-create Route Optimization panel (document 2, sections 2-5): start, destinations, date,
 * vehicle type, priority; Optimize Route; the Optimized Route section; Save Route.
 */
export function RouteOptimizationPanel({ idPrefix, onResult, onSaved }: RouteOptimizationPanelProps) {
  const vehicleTypes = useVehicleTypes();
  const [values, setValues] = useState<QuickCreateValues>(() => initialQuickCreate(todayIso()));
  const [errors, setErrors] = useState<QuickCreateErrors>({});
  const [server, setServer] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const [result, setResult] = useState<QuickCreateResult | null>(null);
  const job = useOptimizationJob();
  const createRoute = useCreateRoute();

  const optimize = useMutation({
    mutationFn: async (request: BasicOptimizeRequest): Promise<PlanOutcome<BasicOptimizeResponse> | null> => {
      if (!usesJob('basic', request.destinations.length))
        return completePlan(await unwrap(api.POST('/api/routes/optimize', { body: request })));
      return jobResult<BasicOptimizeResponse>(job, {
        kind: 'basic',
        input: request,
        timeLimitSeconds: jobTimeLimitSeconds('basic', request.destinations.length),
      });
    },
  });

  const update = (patch: Partial<QuickCreateValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkQuickCreate(values);
    setServer({ fields: {}, message: null });
    if (!check.ok) {
      setErrors(check.errors);
      if (check.toast) showToast({ title: 'Error', description: check.toast, intent: Intent.DANGER });
      return;
    }
    setErrors({});
    run(check.request);
  };

  // The review step: the dispatcher decides about stops the server could not place; the form follows.
  const review = usePlacementReview<BasicOptimizeRequest>(
    (request) => run(request),
    (applied) =>
      setValues((v) => ({
        ...v,
        startLocation: applied.startLocation,
        destinations: dropRemoved(v.destinations, applied.removed, (t) => t.trim() === '', ''),
      })),
  );

  const run = (request: BasicOptimizeRequest) => {
    optimize.mutate(request, {
      onSuccess: (outcome) => {
        if (!outcome) {
          showOptimizationCancelled();
          return;
        }
        const next = { request, response: outcome.result };
        setResult(next);
        onResult?.(next);
        track({
          name: 'route_optimized',
          priority: request.priority,
          stops: request.destinations.length,
        });
        showPlanToast(outcome, 'Route optimized successfully');
      },
      onError: (error) => {
        // Failure leaves the previous result as it was (section 4).
        if (review.intercept(error, request)) return;
        const fields = fieldErrors(error);
        const mapped = Object.keys(fields).some(
          (f) => f === 'startLocation' || destinationErrorIndex(f, values.destinations) !== null,
        );
        setServer({ fields, message: mapped || !(error instanceof Error) ? null : error.message || null });
        showToast({ title: 'Error', description: 'Failed to optimize route', intent: Intent.DANGER });
      },
    });
  };

  const save = () => {
    if (!result) return;
    createRoute.mutate(quickCreateSaveBody(result.request, result.response), {
      onSuccess: () => {
        showToast({ title: 'Success', description: 'Route created successfully', intent: Intent.SUCCESS });
        track({ name: 'route_created', stops: result.request.destinations.length });
        setValues((v) => ({ ...v, destinations: [''] }));
        setResult(null);
        onResult?.(null);
        onSaved?.();
      },
      onError: () =>
        showToast({ title: 'Error', description: 'Failed to create route', intent: Intent.DANGER }),
    });
  };

  const destinationErrors: Record<number, string> = {};
  for (const [field, message] of Object.entries(server.fields)) {
    const index = destinationErrorIndex(field, values.destinations);
    if (index !== null) destinationErrors[index] = message;
  }
  const startError = errors.startLocation ?? server.fields.startLocation;
  const pending = optimize.isPending;

  return (
    <div className="quick-create">
      <form onSubmit={submit} noValidate aria-label="Route Optimization" data-testid="quick-create-form">
        <TextField
          id={`${idPrefix}-start`}
          label="Starting Location"
          error={startError}
          leftIcon="home"
          value={values.startLocation}
          placeholder="Enter starting address"
          onChange={(event) => update({ startLocation: event.target.value })}
        />
        <OfflineGeocoderNote />
        <DestinationInputs
          idPrefix={idPrefix}
          values={values.destinations}
          errors={destinationErrors}
          onChange={(destinations) => update({ destinations })}
        />
        <div className="form-row form-row-3">
          <FormField id={`${idPrefix}-date`} label="Scheduled Date" error={errors.scheduledDate}>
            <input
              id={`${idPrefix}-date`}
              type="date"
              className="bp6-input bp6-fill"
              value={values.scheduledDate}
              aria-invalid={errors.scheduledDate ? true : undefined}
              onChange={(event) => update({ scheduledDate: event.target.value })}
            />
          </FormField>
          <SelectField
            id={`${idPrefix}-vehicle-type`}
            label="Vehicle Type"
            error={errors.vehicleType}
            value={values.vehicleType}
            onChange={(event) => update({ vehicleType: event.target.value as VehicleType | '' })}
          >
            <option value="" disabled>
              Select vehicle
            </option>
            {(vehicleTypes.data ?? []).map((type) => (
              <option key={type.type} value={type.type}>
                {type.description}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${idPrefix}-priority`}
            label="Priority"
            value={values.priority}
            onChange={(event) => update({ priority: event.target.value as Objective })}
            options={PRIORITY_OPTIONS}
          />
        </div>
        {server.message ? (
          <Callout intent={Intent.DANGER} className="form-callout" role="alert">
            {server.message}
          </Callout>
        ) : null}
        {job.running ? (
          <JobProgressPanel job={job.job} title="Optimizing route" onCancel={() => void job.cancel()} />
        ) : null}
        <Button type="submit" intent={Intent.PRIMARY} icon="route" fill size="large" disabled={pending}>
          {pending ? 'Optimizing...' : 'Optimize Route'}
        </Button>
      </form>
      {result ? (
        <OptimizedRouteResult
          startLocation={result.request.startLocation}
          destinations={result.request.destinations.map((d) => asStop(d).address)}
          result={result.response}
          saving={createRoute.isPending}
          onSave={save}
        />
      ) : null}
      {review.dialog}
    </div>
  );
}

const asStop = (d: BasicOptimizeRequest['destinations'][number]) =>
  typeof d === 'string' ? { address: d } : d;
