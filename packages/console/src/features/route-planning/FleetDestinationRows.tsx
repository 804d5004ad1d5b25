import { Classes, InputGroup, Intent } from '@blueprintjs/core';
import { DestinationRows } from '../routes/DestinationRows.js';
import type { FleetDestinationValue } from './fleet-form.js';

interface FleetDestinationRowsProps {
  idPrefix: string;
  rows: FleetDestinationValue[];
  onChange: (rows: FleetDestinationValue[]) => void;
  demandErrors?: Record<number, string>;
  error?: string;
}

/** Destinations of the fleet form: address and demand (kg) per row, add and remove. */
export function FleetDestinationRows({
  idPrefix,
  rows,
  onChange,
  demandErrors = {},
  error,
}: FleetDestinationRowsProps) {
  const set = (index: number, patch: Partial<FleetDestinationValue>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <DestinationRows
      rows={rows}
      onChange={onChange}
      blank={{ address: '', demand: '' }}
      head={
        <div
          className={`destination-grid-head ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}
          aria-hidden="true"
        >
          <span>Address</span>
          <span>Demand (kg)</span>
        </div>
      }
      footer={error ? <div className="field-error destination-error">{error}</div> : null}
    >
      {(row, index) => {
        const demandError = demandErrors[index];
        return (
          <>
            <div className="destination-input">
              <InputGroup
                value={row.address}
                placeholder="Enter destination address"
                aria-label={`Destination ${index + 1} address`}
                onChange={(event) => set(index, { address: event.target.value })}
              />
            </div>
            <div className="destination-demand">
              <InputGroup
                id={`${idPrefix}-demand-${index}`}
                type="number"
                min={0}
                value={row.demand}
                placeholder="0"
                aria-label={`Destination ${index + 1} demand (kg)`}
                intent={demandError ? Intent.DANGER : Intent.NONE}
                onChange={(event) => set(index, { demand: event.target.value })}
              />
              {demandError ? <div className="field-error">{demandError}</div> : null}
            </div>
          </>
        );
      }}
    </DestinationRows>
  );
}
