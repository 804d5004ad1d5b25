import { FormGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  /** Beside the label, e.g. "(optional)". */
  labelInfo?: ReactNode;
  error?: string;
  /** Shown under the label at all times (e.g. the password rules). */
  hint?: string;
  children: ReactNode;
}

/**
 * A labelled field; the error shows under it in the danger intent. Its hint (`${id}-hint`) and error
 * (`${id}-help`) have ids for the input's aria-describedby.
 */
export function FormField({ id, label, labelInfo, error, hint, children }: FormFieldProps) {
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={labelInfo}
      subLabel={hint ? <span id={`${id}-hint`}>{hint}</span> : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? <span id={`${id}-help`}>{error}</span> : undefined}
    >
      {children}
    </FormGroup>
  );
}
