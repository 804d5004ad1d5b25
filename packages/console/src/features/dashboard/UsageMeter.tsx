import { Classes, Intent, ProgressBar } from '@blueprintjs/core';
import { usageFraction } from './plan-offer.js';

interface UsageMeterProps {
  label: string;
  used: number | undefined;
  limit: number;
}

/** 'Routes this month: 18 of 25' with a bar that turns orange near the limit and red beyond it. */
export function UsageMeter({ label, used, limit }: UsageMeterProps) {
  const fraction = used === undefined ? 0 : usageFraction(used, limit);
  const over = used !== undefined && used > limit;
  const intent = over ? Intent.DANGER : fraction >= 0.8 ? Intent.WARNING : Intent.PRIMARY;
  return (
    <div className="usage-meter">
      <div className="usage-meter-head">
        <span>{label}</span>
        <span className={used === undefined ? Classes.SKELETON : undefined} data-testid="usage-value">
          {used ?? 0} of {limit}
        </span>
      </div>
      <ProgressBar
        value={fraction}
        intent={intent}
        animate={false}
        stripes={false}
        aria-label={`${label}: ${used ?? 0} of ${limit}`}
      />
    </div>
  );
}
