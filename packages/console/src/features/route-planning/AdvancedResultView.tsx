import { Callout, Classes, HTMLTable, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import type { AdvancedOptimizeResponse } from '@routier/sdk';
import { formatKm, formatMinutes, formatMoney, formatPercent } from '../routes/format.js';
import { ResultSummary } from './ResultSummary.js';
import { UnassignedCallout } from './UnassignedCallout.js';

function scoreIntent(score: number): Intent {
  if (score >= 90) return Intent.SUCCESS;
  if (score >= 60) return Intent.WARNING;
  return Intent.DANGER;
}

/** Feasibility score, constraint violations, the schedule (arrival, departure, wait) and unassigned stops. */
export function AdvancedResultView({ result }: { result: AdvancedOptimizeResponse }) {
  const score = Math.round(result.feasibilityScore);
  return (
    <section className="result-view" aria-label="Advanced optimization result" data-testid="advanced-result">
      <div className="feasibility">
        <div className="feasibility-head">
          <span>Feasibility score</span>
          <strong data-testid="feasibility-score">{score}/100</strong>
        </div>
        <ProgressBar
          value={score / 100}
          intent={scoreIntent(score)}
          animate={false}
          stripes={false}
          aria-label={`Feasibility score ${score} of 100`}
        />
      </div>
      <ResultSummary
        items={[
          { label: 'Total Distance', value: formatKm(result.totalDistance) },
          { label: 'Total Time', value: formatMinutes(result.totalTime) },
          { label: 'Total Cost', value: formatMoney(result.totalCost) },
        ]}
      />
      {result.constraintViolations.length > 0 ? (
        <div className="violations" data-testid="constraint-violations">
          <h3 className={`${Classes.HEADING} result-heading`}>Constraint violations</h3>
          <ul>
            {result.constraintViolations.map((v, i) => (
              <li key={i}>
                <Tag minimal intent={v.severity === 'error' ? Intent.DANGER : Intent.WARNING}>
                  {v.severity === 'error' ? 'Error' : 'Warning'}
                </Tag>
                <span>{v.message}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Callout intent={Intent.SUCCESS} compact>
          Every constraint is met.
        </Callout>
      )}
      {result.routes.map((route, r) => (
        <div key={r} className="schedule" data-testid="advanced-schedule">
          <h3 className={`${Classes.HEADING} result-heading`}>
            Schedule: {route.vehicleName}, {route.startClock}–{route.endClock}
            <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
              {' '}
              · utilization {formatPercent(route.utilization)}
            </span>
          </h3>
          <div className="table-scroll">
            <HTMLTable compact striped className="routes-table schedule-table">
              <thead>
                <tr>
                  <th>#</th>
                  <th>Address</th>
                  <th>Arrival</th>
                  <th>Departure</th>
                  <th className="numeric">Wait</th>
                  <th className="numeric">Service</th>
                </tr>
              </thead>
              <tbody>
                {route.schedule.map((stop, i) => (
                  <tr key={stop.locationIndex}>
                    <td>{i + 1}</td>
                    <td>
                      {stop.address}
                      {stop.lateBy > 0 ? (
                        <Tag minimal intent={Intent.WARNING} className="late-tag">
                          {stop.lateBy} min late
                        </Tag>
                      ) : null}
                    </td>
                    <td>{stop.arrivalClock}</td>
                    <td>{stop.departureClock}</td>
                    <td className="numeric">{stop.waitTime} min</td>
                    <td className="numeric">{stop.serviceTime} min</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </div>
      ))}
      <UnassignedCallout stops={result.unassignedLocations} testId="advanced-unassigned" />
    </section>
  );
}
