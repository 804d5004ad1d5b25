/**
 * The texts of document 1, section 8 for the authentication page, verbatim, as pure functions so the
 * wording is tested once and shared by every caller.
 */
export interface ToastText {
  title: string;
  description: string;
}

const OAUTH_ERRORS: Record<string, string> = {
  google_error:
    'Google authentication failed. The redirect URI may not be configured in Google Cloud Console.',
  google_failed:
    'Google sign-in was cancelled or failed. Please ensure the redirect URI is configured correctly.',
  session_failed: 'Session creation failed. Please try again.',
};

function decodeDetails(details: string): string {
  // URLSearchParams has decoded the query once; servers sometimes encode the details value twice.
  try {
    return decodeURIComponent(details);
  } catch {
    return details;
  }
}

/** The 'Authentication Error' toast built from `/auth?error=...&details=...`. */
export function oauthErrorToast(error: string, details?: string | null): ToastText {
  let description = OAUTH_ERRORS[error] ?? 'Authentication failed. Please try again.';
  if (details !== undefined && details !== null && details !== '') {
    description += ` Details: ${decodeDetails(details)}`;
  }
  return { title: 'Authentication Error', description };
}

function serverMessage(message: string | null | undefined): string | null {
  const trimmed = message?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function signInFailedToast(message?: string | null): ToastText {
  return {
    title: 'Sign in failed',
    description: serverMessage(message) ?? 'Please check your credentials and try again.',
  };
}

export const SIGN_IN_SUCCESS_TOAST: ToastText = {
  title: 'Welcome back!',
  description: 'You have successfully signed in.',
};

export function registrationFailedToast(message?: string | null): ToastText {
  return { title: 'Registration failed', description: serverMessage(message) ?? 'Please try again.' };
}

export const REGISTRATION_SUCCESS_TOAST: ToastText = {
  title: 'Account created!',
  description: 'Welcome to Routier! You are now signed in.',
};

export const GOOGLE_START_FAILED = 'Unable to start Google authentication. Please try again.';
