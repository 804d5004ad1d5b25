import { useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from './auth-validation.js';

/**
 * The values of a form of text fields, checked by `validate`: errors show only after the first submit
 * (then update as the user types), and `onSubmit(send)` calls send with the values only when they are valid.
 */
export function useValidatedForm<T extends object>(initial: T, validate: (values: T) => FieldErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors: FieldErrors<T> = submitted ? validate(values) : {};
  const set = (field: keyof T) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const onSubmit = (send: (values: T) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validate(values))) return;
    send(values);
  };
  return { values, errors, set, onSubmit };
}
