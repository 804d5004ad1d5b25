import { InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import { FormField } from './FormField.js';

interface TextFieldProps extends Omit<InputGroupProps, 'id' | 'intent'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled text input; an error marks the input, shows under it and is announced with it. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
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
