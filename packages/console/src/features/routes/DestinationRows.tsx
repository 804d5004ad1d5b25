import { Button, Classes, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface DestinationRowsProps<T> {
  rows: T[];
  onChange: (rows: T[]) => void;
  /** The row Add Destination appends. */
  blank: T;
  /** After Add Destination appended a row. */
  onAdded?: () => void;
  /** The inputs of one row, between its number and its remove button. */
  children: (row: T, index: number) => ReactNode;
  /** Under the legend (e.g. column headings). */
  head?: ReactNode;
  /** Above Add Destination (e.g. an error about the list). */
  footer?: ReactNode;
  disabled?: boolean;
}

/**
 * A numbered list of destinations: Add Destination appends a blank row; each row has a remove button only
 * while there is more than one.
 */
export function DestinationRows<T>({
  rows,
  onChange,
  blank,
  onAdded,
  children,
  head,
  footer,
  disabled,
}: DestinationRowsProps<T>) {
  return (
    <fieldset className="destination-list" disabled={disabled}>
      <legend className={`${Classes.LABEL} destination-legend`}>Destinations</legend>
      {head}
      {rows.map((row, index) => (
        <div key={index} className="destination-row">
          <span className="destination-number" aria-hidden="true">
            {index + 1}
          </span>
          {children(row, index)}
          {rows.length > 1 ? (
            <Button
              variant="minimal"
              icon="cross"
              aria-label={`Remove destination ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            />
          ) : null}
        </div>
      ))}
      {footer}
      <Button
        variant="minimal"
        intent={Intent.PRIMARY}
        icon="plus"
        className="destination-add"
        onClick={() => {
          onChange([...rows, blank]);
          onAdded?.();
        }}
      >
        Add Destination
      </Button>
    </fieldset>
  );
}
