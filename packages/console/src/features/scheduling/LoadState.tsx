import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A list's three states: loading (spinner), failed (message and Try again), loaded (the children). */
export function LoadState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="panel-loading">
        <Spinner aria-label={`Loading ${what.toLowerCase()}`} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <NonIdealState
          icon="error"
          title={`${what} could not be loaded`}
          description={query.error.message}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}
