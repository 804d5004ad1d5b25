import { Button, Classes, Intent, ProgressBar } from '@blueprintjs/core';
import type { OptimizationJob } from '@routier/sdk';
import { jobProgressText } from './job-progress-text.js';

interface JobProgressPanelProps {
  job: OptimizationJob | null;
  /** What is being optimised: 'Optimizing fleet', 'Optimizing 2 routes'. */
  title: string;
  onCancel: () => void;
}

/** Live progress of an optimisation job (from its event stream) with Cancel. */
export function JobProgressPanel({ job, title, onCancel }: JobProgressPanelProps) {
  const percent = job?.progress.percent ?? 0;
  const starting = !job || job.status === 'queued';
  return (
    <div className="job-progress" role="status" aria-live="polite" data-testid="job-progress">
      <div className="job-progress-head">
        <strong>{title}</strong>
        <Button size="small" variant="outlined" intent={Intent.DANGER} onClick={onCancel} disabled={!job}>
          Cancel
        </Button>
      </div>
      <ProgressBar
        intent={Intent.PRIMARY}
        value={starting ? undefined : Math.max(0.02, percent / 100)}
        animate
        stripes={starting}
        aria-label={`${title}: ${Math.round(percent)}%`}
      />
      <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{jobProgressText(job)}</div>
    </div>
  );
}
