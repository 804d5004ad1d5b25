/** Client-side validation of document 1, section 5, with its messages verbatim. */
export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  firstName: string;
  lastName: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = 'Password must be at least 8 characters with uppercase, lowercase, and number';

// Deliberately simple: one @, something on each side, a dot in the domain. The server decides the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateEmail(email: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : 'Please enter a valid email address';
}

export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  const errors: FieldErrors<SignInValues> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = 'Password is required';
  return errors;
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const errors: FieldErrors<SignUpValues> = {};
  if (values.firstName.trim() === '') errors.firstName = 'First name is required';
  if (values.lastName.trim() === '') errors.lastName = 'Last name is required';
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = 'Password must be at least 8 characters';
  } else if (
    !/[a-z]/.test(values.password) ||
    !/[A-Z]/.test(values.password) ||
    !/\d/.test(values.password)
  ) {
    errors.password =
      'Password must contain at least one uppercase letter, one lowercase letter, and one number';
  }
  return errors;
}

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.keys(errors).length > 0;
}
