import { DEPOT_COLOR, PRIORITIES, PRIORITY_COLORS, PRIORITY_LABELS } from './palette.js';

/** Marker key: priority colours and the depot square. */
export function MapLegend() {
  return (
    <ul className="route-map-legend" aria-label="Map legend">
      {PRIORITIES.map((priority) => (
        <li key={priority}>
          <span className="route-map-dot" style={{ background: PRIORITY_COLORS[priority] }} />
          {PRIORITY_LABELS[priority]}
        </li>
      ))}
      <li>
        <span className="route-map-depot" style={{ background: DEPOT_COLOR }} />
        Depot
      </li>
    </ul>
  );
}
