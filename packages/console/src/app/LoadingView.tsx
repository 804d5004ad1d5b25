import { Spinner, SpinnerSize } from '@blueprintjs/core';

/** Full-area loading state: while the signed-in state is determined and while a page chunk loads. */
export function LoadingView({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <Spinner size={SpinnerSize.STANDARD} aria-label={label} />
      <span className="loading-view-label">{label}</span>
    </div>
  );
}
