import { Button, Classes, InputGroup, Intent } from '@blueprintjs/core';
import { track } from '../../lib/analytics/analytics.js';

interface DestinationInputsProps {
  idPrefix: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Messages by input index (server messages naming a stop). */
  errors?: Record<number, string>;
  disabled?: boolean;
}

/**
 * The destination list: starts with one input; Add Destination appends an empty one; each input has a
 * remove button only while there is more than one (document 2, section 2).
 */
export function DestinationInputs({
  idPrefix,
  values,
  onChange,
  errors = {},
  disabled,
}: DestinationInputsProps) {
  const set = (index: number, value: string) => onChange(values.map((v, i) => (i === index ? value : v)));
  return (
    <fieldset className="destination-list" disabled={disabled}>
      <legend className={`${Classes.LABEL} destination-legend`}>Destinations</legend>
      {values.map((value, index) => {
        const id = `${idPrefix}-destination-${index}`;
        const error = errors[index];
        return (
          <div key={index} className="destination-row">
            <span className="destination-number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="destination-input">
              <InputGroup
                id={id}
                value={value}
                placeholder="Enter destination address"
                aria-label={`Destination ${index + 1}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-help` : undefined}
                intent={error ? Intent.DANGER : Intent.NONE}
                onChange={(event) => set(index, event.target.value)}
              />
              {error ? (
                <div id={`${id}-help`} className="field-error">
                  {error}
                </div>
              ) : null}
            </div>
            {values.length > 1 ? (
              <Button
                variant="minimal"
                icon="cross"
                aria-label={`Remove destination ${index + 1}`}
                onClick={() => onChange(values.filter((_, i) => i !== index))}
              />
            ) : null}
          </div>
        );
      })}
      <Button
        variant="minimal"
        intent={Intent.PRIMARY}
        icon="plus"
        className="destination-add"
        onClick={() => {
          onChange([...values, '']);
          track({ name: 'destination_added' });
        }}
      >
        Add Destination
      </Button>
    </fieldset>
  );
}
