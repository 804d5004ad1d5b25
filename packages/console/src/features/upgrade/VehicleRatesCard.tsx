import { Classes, HTMLTable, NonIdealState, Spinner, SpinnerSize } from '@blueprintjs/core';
import { PanelCard } from '../routes/PanelCard.js';
import { useVehicleTypes } from '../routes/route-queries.js';

/** The vehicle types with their rate per kilometre (GET /api/vehicle-types) and what 100 km costs. */
export function VehicleRatesCard() {
  const types = useVehicleTypes();
  return (
    <PanelCard
      id="vehicle-rates"
      title="Vehicle types and rates"
      subtitle="Default price per kilometre of each type; a vehicle's own cost per km replaces it."
      icon="dollar"
      testId="vehicle-rates"
    >
      {types.isPending ? (
        <div className="panel-loading">
          <Spinner size={SpinnerSize.SMALL} aria-label="Loading vehicle types" />
        </div>
      ) : types.isError ? (
        <NonIdealState
          icon="error"
          title="Vehicle types could not be loaded"
          description={types.error.message}
        />
      ) : (
        <div className="table-scroll">
          <HTMLTable className="routes-table" striped>
            <thead>
              <tr>
                <th>Vehicle type</th>
                <th className="numeric">Rate per km</th>
                <th className="numeric">100 km costs</th>
                <th className="numeric">Typical capacity</th>
                <th className="numeric">Average speed</th>
              </tr>
            </thead>
            <tbody>
              {types.data.map((t) => (
                <tr key={t.type} data-testid="vehicle-rate">
                  <td>
                    <strong>{t.description}</strong>
                    <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t.type}</div>
                  </td>
                  <td className="numeric">${t.ratePerKm.toFixed(2)}</td>
                  <td className="numeric">${(t.ratePerKm * 100).toFixed(2)}</td>
                  <td className="numeric">{t.typicalCapacity.toLocaleString('en-US')} kg</td>
                  <td className="numeric">{t.averageSpeed} km/h</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </PanelCard>
  );
}
