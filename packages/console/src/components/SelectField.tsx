import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormField } from './FormField.js';

interface SelectFieldProps extends Omit<HTMLSelectProps, 'id' | 'fill'> {
  id: string;
  label: string;
  error?: string;
  /** The `<option>` elements (or pass `options`). */
  children?: ReactNode;
}

/**
 * A labelled select filling its row; like TextField, an error marks the select (red outline), shows under it
 * and is announced with it.
 */
export function SelectField({ id, label, error, children, ...select }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <HTMLSelect
        id={id}
        fill
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help` : undefined}
      >
        {children}
      </HTMLSelect>
    </FormField>
  );
}
