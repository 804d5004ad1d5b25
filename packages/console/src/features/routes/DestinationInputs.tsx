import { InputGroup, Intent } from '@blueprintjs/core';
import { track } from '../../lib/analytics/analytics.js';
import { DestinationRows } from './DestinationRows.js';

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
    <DestinationRows
      rows={values}
      onChange={onChange}
      blank=""
      onAdded={() => track({ name: 'destination_added' })}
      disabled={disabled}
    >
      {(value, index) => {
        const id = `${idPrefix}-destination-${index}`;
        const error = errors[index];
        return (
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
        );
      }}
    </DestinationRows>
  );
}
