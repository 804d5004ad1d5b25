import { HTMLTable, Icon, Intent } from '@blueprintjs/core';
import { FEATURE_GRID, type GridCell } from './feature-grid.js';
import { PLANS } from './plans.js';

function Cell({ value }: { value: GridCell }) {
  if (value === true) return <Icon icon="tick" intent={Intent.SUCCESS} title="Included" />;
  if (value === false) return <Icon icon="minus" className="grid-not-included" title="Not included" />;
  return <>{value}</>;
}

/** Which plan has what, feature by feature. Scrolls sideways on narrow screens. */
export function FeatureGridTable() {
  return (
    <div className="feature-grid-scroll" tabIndex={0} role="region" aria-label="Plan feature comparison">
      <HTMLTable className="feature-grid-table">
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {PLANS.map((plan) => (
              <th scope="col" key={plan.id}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEATURE_GRID.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {row.cells.map((value, index) => (
                <td key={PLANS[index].id}>
                  <Cell value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
