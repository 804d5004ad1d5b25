import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing it (e.g. the path) clears a shown error, so navigating away recovers. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Shows a failed page (a chunk that would not load, a rendering bug) as a NonIdealState with Reload. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page-centered">
        <NonIdealState
          icon="error"
          title="This page could not be shown"
          description="Something went wrong while loading it. Reloading usually helps; if it does not, tell your administrator."
          action={
            <Button intent={Intent.PRIMARY} icon="refresh" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        />
      </div>
    );
  }
}
