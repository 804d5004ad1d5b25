import { Button, Checkbox, Classes, FormGroup, Intent } from '@blueprintjs/core';
import type { Priority } from '@routier/sdk';
import { FormField } from '../../components/FormField.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import {
  PRIORITY_CHOICES,
  SPECIAL_REQUIREMENTS,
  type AdvancedStopValue,
  type StopErrors,
} from './advanced-form.js';

interface AdvancedStopEditorProps {
  index: number;
  value: AdvancedStopValue;
  errors?: StopErrors;
  onChange: (value: AdvancedStopValue) => void;
  onRemove?: () => void;
}

/** One destination of the Advanced Constraints form with its service time, demand, priority, window, needs. */
export function AdvancedStopEditor({
  index,
  value,
  errors = {},
  onChange,
  onRemove,
}: AdvancedStopEditorProps) {
  const id = `adv-stop-${index}`;
  const set = (patch: Partial<AdvancedStopValue>) => onChange({ ...value, ...patch });
  const toggle = (requirement: AdvancedStopValue['specialRequirements'][number]) =>
    set({
      specialRequirements: value.specialRequirements.includes(requirement)
        ? value.specialRequirements.filter((r) => r !== requirement)
        : [...value.specialRequirements, requirement],
    });
  return (
    <fieldset className="stop-editor" data-testid="advanced-stop">
      <legend className="stop-editor-legend">
        <span className="destination-number">{index + 1}</span> Destination {index + 1}
      </legend>
      {onRemove ? (
        <Button
          className="stop-editor-remove"
          variant="minimal"
          size="small"
          icon="cross"
          aria-label={`Remove destination ${index + 1}`}
          onClick={onRemove}
        />
      ) : null}
      <div className="form-row stop-editor-main">
        <TextField
          id={`${id}-address`}
          label="Address"
          value={value.address}
          placeholder="Enter destination address"
          onChange={(event) => set({ address: event.target.value })}
        />
        <SelectField
          id={`${id}-priority`}
          label="Priority"
          value={value.priority}
          onChange={(event) => set({ priority: event.target.value as Priority })}
          options={PRIORITY_CHOICES}
        />
      </div>
      <div className="form-row stop-editor-numbers">
        <TextField
          id={`${id}-service`}
          label="Service (min)"
          error={errors.serviceTime}
          type="number"
          min={1}
          max={480}
          value={value.serviceTime}
          onChange={(event) => set({ serviceTime: event.target.value })}
        />
        <TextField
          id={`${id}-demand`}
          label="Demand (kg)"
          error={errors.demand}
          type="number"
          min={0}
          value={value.demand}
          placeholder="0"
          onChange={(event) => set({ demand: event.target.value })}
        />
        <FormGroup
          label="Window from"
          labelFor={`${id}-from`}
          intent={errors.window ? Intent.DANGER : Intent.NONE}
        >
          <input
            id={`${id}-from`}
            type="time"
            className={`${Classes.INPUT} ${Classes.FILL}`}
            value={value.windowStart}
            onChange={(event) => set({ windowStart: event.target.value })}
          />
        </FormGroup>
        <FormField id={`${id}-to`} label="Window to" error={errors.window}>
          <input
            id={`${id}-to`}
            type="time"
            className={`${Classes.INPUT} ${Classes.FILL}`}
            value={value.windowEnd}
            onChange={(event) => set({ windowEnd: event.target.value })}
          />
        </FormField>
      </div>
      <div
        className="stop-editor-requirements"
        role="group"
        aria-label={`Special requirements of destination ${index + 1}`}
      >
        <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>Special requirements</span>
        {SPECIAL_REQUIREMENTS.map((r) => (
          <Checkbox
            key={r.value}
            className={Classes.TEXT_SMALL}
            label={r.label}
            checked={value.specialRequirements.includes(r.value)}
            onChange={() => toggle(r.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
