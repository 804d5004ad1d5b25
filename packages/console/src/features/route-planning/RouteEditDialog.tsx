import { Button, Classes, DialogBody, DialogFooter, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { Priority, Route, RouteStatus } from '@routier/sdk';
import { AppDialog } from '../../components/AppDialog.js';
import { FormField } from '../../components/FormField.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { serverMessage } from '../routes/api-errors.js';
import { EDITABLE_STATUSES, statusLabel } from '../routes/status.js';
import { useUpdateRoute } from '../routes/use-route-mutations.js';
import { PRIORITY_CHOICES } from './advanced-form.js';
import {
  checkRouteEdit,
  editValuesOf,
  type RouteEditErrors,
  type RouteEditValues,
} from './route-edit-form.js';

interface RouteEditDialogProps {
  route: Route | null;
  onClose: () => void;
}

/** Edit a route: Route Name, Status, Starting Location, Scheduled Date, destinations; Cancel / Update Route. */
export function RouteEditDialog({ route, onClose }: RouteEditDialogProps) {
  const update = useUpdateRoute();
  const [values, setValues] = useState<RouteEditValues | null>(null);
  const [errors, setErrors] = useState<RouteEditErrors>({});

  useEffect(() => {
    setValues(route ? editValuesOf(route) : null);
    setErrors({});
  }, [route]);

  const set = (patch: Partial<RouteEditValues>) => setValues((v) => (v ? { ...v, ...patch } : v));
  const setStop = (index: number, patch: Partial<RouteEditValues['destinations'][number]>) =>
    setValues((v) =>
      v ? { ...v, destinations: v.destinations.map((d, i) => (i === index ? { ...d, ...patch } : d)) } : v,
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!route || !values) return;
    const check = checkRouteEdit(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    update.mutate(
      { id: route.id, body: check.body },
      {
        onSuccess: () => {
          showToast({ title: 'Success', description: 'Route updated successfully', intent: Intent.SUCCESS });
          onClose();
        },
        onError: (error) =>
          showToast({
            title: 'Error',
            description: serverMessage(error, 'Failed to update route'),
            intent: Intent.DANGER,
          }),
      },
    );
  };

  const statuses: RouteStatus[] =
    values && !EDITABLE_STATUSES.includes(values.status)
      ? [values.status, ...EDITABLE_STATUSES]
      : EDITABLE_STATUSES;

  return (
    <AppDialog
      isOpen={route !== null}
      onClose={onClose}
      title="Edit Route"
      icon="edit"
      className="route-dialog"
    >
      {values ? (
        <form onSubmit={submit} noValidate aria-label="Edit Route">
          <DialogBody>
            <div className="form-row form-row-2">
              <TextField
                id="edit-name"
                label="Route Name"
                error={errors.name}
                value={values.name}
                onChange={(e) => set({ name: e.target.value })}
              />
              <SelectField
                id="edit-status"
                label="Status"
                value={values.status}
                onChange={(e) => set({ status: e.target.value as RouteStatus })}
              >
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </SelectField>
              <TextField
                id="edit-start"
                label="Starting Location"
                error={errors.startLocation}
                value={values.startLocation}
                onChange={(e) => set({ startLocation: e.target.value })}
              />
              <FormField id="edit-date" label="Scheduled Date" error={errors.scheduledDate}>
                <input
                  id="edit-date"
                  type="date"
                  className={`${Classes.INPUT} ${Classes.FILL}`}
                  value={values.scheduledDate}
                  onChange={(e) => set({ scheduledDate: e.target.value })}
                />
              </FormField>
            </div>
            <fieldset className="destination-list">
              <legend className={`${Classes.LABEL} destination-legend`}>Destinations</legend>
              <div
                className={`edit-stop-head ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}
                aria-hidden="true"
              >
                <span>Address</span>
                <span>Priority</span>
                <span>Demand (kg)</span>
              </div>
              {values.destinations.map((stop, i) => (
                <div key={i} className="edit-stop-row">
                  <span className="destination-number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <InputGroup
                    value={stop.address}
                    aria-label={`Destination ${i + 1} address`}
                    placeholder="Enter destination address"
                    onChange={(e) => setStop(i, { address: e.target.value })}
                  />
                  <HTMLSelect
                    aria-label={`Destination ${i + 1} priority`}
                    value={stop.priority}
                    onChange={(e) => setStop(i, { priority: e.target.value as Priority })}
                    options={PRIORITY_CHOICES}
                  />
                  <div>
                    <InputGroup
                      type="number"
                      min={0}
                      aria-label={`Destination ${i + 1} demand (kg)`}
                      value={stop.demand}
                      intent={errors.demand?.[i] ? Intent.DANGER : Intent.NONE}
                      onChange={(e) => setStop(i, { demand: e.target.value })}
                    />
                    {errors.demand?.[i] ? <div className="field-error">{errors.demand[i]}</div> : null}
                  </div>
                  <Button
                    variant="minimal"
                    icon="cross"
                    aria-label={`Remove destination ${i + 1}`}
                    disabled={values.destinations.length === 1}
                    onClick={() => set({ destinations: values.destinations.filter((_, j) => j !== i) })}
                  />
                </div>
              ))}
              {errors.destinations ? <div className="field-error">{errors.destinations}</div> : null}
              <Button
                variant="minimal"
                intent={Intent.PRIMARY}
                icon="plus"
                onClick={() =>
                  set({
                    destinations: [
                      ...values.destinations,
                      { address: '', priority: 'medium', demand: '1', original: null },
                    ],
                  })
                }
              >
                Add Destination
              </Button>
            </fieldset>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={onClose}>Cancel</Button>
                <Button type="submit" intent={Intent.PRIMARY} disabled={update.isPending}>
                  {update.isPending ? 'Updating...' : 'Update Route'}
                </Button>
              </>
            }
          />
        </form>
      ) : null}
    </AppDialog>
  );
}
