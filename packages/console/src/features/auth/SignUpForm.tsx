import { Button, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import {
  PASSWORD_HINT,
  hasErrors,
  validateSignUp,
  type FieldErrors,
  type SignUpValues,
} from './auth-validation.js';
import { FormField } from '../../components/FormField.js';
import { TextField } from '../../components/TextField.js';
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
    <TextField
      id={`signup-${field}`}
      label={label}
      error={errors[field]}
      name={field}
      autoComplete={autoComplete}
      size="large"
      value={values[field]}
      onValueChange={set(field)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up" data-testid="sign-up-form">
      <div className="auth-name-row">
        {textField('firstName', 'First name', 'given-name')}
        {textField('lastName', 'Last name', 'family-name')}
      </div>
      <TextField
        id="signup-email"
        label="Email"
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        size="large"
        value={values.email}
        onValueChange={set('email')}
      />
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
