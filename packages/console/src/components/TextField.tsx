import { InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormField } from './FormField.js';

interface TextFieldProps extends Omit<InputGroupProps, 'id' | 'intent'> {
  id: string;
  label: string;
  /** Beside the label, e.g. "(optional)". */
  labelInfo?: ReactNode;
  error?: string;
}

/** A labelled text input; an error marks the input, shows under it and is announced with it. */
export function TextField({ id, label, labelInfo, error, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} labelInfo={labelInfo} error={error}>
      <InputGroup
        id={id}
        {...input}
        intent={error ? Intent.DANGER : Intent.NONE}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help` : undefined}
      />
    </FormField>
  );
}
