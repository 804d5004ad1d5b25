import { Button, Intent } from '@blueprintjs/core';
import { validateSignIn, type SignInValues } from './auth-validation.js';
import { FormField } from '../../components/FormField.js';
import { TextField } from '../../components/TextField.js';
import { PasswordInput } from './PasswordInput.js';
import { useSignIn } from './use-auth-mutations.js';
import { useValidatedForm } from './use-validated-form.js';

export function SignInForm() {
  const signIn = useSignIn();
  const { values, errors, set, onSubmit } = useValidatedForm<SignInValues>(
    { email: '', password: '' },
    validateSignIn,
  );
  const submit = onSubmit((v) => signIn.mutate({ email: v.email.trim(), password: v.password }));

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in" data-testid="sign-in-form">
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
