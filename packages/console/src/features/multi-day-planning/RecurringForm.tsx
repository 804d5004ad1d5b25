import { Button, Card, Checkbox, Classes, FormGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { todayIso } from '../routes/dates.js';
import { fieldErrors, serverMessage } from '../routes/api-errors.js';
import {
  FREQUENCIES,
  SERVICE_TYPES,
  WEEK_DAYS,
  checkRecurring,
  emptyRecurring,
  type Errors,
  type RecurringFormValues,
} from './multi-day-forms.js';
import { useCreateRecurring } from './use-multi-day.js';

/** The server's field names for the form's flat fields. */
const SERVER_FIELDS: Record<string, keyof RecurringFormValues> = {
  'recurrencePattern.interval': 'interval',
  'recurrencePattern.daysOfWeek': 'daysOfWeek',
  'customerInfo.email': 'customerEmail',
  preferredTimeWindow: 'windowEnd',
};

/** Add Recurring Delivery (document 2): customer, pickup and delivery, pattern, duration and window. */
export function RecurringForm() {
  const create = useCreateRecurring();
  const [values, setValues] = useState<RecurringFormValues>(() => emptyRecurring(todayIso()));
  const [errors, setErrors] = useState<Errors<keyof RecurringFormValues>>({});
  const set = (patch: Partial<RecurringFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const text = (key: keyof RecurringFormValues, label: string, type = 'text', extra: object = {}) => (
    <TextField
      id={`recurring-${key}`}
      label={label}
      type={type}
      error={errors[key]}
      value={values[key] as string}
      onChange={(e) => set({ [key]: e.target.value })}
      {...extra}
    />
  );
  const toggleDay = (day: number) =>
    set({
      daysOfWeek: values.daysOfWeek.includes(day)
        ? values.daysOfWeek.filter((d) => d !== day)
        : [...values.daysOfWeek, day],
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkRecurring(values);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    create.mutate(check.body, {
      onSuccess: (created) => {
        showToast({
          title: 'Success',
          description: `Recurring delivery "${created.name}" created`,
          intent: Intent.SUCCESS,
        });
        setValues(emptyRecurring(todayIso()));
      },
      onError: (error) => {
        const byServer = fieldErrors(error);
        setErrors(
          Object.fromEntries(Object.entries(byServer).map(([f, m]) => [SERVER_FIELDS[f] ?? f, m])) as Errors<
            keyof RecurringFormValues
          >,
        );
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to create recurring delivery'),
          intent: Intent.DANGER,
        });
      },
    });
  };
  return (
    <Card className="multi-day-form-card">
      <h2 className={`${Classes.HEADING} multi-day-form-title`}>Add Recurring Delivery</h2>
      <form onSubmit={submit} noValidate aria-label="Add Recurring Delivery">
        <div className="form-row form-row-2">
          {text('name', 'Delivery Name', 'text', { placeholder: 'e.g. Bakery supplies' })}
          {text('customerName', 'Customer Name', 'text', { labelInfo: '(optional)' })}
        </div>
        <div className="form-row form-row-2">
          {text('customerPhone', 'Customer Phone', 'tel', { labelInfo: '(optional)' })}
          {text('customerEmail', 'Customer Email', 'email', { labelInfo: '(optional)' })}
        </div>
        <div className="form-row form-row-2">
          {text('pickupLocation', 'Pickup Location', 'text', { placeholder: 'Address or lat,lng' })}
          {text('deliveryLocation', 'Delivery Location', 'text', { placeholder: 'Address or lat,lng' })}
        </div>
        <div className="form-row form-row-3">
          <SelectField
            id="recurring-frequency"
            label="Frequency"
            value={values.frequency}
            onChange={(e) => set({ frequency: e.target.value as RecurringFormValues['frequency'] })}
          >
            {FREQUENCIES.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </SelectField>
          {text('interval', 'Every (interval)', 'number', { min: 1 })}
          {text('estimatedDuration', 'Duration (minutes)', 'number', { min: 5 })}
        </div>
        {values.frequency === 'weekly' && (
          <FormGroup label="Days of Week" labelInfo="(none: the start date's weekday)">
            <div className="weekday-checks" role="group" aria-label="Days of Week">
              {WEEK_DAYS.map((d) => (
                <Checkbox
                  key={d.value}
                  label={d.short}
                  aria-label={d.name}
                  checked={values.daysOfWeek.includes(d.value)}
                  onChange={() => toggleDay(d.value)}
                />
              ))}
            </div>
          </FormGroup>
        )}
        <div className="form-row form-row-3">
          {text('startDate', 'Start Date', 'date')}
          {text('endDate', 'End Date', 'date', { labelInfo: '(optional)' })}
          <SelectField
            id="recurring-service"
            label="Service Type"
            value={values.serviceType}
            onChange={(e) => set({ serviceType: e.target.value as RecurringFormValues['serviceType'] })}
          >
            {SERVICE_TYPES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="form-row form-row-2">
          {text('windowStart', 'Preferred Window From', 'time', { labelInfo: '(optional)' })}
          {text('windowEnd', 'Preferred Window To', 'time', { labelInfo: '(optional)' })}
        </div>
        <div className="multi-day-form-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon="plus" disabled={create.isPending}>
            {create.isPending ? 'Saving...' : 'Add Recurring Delivery'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
