import { Classes } from '@blueprintjs/core';
import { forwardRef, useMemo } from 'react';
import { RouteMap } from '../../map/RouteMap.js';
import { formatRange, type DateRange } from '../routes/dates.js';
import { plural } from '../routes/format.js';
import { mapRoutesOfGeocoded } from '../routes/map-routes.js';
import { PanelCard } from '../routes/PanelCard.js';
import { useGeocodedRoutes } from '../routes/route-queries.js';

interface RoutesMapCardProps {
  range: DateRange;
  selectedId: number | null;
  onSelect: (routeId: number) => void;
}

/** Routes Map View, titled with the date range; the selected route is highlighted. */
export const RoutesMapCard = forwardRef<HTMLDivElement, RoutesMapCardProps>(function RoutesMapCard(
  { range, selectedId, onSelect },
  ref,
) {
  const geocoded = useGeocodedRoutes(range);
  const routes = useMemo(() => mapRoutesOfGeocoded(geocoded.data ?? []), [geocoded.data]);
  const stops = routes.reduce((n, r) => n + r.stops.length, 0);
  const unresolved = (geocoded.data ?? []).flatMap((r) => r.unresolved.map((u) => ({ route: r.name, ...u })));
  return (
    <div ref={ref} className="scroll-target">
      <PanelCard
        id="routes-map"
        title={`Routes Map View: ${formatRange(range)}`}
        subtitle={
          geocoded.data
            ? `${plural(routes.length, 'route')}, ${plural(stops, 'stop')}. Click a route to highlight it; hover a stop for its details.`
            : 'Loading routes…'
        }
        icon="map"
        testId="routes-map-card"
      >
        <RouteMap
          routes={routes}
          label={`Map of routes from ${formatRange(range)}`}
          selectedId={selectedId === null ? null : String(selectedId)}
          zoomToSelected
          onSelectRoute={(id) => onSelect(Number(id))}
          loading={geocoded.isPending}
          emptyMessage="No routes scheduled in this date range"
          height={520}
        />
        {unresolved.length > 0 ? (
          <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} map-footnote`}>
            Not on the map:{' '}
            {unresolved
              .slice(0, 3)
              .map((u) => `${u.address} (${u.route})`)
              .join('; ')}
            {unresolved.length > 3 ? ` and ${unresolved.length - 3} more` : ''}.
          </p>
        ) : null}
      </PanelCard>
    </div>
  );
});
