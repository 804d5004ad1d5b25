import { Button, Checkbox, DialogBody, DialogFooter, FormGroup, Intent } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/AppDialog.js';
import { FormField } from '../../components/FormField.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { fieldErrors, serverMessage } from '../routes/api-errors.js';
import { WEEKDAYS, minutesOf, workedHours } from './schedule-model.js';
import { EMPTY_TEMPLATE, checkTemplate, type Errors, type TemplateFormValues } from './scheduling-forms.js';
import { useCreateTemplate } from './use-scheduling.js';

/** Add Template (document 2, Shift Templates tab): defaults 08:00-17:00, Monday-Friday, break 30, #3B82F6. */
export function TemplateDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const create = useCreateTemplate();
  const [values, setValues] = useState<TemplateFormValues>(EMPTY_TEMPLATE);
  const [errors, setErrors] = useState<Errors<keyof TemplateFormValues>>({});
  useEffect(() => {
    if (isOpen) {
      setValues(EMPTY_TEMPLATE);
      setErrors({});
    }
  }, [isOpen]);
  const set = (patch: Partial<TemplateFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const toggleDay = (day: number) =>
    set({
      daysOfWeek: values.daysOfWeek.includes(day)
        ? values.daysOfWeek.filter((d) => d !== day)
        : [...values.daysOfWeek, day],
    });

  const start = minutesOf(values.startClock);
  const end = minutesOf(values.endClock);
  const overnight = start !== null && end !== null && end < start;
  const hours =
    start !== null && end !== null && end !== start
      ? workedHours(start, end, Math.max(0, Number(values.breakDuration) || 0), overnight)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkTemplate(values);
    if (!check.ok) return setErrors(check.errors);
    create.mutate(check.body, {
      onSuccess: () => {
        showToast({
          title: 'Success',
          description: 'Shift template created successfully',
          intent: Intent.SUCCESS,
        });
        onClose();
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to create shift template'),
          intent: Intent.DANGER,
        });
      },
    });
  };

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Add Template"
      icon="time"
      className="scheduling-dialog"
    >
      <form onSubmit={submit} noValidate aria-label="Add Template">
        <DialogBody>
          <TextField
            id="template-name"
            label="Template Name"
            error={errors.name}
            value={values.name}
            placeholder="e.g. Morning Shift"
            onChange={(e) => set({ name: e.target.value })}
          />
          <div className="form-row form-row-3">
            <TextField
              id="template-start"
              label="Start Time"
              type="time"
              error={errors.startClock}
              value={values.startClock}
              onChange={(e) => set({ startClock: e.target.value })}
            />
            <TextField
              id="template-end"
              label="End Time"
              type="time"
              error={errors.endClock}
              value={values.endClock}
              onChange={(e) => set({ endClock: e.target.value })}
            />
            <TextField
              id="template-break"
              label="Break (minutes)"
              type="number"
              min={0}
              value={values.breakDuration}
              onChange={(e) => set({ breakDuration: e.target.value })}
            />
          </div>
          <p className="scheduling-hint" aria-live="polite">
            {hours !== null && `${hours} h worked${overnight ? '; ends the next day' : ''}`}
          </p>
          <FormGroup
            label="Working Days"
            intent={errors.daysOfWeek ? Intent.DANGER : Intent.NONE}
            helperText={errors.daysOfWeek}
          >
            <div className="weekday-checks" role="group" aria-label="Working Days">
              {WEEKDAYS.map((d) => (
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
          <FormField id="template-color" label="Colour">
            <input
              id="template-color"
              className="template-color-input"
              type="color"
              value={values.color}
              onChange={(e) => set({ color: e.target.value })}
            />
          </FormField>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" intent={Intent.PRIMARY} disabled={create.isPending}>
                {create.isPending ? 'Saving...' : 'Add Template'}
              </Button>
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
