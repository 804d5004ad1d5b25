import { Button, Intent } from '@blueprintjs/core';
import { OfflineGeocoderNote } from '../routes/OfflineGeocoderNote.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FleetOptimizeResponse } from '@routier/sdk';
import { TextField } from '../../components/TextField.js';
import { api, unwrap } from '../../lib/api-client.js';
import type { MapRoute } from '../../map/map-model.js';
import { showToast } from '../../components/toast/toaster.js';
import { useVehicles } from '../fleet/use-vehicles.js';
import { JobProgressPanel } from '../routes/JobProgressPanel.js';
import { jobTimeLimitSeconds } from '../routes/job-limits.js';
import { mapRoutesOfFleet } from '../routes/map-routes.js';
import { dropRemoved } from '../routes/placement-review.js';
import { usePlacementReview } from '../routes/use-placement-review.js';
import {
  jobResult,
  showOptimizationCancelled,
  showPlanToast,
  useOptimizationJob,
} from '../routes/use-optimization-job.js';
import { FleetDestinationRows } from './FleetDestinationRows.js';
import {
  EMPTY_FLEET_FORM,
  checkFleetForm,
  fleetSaveBody,
  type FleetFormErrors,
  type FleetFormValues,
} from './fleet-form.js';
import { FleetResultView } from './FleetResultView.js';
import { VehicleChecklist } from './VehicleChecklist.js';

type FleetRequest = Extract<ReturnType<typeof checkFleetForm>, { ok: true }>['request'];

/**
 * The Multi-Vehicle Fleet tab: name, depot, destinations with demand, vehicles; solved as an optimisation
 * job (live progress, Cancel); the solution per vehicle, drawn on the map; Save Optimization.
 */
export function FleetOptimizerForm({ onMapRoutes }: { onMapRoutes: (routes: MapRoute[]) => void }) {
  const vehicles = useVehicles();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FleetFormValues>(EMPTY_FLEET_FORM);
  const [errors, setErrors] = useState<FleetFormErrors>({});
  const [result, setResult] = useState<{ request: FleetRequest; response: FleetOptimizeResponse } | null>(
    null,
  );
  const [saved, setSaved] = useState(false);
  const job = useOptimizationJob();

  const optimize = useMutation({
    mutationFn: (request: FleetRequest) =>
      jobResult<FleetOptimizeResponse>(job, {
        kind: 'fleet',
        input: request,
        timeLimitSeconds: jobTimeLimitSeconds('fleet', request.destinations.length),
      }),
  });

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/fleet-optimizations', { body: fleetSaveBody(result!.request, result!.response) }),
      ),
    onSuccess: () => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: ['/api/fleet-optimizations'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] });
      showToast({
        title: 'Success',
        description: 'Fleet optimization saved successfully',
        intent: Intent.SUCCESS,
      });
    },
    onError: () =>
      showToast({ title: 'Error', description: 'Failed to save fleet optimization', intent: Intent.DANGER }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkFleetForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    run(check.request);
  };

  const review = usePlacementReview<FleetRequest>(
    (request) => run(request),
    (applied) =>
      setValues((v) => ({
        ...v,
        startLocation: applied.startLocation,
        destinations: dropRemoved(v.destinations, applied.removed, (row) => row.address.trim() === '', {
          address: '',
          demand: '',
        }),
      })),
  );

  const run = (request: FleetRequest) => {
    optimize.mutate(request, {
      onSuccess: (outcome) => {
        if (!outcome) {
          showOptimizationCancelled();
          return;
        }
        const response = outcome.result;
        setResult({ request: request, response });
        setSaved(false);
        onMapRoutes(mapRoutesOfFleet(response));
        showPlanToast(outcome, 'Fleet optimization completed successfully');
      },
      onError: (error) => {
        if (review.intercept(error, request)) return;
        setErrors({ destinations: error.message });
        showToast({ title: 'Error', description: 'Failed to optimize fleet', intent: Intent.DANGER });
      },
    });
  };

  const update = (patch: Partial<FleetFormValues>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <div className="tab-form">
      <form onSubmit={submit} noValidate aria-label="Multi-Vehicle Fleet" data-testid="fleet-form">
        <div className="form-row form-row-2">
          <TextField
            id="fleet-name"
            label="Optimization Name"
            error={errors.name}
            value={values.name}
            placeholder="e.g. Tuesday deliveries"
            onChange={(event) => update({ name: event.target.value })}
          />
          <TextField
            id="fleet-start"
            label="Depot / Starting Location"
            error={errors.startLocation}
            leftIcon="home"
            value={values.startLocation}
            placeholder="Enter starting address"
            onChange={(event) => update({ startLocation: event.target.value })}
          />
          <OfflineGeocoderNote />
        </div>
        <FleetDestinationRows
          idPrefix="fleet"
          rows={values.destinations}
          onChange={(destinations) => update({ destinations })}
          demandErrors={errors.demand}
          error={errors.destinations}
        />
        <VehicleChecklist
          vehicles={vehicles.data}
          selected={values.vehicleIds}
          onChange={(vehicleIds) => update({ vehicleIds })}
          error={errors.vehicleIds}
        />
        {job.running ? (
          <JobProgressPanel job={job.job} title="Optimizing fleet" onCancel={() => void job.cancel()} />
        ) : null}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          icon="people"
          fill
          disabled={values.vehicleIds.length === 0 || optimize.isPending}
        >
          {optimize.isPending ? 'Optimizing...' : 'Optimize Fleet'}
        </Button>
      </form>
      {result ? (
        <FleetResultView
          result={result.response}
          saving={save.isPending}
          saved={saved}
          onSave={() => save.mutate()}
        />
      ) : null}
      {review.dialog}
    </div>
  );
}
