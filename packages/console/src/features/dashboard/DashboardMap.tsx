import { useMemo } from 'react';
import { RouteMap } from '../../map/RouteMap.js';
import { mapRouteOfBasic, mapRoutesOfGeocoded } from '../routes/map-routes.js';
import { PanelCard } from '../routes/PanelCard.js';
import { useGeocodedRoutes } from '../routes/route-queries.js';
import type { QuickCreateResult } from '../routes/RouteOptimizationPanel.js';

/** The map of geocoded routes; an optimised route not yet saved is drawn on it and highlighted. */
export function DashboardMap({ preview }: { preview: QuickCreateResult | null }) {
  const geocoded = useGeocodedRoutes();
  const routes = useMemo(() => {
    const saved = mapRoutesOfGeocoded(geocoded.data ?? []);
    if (!preview) return saved;
    const draft = mapRouteOfBasic(preview.response, 'Optimized route (not saved)');
    return [{ ...draft, colorIndex: saved.length }, ...saved];
  }, [geocoded.data, preview]);
  const unresolved = (geocoded.data ?? []).reduce((n, r) => n + r.unresolved.length, 0);
  return (
    <PanelCard
      id="dashboard-map"
      title="Route Map"
      subtitle={
        preview
          ? 'Your optimised route is highlighted; save it to keep it.'
          : unresolved > 0
            ? `${unresolved} stops could not be located and are not shown.`
            : 'Your latest routes with their stops in visiting order.'
      }
      icon="map"
      className="dashboard-map-card"
      testId="dashboard-map"
    >
      <RouteMap
        routes={routes}
        label="Map of your routes"
        selectedId={preview ? 'preview' : null}
        loading={geocoded.isPending}
        height={460}
      />
    </PanelCard>
  );
}
