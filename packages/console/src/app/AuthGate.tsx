import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/auth/use-current-user.js';
import type { CurrentUser } from '../lib/auth/current-user.js';
import { LoadingView } from './LoadingView.js';

interface AuthGateProps {
  signedOut: ReactNode;
  signedIn: (user: CurrentUser) => ReactNode;
}

/**
 * Waits for the current user (loading view), then renders the signed-in or signed-out branch. A 401
 * or a network failure is "signed out"; any other failure is shown, with a retry.
 */
export function AuthGate({ signedOut, signedIn }: AuthGateProps) {
  const { data: user, isPending, isError, error, refetch, isFetching } = useCurrentUser();
  if (isPending) return <LoadingView />;
  if (isError) {
    return (
      <div className="page-centered">
        <NonIdealState
          icon="error"
          title="Could not check your sign-in"
          description={error instanceof Error ? error.message : 'The server answered with an error.'}
          action={
            <Button intent={Intent.PRIMARY} loading={isFetching} onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  return <>{user ? signedIn(user) : signedOut}</>;
}
