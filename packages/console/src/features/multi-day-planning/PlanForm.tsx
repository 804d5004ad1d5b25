import { Button, Card, Classes, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { addDays, todayIso } from '../routes/dates.js';
import { fieldErrors, serverMessage } from '../routes/api-errors.js';
import { PLAN_TYPES, checkPlan, emptyPlan, type Errors, type PlanFormValues } from './multi-day-forms.js';
import { useCreatePlan } from './use-multi-day.js';

/** The server names nested fields `constraints.maxDailyWorkHours`; the form's fields are flat. */
function planFieldErrors(error: unknown): Errors<keyof PlanFormValues> {
  const out: Errors<keyof PlanFormValues> = {};
  for (const [field, text] of Object.entries(fieldErrors(error))) {
    const key = field
      .replace(/^constraints\./, '')
      .replace('preferredStartTime', 'preferredStart')
      .replace('preferredEndTime', 'preferredEnd');
    out[key as keyof PlanFormValues] = text;
  }
  return out;
}

/** Create Multi-Day Plan (document 2): name, dates, type and the drivers' limits with the spec's defaults. */
export function PlanForm() {
  const create = useCreatePlan();
  const fresh = () => emptyPlan(todayIso(), addDays(todayIso(), 6));
  const [values, setValues] = useState<PlanFormValues>(fresh);
  const [errors, setErrors] = useState<Errors<keyof PlanFormValues>>({});
  const set = (patch: Partial<PlanFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const text = (key: keyof PlanFormValues, label: string, type = 'text', extra: object = {}) => (
    <TextField
      id={`plan-${key}`}
      label={label}
      type={type}
      error={errors[key]}
      value={values[key] as string}
      onChange={(e) => set({ [key]: e.target.value })}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPlan(values);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    create.mutate(check.body, {
      onSuccess: (plan) => {
        showToast({ title: 'Success', description: `Plan "${plan.name}" created`, intent: Intent.SUCCESS });
        setValues(fresh());
      },
      onError: (error) => {
        setErrors(planFieldErrors(error));
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to create multi-day plan'),
          intent: Intent.DANGER,
        });
      },
    });
  };
  return (
    <Card className="multi-day-form-card">
      <h2 className={`${Classes.HEADING} multi-day-form-title`}>Create Multi-Day Plan</h2>
      <form onSubmit={submit} noValidate aria-label="Create Multi-Day Plan">
        <div className="form-row form-row-2">
          {text('name', 'Plan Name', 'text', { placeholder: 'e.g. Week 10 deliveries' })}
          <SelectField
            id="plan-type"
            label="Plan Type"
            value={values.planType}
            onChange={(e) => set({ planType: e.target.value as PlanFormValues['planType'] })}
          >
            {PLAN_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </SelectField>
        </div>
        {text('description', 'Description', 'text', { labelInfo: '(optional)' })}
        <div className="form-row form-row-2">
          {text('startDate', 'Start Date', 'date')}
          {text('endDate', 'End Date', 'date')}
        </div>
        <div className="form-row form-row-3">
          {text('maxDailyWorkHours', 'Max Daily Hours', 'number', { min: 1, max: 12 })}
          {text('maxWeeklyWorkHours', 'Max Weekly Hours', 'number', { min: 1, max: 60 })}
          {text('maximumConsecutiveDays', 'Max Consecutive Days', 'number', { min: 1, max: 7 })}
        </div>
        <div className="form-row form-row-2">
          {text('preferredStart', 'Preferred Start Time', 'time')}
          {text('preferredEnd', 'Preferred End Time', 'time')}
        </div>
        <div className="multi-day-form-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon="plus" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Plan'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
