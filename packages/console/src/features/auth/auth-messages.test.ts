import { describe, expect, it } from 'vitest';
import { oauthErrorToast, registrationFailedToast, signInFailedToast } from './auth-messages.js';

describe('oauthErrorToast', () => {
  it('explains each known error code', () => {
    expect(oauthErrorToast('google_error')).toEqual({
      title: 'Authentication Error',
      description:
        'Google authentication failed. The redirect URI may not be configured in Google Cloud Console.',
    });
    expect(oauthErrorToast('google_failed').description).toBe(
      'Google sign-in was cancelled or failed. Please ensure the redirect URI is configured correctly.',
    );
    expect(oauthErrorToast('session_failed').description).toBe('Session creation failed. Please try again.');
  });

  it('uses the generic text for any other code', () => {
    expect(oauthErrorToast('something_else').description).toBe('Authentication failed. Please try again.');
  });

  it("appends ' Details: ' and the decoded details", () => {
    expect(oauthErrorToast('google_failed', 'access_denied%3A%20user%20said%20no').description).toBe(
      'Google sign-in was cancelled or failed. Please ensure the redirect URI is configured correctly.' +
        ' Details: access_denied: user said no',
    );
    expect(oauthErrorToast('x', '100% sure').description).toBe(
      'Authentication failed. Please try again. Details: 100% sure',
    );
    expect(oauthErrorToast('x', '').description).toBe('Authentication failed. Please try again.');
  });
});

describe('sign-in and registration failure toasts', () => {
  it('prefer the server message', () => {
    expect(signInFailedToast('Invalid email or password')).toEqual({
      title: 'Sign in failed',
      description: 'Invalid email or password',
    });
    expect(registrationFailedToast('Email already registered').description).toBe('Email already registered');
  });
  it('fall back to the spec texts', () => {
    expect(signInFailedToast(undefined).description).toBe('Please check your credentials and try again.');
    expect(signInFailedToast('  ').description).toBe('Please check your credentials and try again.');
    expect(registrationFailedToast(null)).toEqual({
      title: 'Registration failed',
      description: 'Please try again.',
    });
  });
});
