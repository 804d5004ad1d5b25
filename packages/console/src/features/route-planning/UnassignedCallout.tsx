import { Callout, Icon, Intent } from '@blueprintjs/core';
import type { FleetUnassigned } from '@routier/sdk';

interface UnassignedCalloutProps {
  /** The stops no route could serve, each with the reason (1-based locationIndex). */
  stops: FleetUnassigned[];
  testId: string;
}

/** Below a result: the stops left out, why, and the smallest change that would let each in; nothing when every stop was served. */
export function UnassignedCallout({ stops, testId }: UnassignedCalloutProps) {
  if (stops.length === 0) return null;
  return (
    <Callout intent={Intent.WARNING} title="Unassigned locations" data-testid={testId}>
      <ul className="unassigned-list">
        {stops.map((stop) => (
          <li key={stop.locationIndex} data-testid="unassigned-location">
            <strong>
              Stop {stop.locationIndex}: {stop.address}
            </strong>{' '}
            — {stop.reason}
            {stop.fix ? (
              <div className="unassigned-fix" data-testid="unassigned-fix">
                <Icon icon="lightbulb" size={12} aria-hidden />{' '}
                {stop.fix.verified ? 'Smallest fix: ' : 'Possible fix (not confirmed): '}
                {stop.fix.message}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
