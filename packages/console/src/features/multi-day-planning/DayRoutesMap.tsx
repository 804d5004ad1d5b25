import { useMemo } from 'react';
import { RouteMap } from '../../map/RouteMap.js';
import { formatDate, type DateRange } from '../routes/dates.js';
import { mapRoutesOfGeocoded } from '../routes/map-routes.js';
import { useGeocodedRoutes } from '../routes/route-queries.js';

/**
 * One day's assigned routes on the map, each drawn in its vehicle's colour. `range` covers the routes'
 * own scheduled dates (the plans' ranges), which is what the map endpoint filters by.
 */
export function DayRoutesMap({
  date,
  range,
  routeIds,
  colorOf,
  height = 380,
}: {
  date: string;
  range: DateRange;
  routeIds: readonly number[];
  colorOf: (routeId: number) => number;
  height?: number;
}) {
  const geocoded = useGeocodedRoutes(range);
  const routes = useMemo(() => {
    const wanted = new Set(routeIds);
    return mapRoutesOfGeocoded((geocoded.data ?? []).filter((r) => wanted.has(r.id))).map((r) => ({
      ...r,
      colorIndex: colorOf(Number(r.id)),
    }));
  }, [geocoded.data, routeIds, colorOf]);
  return (
    <RouteMap
      routes={routes}
      label={`Map of the routes on ${formatDate(date)}`}
      loading={geocoded.isPending}
      emptyMessage="No routes assigned on this day"
      height={height}
    />
  );
}
