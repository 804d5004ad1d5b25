import { Button, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { hasErrors, validateSignIn, type FieldErrors, type SignInValues } from './auth-validation.js';
import { FormField } from '../../components/FormField.js';
import { TextField } from '../../components/TextField.js';
import { PasswordInput } from './PasswordInput.js';
import { useSignIn } from './use-auth-mutations.js';

export function SignInForm() {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const signIn = useSignIn();
  const errors: FieldErrors<SignInValues> = submitted ? validateSignIn(values) : {};
  const set = (field: keyof SignInValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateSignIn(values))) return;
    signIn.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in" data-testid="sign-in-form">
      <TextField
        id="signin-email"
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
      <FormField id="signin-password" label="Password" error={errors.password}>
        <PasswordInput
          id="signin-password"
          value={values.password}
          onChange={set('password')}
          autoComplete="current-password"
          invalid={Boolean(errors.password)}
          describedBy={errors.password ? 'signin-password-help' : undefined}
        />
      </FormField>
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
