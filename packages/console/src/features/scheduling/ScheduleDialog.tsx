import { Button, Callout, DialogBody, DialogFooter, Intent, TextArea } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/AppDialog.js';
import { FormField } from '../../components/FormField.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { isRoutierApiError } from '../../lib/api-client.js';
import { useVehicles } from '../fleet/use-vehicles.js';
import { activeOptions } from './active-options.js';
import { fieldErrors, serverMessage } from '../routes/api-errors.js';
import { DayRoutes } from './DayRoutes.js';
import { workedHours } from './schedule-model.js';
import { checkSchedule, emptySchedule, type Errors, type ScheduleFormValues } from './scheduling-forms.js';
import { useCreateSchedule, useDrivers } from './use-scheduling.js';

interface ScheduleDialogProps {
  isOpen: boolean;
  /** The date shown on the tab: the form's default date. */
  date: string;
  onClose: () => void;
}

/**
 * Create Schedule (document 2): driver and date required, vehicle optional, 08:00-17:00 with 30 minutes
 * break by default. A shift longer than the driver's daily limit is shown before it is saved and needs a
 * second press ("Create anyway"); clashes the server finds (the driver or vehicle already out) are shown
 * with what they clash with.
 */
export function ScheduleDialog({ isOpen, date, onClose }: ScheduleDialogProps) {
  const drivers = useDrivers();
  const vehicles = useVehicles();
  const create = useCreateSchedule();
  const resetCreate = create.reset;
  const [values, setValues] = useState<ScheduleFormValues>(() => emptySchedule(date));
  const [errors, setErrors] = useState<Errors<keyof ScheduleFormValues>>({});
  const [confirmedOver, setConfirmedOver] = useState(false);
  useEffect(() => {
    if (isOpen) {
      setValues(emptySchedule(date));
      setErrors({});
      resetCreate();
    }
  }, [isOpen, date, resetCreate]);
  const set = (patch: Partial<ScheduleFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setConfirmedOver(false);
  };

  // What the server said the shift clashes with, shown in the dialog (the last attempt's answer).
  const conflicts =
    isRoutierApiError(create.error) && create.error.code === 'SCHEDULE_CONFLICT'
      ? create.error.details.map((d) => d.message)
      : [];
  const check = checkSchedule(values);
  const driver = drivers.data?.find((d) => String(d.id) === values.driverId);
  const hours = check.ok
    ? workedHours(
        check.body.startTime ?? 480,
        check.body.endTime ?? 1020,
        check.body.breakTime ?? 30,
        check.body.overnight ?? false,
      )
    : null;
  const over = driver && hours !== null && hours > driver.maxWorkHours;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) return setErrors(check.errors);
    if (over && !confirmedOver) return setConfirmedOver(true);
    create.mutate(check.body, {
      onSuccess: () => {
        showToast({ title: 'Success', description: 'Schedule created successfully', intent: Intent.SUCCESS });
        onClose();
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to create schedule'),
          intent: Intent.DANGER,
        });
      },
    });
  };

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Create Schedule"
      icon="calendar"
      className="scheduling-dialog"
    >
      <form onSubmit={submit} noValidate aria-label="Create Schedule">
        <DialogBody>
          <div className="form-row form-row-2">
            <SelectField
              id="schedule-driver"
              label="Driver"
              error={errors.driverId}
              value={values.driverId}
              onChange={(e) => set({ driverId: e.target.value })}
            >
              <option value="">Select a driver</option>
              {activeOptions(drivers.data)}
            </SelectField>
            <TextField
              id="schedule-date"
              label="Date"
              type="date"
              error={errors.scheduleDate}
              value={values.scheduleDate}
              onChange={(e) => set({ scheduleDate: e.target.value })}
            />
            <SelectField
              id="schedule-vehicle"
              label="Vehicle (optional)"
              error={errors.vehicleId}
              value={values.vehicleId}
              onChange={(e) => set({ vehicleId: e.target.value })}
            >
              <option value="">No vehicle</option>
              {activeOptions(vehicles.data)}
            </SelectField>
            <TextField
              id="schedule-break"
              label="Break (minutes)"
              type="number"
              min={0}
              error={errors.breakTime}
              value={values.breakTime}
              onChange={(e) => set({ breakTime: e.target.value })}
            />
            <TextField
              id="schedule-start"
              label="Start Time"
              type="time"
              error={errors.startClock}
              value={values.startClock}
              onChange={(e) => set({ startClock: e.target.value })}
            />
            <TextField
              id="schedule-end"
              label="End Time"
              type="time"
              error={errors.endClock}
              value={values.endClock}
              onChange={(e) => set({ endClock: e.target.value })}
            />
          </div>
          <DayRoutes
            date={values.scheduleDate}
            chosen={values.assignedRoutes}
            onChange={(assignedRoutes) => set({ assignedRoutes })}
          />
          <FormField id="schedule-notes" label="Notes" labelInfo="(optional)">
            <TextArea
              id="schedule-notes"
              fill
              value={values.notes}
              onChange={(e) => set({ notes: e.target.value })}
            />
          </FormField>
          <p className="scheduling-hint" aria-live="polite">
            {hours !== null &&
              `${hours} h worked${check.ok && check.body.overnight ? '; ends the next day' : ''}`}
          </p>
          {over && (
            <Callout intent={Intent.WARNING} title="Longer than the driver's limit" role="alert">
              {driver.name} would work {hours} h; their limit is {driver.maxWorkHours} h a day.
              {confirmedOver ? ' Press Create anyway to keep it.' : ''}
            </Callout>
          )}
          {conflicts.length > 0 && (
            <Callout intent={Intent.DANGER} title="This shift clashes" role="alert">
              <ul>
                {conflicts.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button
                type="submit"
                intent={over ? Intent.WARNING : Intent.PRIMARY}
                disabled={create.isPending}
              >
                {create.isPending ? 'Saving...' : over && confirmedOver ? 'Create anyway' : 'Create Schedule'}
              </Button>
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
