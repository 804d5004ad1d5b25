import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import {
  PASSWORD_HINT,
  hasErrors,
  validateSignUp,
  type FieldErrors,
  type SignUpValues,
} from './auth-validation.js';
import { FormField } from './FormField.js';
import { PasswordInput } from './PasswordInput.js';
import { useSignUp } from './use-auth-mutations.js';

const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

export function SignUpForm() {
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const signUp = useSignUp();
  const errors: FieldErrors<SignUpValues> = submitted ? validateSignUp(values) : {};
  const set = (field: keyof SignUpValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateSignUp(values))) return;
    signUp.mutate({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  };

  const textField = (field: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <FormField id={`signup-${field}`} label={label} error={errors[field]}>
      <InputGroup
        id={`signup-${field}`}
        name={field}
        autoComplete={autoComplete}
        size="large"
        value={values[field]}
        onValueChange={set(field)}
        intent={errors[field] ? Intent.DANGER : Intent.NONE}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `signup-${field}-help` : undefined}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up" data-testid="sign-up-form">
      <div className="auth-name-row">
        {textField('firstName', 'First name', 'given-name')}
        {textField('lastName', 'Last name', 'family-name')}
      </div>
      <FormField id="signup-email" label="Email" error={errors.email}>
        <InputGroup
          id="signup-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          size="large"
          value={values.email}
          onValueChange={set('email')}
          intent={errors.email ? Intent.DANGER : Intent.NONE}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'signup-email-help' : undefined}
        />
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password} hint={PASSWORD_HINT}>
        <PasswordInput
          id="signup-password"
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
          invalid={Boolean(errors.password)}
          describedBy={errors.password ? 'signup-password-hint signup-password-help' : 'signup-password-hint'}
        />
      </FormField>
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
