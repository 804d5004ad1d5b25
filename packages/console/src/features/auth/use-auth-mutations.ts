import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Intent } from '@blueprintjs/core';
import type { LoginRequest, RegisterRequest, User } from '@routier/sdk';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, unwrap } from '../../lib/api-client.js';
import { CURRENT_USER_QUERY_KEY } from '../../lib/auth/current-user.js';
import { showToast } from '../../components/toast/toaster.js';
import {
  REGISTRATION_SUCCESS_TOAST,
  SIGN_IN_SUCCESS_TOAST,
  registrationFailedToast,
  signInFailedToast,
} from './auth-messages.js';

/**
 * After sign-in or registration (document 1, section 4): the returned user becomes the current user and
 * the browser moves to /dashboard. When the form was shown in place of a protected page, the user stays
 * on that page, which now renders.
 */
function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (user: User) => {
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    if (pathname === '/auth') void navigate('/dashboard', { replace: true });
  };
}

export function useSignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginRequest) => unwrap(api.POST('/api/auth/login', { body })),
    onSuccess: (user) => {
      showToast({ ...SIGN_IN_SUCCESS_TOAST, intent: Intent.SUCCESS });
      signedIn(user);
    },
    onError: (error) => {
      showToast({
        ...signInFailedToast(error instanceof Error ? error.message : null),
        intent: Intent.DANGER,
      });
    },
  });
}

export function useSignUp() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: RegisterRequest) => unwrap(api.POST('/api/auth/register', { body })),
    onSuccess: (user) => {
      showToast({ ...REGISTRATION_SUCCESS_TOAST, intent: Intent.SUCCESS });
      signedIn(user);
    },
    onError: (error) => {
      showToast({
        ...registrationFailedToast(error instanceof Error ? error.message : null),
        intent: Intent.DANGER,
      });
    },
  });
}
