import { Callout, Classes, Intent } from '@blueprintjs/core';

/** What a dispatcher can still do when the map cannot be shown. */
export const WORKS_WITHOUT_MAP = [
  'Optimise routes and read the stop order, distance, time and cost',
  'Create, edit, delete and batch-optimise routes',
  'Import and export routes as CSV',
  'Manage your fleet, vehicle rates and plan',
];

/**
 * Shown in place of a map that failed to load (document 2, section 8's fallback card; its Google wording
 * 'Failed to load Google Maps. Please check your API key.' becomes this product's map wording).
 */
export function MapFallbackCard({ height }: { height: number | string }) {
  return (
    <div className="route-map-fallback" style={{ minHeight: height }} data-testid="map-fallback">
      <Callout intent={Intent.WARNING} icon="map" title="Map unavailable">
        <p>Failed to load the map. Please reload the page or check your connection.</p>
        <p className={Classes.TEXT_MUTED}>Everything else works without it:</p>
        <ul className="route-map-fallback-list">
          {WORKS_WITHOUT_MAP.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Callout>
    </div>
  );
}
