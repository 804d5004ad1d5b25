import { Button, ButtonGroup, Card, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { Priority, UserPreferences } from '@routier/sdk';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { fieldErrors } from '../routes/api-errors.js';
import { LoadState } from '../scheduling/LoadState.js';
import {
  SERVICE_TIME_PRESETS,
  checkRouteDefaults,
  routeDefaultsOf,
  timeZones,
  type RouteDefaultsValues,
} from './settings-forms.js';
import { usePreferences, useSavePreferences } from './use-settings.js';

const PRIORITIES: Priority[] = ['low', 'medium', 'high', 'urgent'];

function RouteDefaultsForm({ preferences }: { preferences: UserPreferences }) {
  const save = useSavePreferences();
  const [values, setValues] = useState<RouteDefaultsValues>(() => routeDefaultsOf(preferences));
  const [errors, setErrors] = useState<Partial<Record<keyof RouteDefaultsValues, string>>>({});
  const set = (patch: Partial<RouteDefaultsValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkRouteDefaults(values);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    save.mutate(check.body, {
      onSuccess: () =>
        showToast({
          title: 'Success',
          description: 'Route defaults updated successfully',
          intent: Intent.SUCCESS,
        }),
      onError: (error) => {
        setErrors(fieldErrors(error));
        showToast({ title: 'Error', description: 'Failed to update route defaults.', intent: Intent.DANGER });
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Route Defaults" className="settings-form">
      <div className="form-row form-row-2">
        <div>
          <TextField
            id="defaults-service-time"
            label="Default service time (minutes)"
            type="number"
            min={1}
            max={480}
            error={errors.defaultServiceTime}
            value={values.defaultServiceTime}
            onChange={(e) => set({ defaultServiceTime: e.target.value })}
          />
          <ButtonGroup aria-label="Service time presets" className="settings-presets">
            {SERVICE_TIME_PRESETS.map((m) => (
              <Button key={m} size="small" onClick={() => set({ defaultServiceTime: String(m) })}>
                {m} min
              </Button>
            ))}
          </ButtonGroup>
        </div>
        <SelectField
          id="defaults-priority"
          label="Default priority"
          value={values.defaultPriority}
          onChange={(e) => set({ defaultPriority: e.target.value as Priority })}
        >
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {p[0].toUpperCase() + p.slice(1)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="defaults-region"
          label="Default region"
          labelInfo="(two-letter country code, optional)"
          placeholder="e.g. US"
          maxLength={2}
          error={errors.defaultRegion}
          value={values.defaultRegion}
          onChange={(e) => set({ defaultRegion: e.target.value })}
        />
        <TextField
          id="defaults-reach"
          label="Planning reach (km)"
          type="number"
          min={1}
          max={20000}
          error={errors.planningReachKm}
          value={values.planningReachKm}
          onChange={(e) => set({ planningReachKm: e.target.value })}
        />
        <SelectField
          id="defaults-time-zone"
          label="Time zone"
          value={values.timeZone}
          onChange={(e) => set({ timeZone: e.target.value })}
        >
          {timeZones(values.timeZone).map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="settings-help">
        Shift times and drivers' calendar feeds are in the time zone. A stop placed farther than the planning
        reach from its route's start, or a name found in several places, is shown for you to confirm before
        anything is planned.
      </p>
      <Button type="submit" intent={Intent.PRIMARY} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Route Defaults'}
      </Button>
    </form>
  );
}

/** Route Defaults: service time (1-480, fallback 15), priority, and where stops may be placed. */
export function RouteDefaultsTab() {
  const preferences = usePreferences();
  return (
    <Card>
      <LoadState query={preferences} what="Route defaults">
        {(p) => <RouteDefaultsForm preferences={p} />}
      </LoadState>
    </Card>
  );
}
