import { Button, Classes, Intent, Tag } from '@blueprintjs/core';
import type { BasicOptimizeResponse } from '@routier/sdk';
import { formatMinutes } from './format.js';
import { inSequence } from './sequence.js';

interface OptimizedRouteResultProps {
  startLocation: string;
  /** The destinations that were sent (blank ones dropped), in the order entered. */
  destinations: string[];
  result: BasicOptimizeResponse;
  saving: boolean;
  onSave: () => void;
}

/**
 * The Optimized Route section: a Start row with its badge, the stops in optimised order (picked from the
 * destination list by the 1-based sequence), then Total Distance, Estimated Time and Total Cost.
 */
export function OptimizedRouteResult({
  startLocation,
  destinations,
  result,
  saving,
  onSave,
}: OptimizedRouteResultProps) {
  const ordered = inSequence(destinations, result.optimizedRoute.sequence);
  const saved = result.baseline.totalCost - result.pricing.total;
  return (
    <section
      className="optimized-route"
      aria-labelledby="optimized-route-title"
      data-testid="optimized-route"
    >
      <h3 className={`${Classes.HEADING} optimized-route-title`} id="optimized-route-title">
        Optimized Route
      </h3>
      <ol className="optimized-stops">
        <li className="optimized-stop optimized-start">
          <span className="optimized-marker optimized-marker-start" aria-hidden="true" />
          <span className="optimized-address">{startLocation}</span>
          <Tag minimal intent={Intent.SUCCESS}>
            Start
          </Tag>
        </li>
        {ordered.map((address, i) => (
          <li key={`${i}-${address}`} className="optimized-stop" data-testid="optimized-stop">
            <span className="optimized-marker" aria-hidden="true">
              {i + 1}
            </span>
            <span className="optimized-address">
              <span className={Classes.TEXT_MUTED}>Stop {i + 1}: </span>
              {address}
            </span>
          </li>
        ))}
      </ol>
      <dl className="optimized-summary">
        <div>
          <dt>Total Distance</dt>
          <dd data-testid="total-distance">{result.optimizedRoute.totalDistance.toFixed(1)} km</dd>
        </div>
        <div>
          <dt>Estimated Time</dt>
          <dd data-testid="estimated-time">{formatMinutes(result.optimizedRoute.estimatedTime)}</dd>
        </div>
        <div>
          <dt>Total Cost</dt>
          <dd data-testid="total-cost">${result.pricing.total.toFixed(2)}</dd>
        </div>
      </dl>
      {saved > 0.005 ? (
        <p className={`${Classes.TEXT_MUTED} optimized-saving`}>
          ${saved.toFixed(2)} less than driving the stops in the order entered (
          {result.baseline.totalDistance.toFixed(1)} km).
        </p>
      ) : null}
      <Button
        intent={Intent.SUCCESS}
        icon="floppy-disk"
        loading={false}
        disabled={saving}
        onClick={onSave}
        fill
      >
        {saving ? 'Saving...' : 'Save Route'}
      </Button>
    </section>
  );
}
