import { Button, Classes, H3, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import type { FleetOptimizeResponse } from '@routier/sdk';
import { routeColor } from '../../map/palette.js';
import {
  formatKg,
  formatKm,
  formatMinutes,
  formatMoney,
  formatPercent,
  plural,
  utilizationFraction,
} from '../routes/format.js';
import { ResultSummary } from './ResultSummary.js';
import { UnassignedCallout } from './UnassignedCallout.js';

interface FleetResultViewProps {
  result: FleetOptimizeResponse;
  saving: boolean;
  saved: boolean;
  onSave: () => void;
}

/** The fleet solution: vehicles used, distance, cost, average utilisation, each vehicle's route, unassigned stops. */
export function FleetResultView({ result, saving, saved, onSave }: FleetResultViewProps) {
  const { solution } = result;
  return (
    <section className="result-view" aria-label="Fleet optimization result" data-testid="fleet-result">
      <ResultSummary
        items={[
          { label: 'Vehicles Used', value: String(solution.vehicleCount), testId: 'fleet-vehicle-count' },
          { label: 'Total Distance', value: formatKm(solution.totalDistance) },
          { label: 'Total Cost', value: formatMoney(solution.totalCost) },
          { label: 'Avg. Utilization', value: formatPercent(solution.averageUtilization) },
        ]}
      />
      {solution.routes.map((route, i) => (
        <div key={route.vehicleId} className="vehicle-route" data-testid="fleet-vehicle-route">
          <div className="vehicle-route-head">
            <span className="route-swatch" style={{ background: routeColor(i) }} aria-hidden="true" />
            <H3 className="vehicle-route-name">{route.vehicleName}</H3>
            <Tag minimal round>
              {plural(route.sequence.length, 'stop')}
            </Tag>
          </div>
          <div className="vehicle-route-meta">
            <span>{formatKm(route.totalDistance)}</span>
            <span>{formatMinutes(route.totalTime)}</span>
            <span>{formatMoney(route.totalCost)}</span>
            <span>{formatKg(route.capacityUsed, '0 kg')} carried</span>
          </div>
          <div className="utilization">
            <span className={Classes.TEXT_SMALL}>Utilization {formatPercent(route.utilization)}</span>
            <ProgressBar
              value={utilizationFraction(route.utilization)}
              animate={false}
              stripes={false}
              intent={route.utilization > 90 ? Intent.WARNING : Intent.SUCCESS}
              aria-label={`${route.vehicleName} utilization ${formatPercent(route.utilization)}`}
            />
          </div>
          <ol className="schedule-list">
            {route.schedule.map((stop) => (
              <li key={stop.locationIndex}>
                <span className="schedule-address">{stop.address}</span>
                <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                  arrives {stop.arrivalClock}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ))}
      <UnassignedCallout stops={solution.unassigned} testId="fleet-unassigned" />
      <Button intent={Intent.SUCCESS} icon="floppy-disk" onClick={onSave} disabled={saving || saved}>
        {saving ? 'Saving...' : saved ? 'Saved' : 'Save Optimization'}
      </Button>
    </section>
  );
}
