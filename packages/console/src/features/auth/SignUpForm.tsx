import { Button, Intent } from '@blueprintjs/core';
import { PASSWORD_HINT, validateSignUp, type SignUpValues } from './auth-validation.js';
import { FormField } from '../../components/FormField.js';
import { TextField } from '../../components/TextField.js';
import { PasswordInput } from './PasswordInput.js';
import { useSignUp } from './use-auth-mutations.js';
import { useValidatedForm } from './use-validated-form.js';

const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

export function SignUpForm() {
  const signUp = useSignUp();
  const { values, errors, set, onSubmit } = useValidatedForm(EMPTY, validateSignUp);
  const submit = onSubmit((v) =>
    signUp.mutate({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      password: v.password,
    }),
  );

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
    <form onSubmit={submit} noValidate aria-label="Sign up" data-testid="sign-up-form">
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
