import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { ScheduleGenerateResult } from '@routier/sdk';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { useVehicles } from '../fleet/use-vehicles.js';
import { activeOptions } from './active-options.js';
import { fieldErrors, serverMessage } from '../routes/api-errors.js';
import { addDays, dayNames, todayLocal } from './schedule-model.js';
import { useDrivers, useGenerateSchedules, useShiftTemplates } from './use-scheduling.js';

/** Document 2's Generate form: template, start (today) and end (a week later) required; driver, vehicle optional. */
export function GenerateTab({ onShowDate }: { onShowDate: (date: string) => void }) {
  const templates = useShiftTemplates();
  const drivers = useDrivers();
  const vehicles = useVehicles();
  const generate = useGenerateSchedules();
  const [form, setForm] = useState(() => ({
    templateId: '',
    driverId: '',
    vehicleId: '',
    startDate: todayLocal(),
    endDate: addDays(todayLocal(), 7),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ScheduleGenerateResult | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const template = templates.data?.find((t) => String(t.id) === form.templateId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!form.startDate) local.startDate = 'Start date is required';
    if (!form.endDate) local.endDate = 'End date is required';
    else if (form.startDate && form.endDate < form.startDate)
      local.endDate = 'End date must be on or after the start date';
    setErrors(local);
    if (Object.keys(local).length || !template) return;
    generate.mutate(
      {
        templateId: template.id,
        driverId: form.driverId ? Number(form.driverId) : null,
        vehicleId: form.vehicleId ? Number(form.vehicleId) : null,
        startDate: form.startDate,
        endDate: form.endDate,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          showToast({
            title: 'Success',
            description: `Schedules generated successfully: ${answer.created} created${answer.skipped.length ? `, ${answer.skipped.length} skipped` : ''}`,
            intent: Intent.SUCCESS,
          });
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          showToast({
            title: 'Error',
            description: serverMessage(error, 'Failed to generate schedules'),
            intent: Intent.DANGER,
          });
        },
      },
    );
  };

  const warned = result?.schedules.filter((s) => s.warnings.length) ?? [];
  return (
    <section aria-label="Generate Schedules" className="scheduling-tab">
      <Card className="generate-card">
        <form onSubmit={submit} noValidate aria-label="Generate Schedules">
          <div className="form-row form-row-2">
            <SelectField
              id="generate-template"
              label="Shift Template"
              value={form.templateId}
              onChange={(e) => set({ templateId: e.target.value })}
            >
              <option value="">
                {templates.data?.length === 0 ? 'Create a template first' : 'Select a template'}
              </option>
              {templates.data?.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.startClock}-{t.endClock}, {dayNames(t.daysOfWeek)})
                </option>
              ))}
            </SelectField>
            <SelectField
              id="generate-driver"
              label="Driver (optional)"
              value={form.driverId}
              onChange={(e) => set({ driverId: e.target.value })}
            >
              <option value="">Unassigned</option>
              {activeOptions(drivers.data)}
            </SelectField>
            <TextField
              id="generate-start"
              label="Start Date"
              type="date"
              error={errors.startDate}
              value={form.startDate}
              onChange={(e) => set({ startDate: e.target.value })}
            />
            <TextField
              id="generate-end"
              label="End Date"
              type="date"
              error={errors.endDate}
              value={form.endDate}
              onChange={(e) => set({ endDate: e.target.value })}
            />
            <SelectField
              id="generate-vehicle"
              label="Vehicle (optional)"
              value={form.vehicleId}
              onChange={(e) => set({ vehicleId: e.target.value })}
            >
              <option value="">No vehicle</option>
              {activeOptions(vehicles.data)}
            </SelectField>
          </div>
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            icon="calendar"
            disabled={!template || generate.isPending}
          >
            {generate.isPending ? 'Generating...' : 'Generate Schedules'}
          </Button>
        </form>
      </Card>
      {result && (
        <Callout
          intent={result.skipped.length || warned.length ? Intent.WARNING : Intent.SUCCESS}
          title={`${result.created} shift${result.created === 1 ? '' : 's'} created, ${result.skipped.length} skipped`}
          className="generate-result"
          role="status"
        >
          {result.skipped.length > 0 && (
            <ul>
              {result.skipped.map((s) => (
                <li key={s.date}>{s.reason}</li>
              ))}
            </ul>
          )}
          {warned.length > 0 && (
            <p>
              {warned[0].warnings[0].message}
              {warned.length > 1 ? ` (and ${warned.length - 1} more days)` : ''}.
            </p>
          )}
          {result.schedules[0] && (
            <Button
              variant="minimal"
              icon="arrow-right"
              onClick={() => onShowDate(result.schedules[0].scheduleDate)}
            >
              Show the first day
            </Button>
          )}
        </Callout>
      )}
    </section>
  );
}
