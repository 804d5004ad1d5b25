/**
 * The routes layer: one vector source and layer holding every route's line, its depot and its numbered
 * stops. `setData` replaces the features in one batch; `setSelected` only re-styles (no feature rebuilt).
 */
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import type { FeatureLike } from 'ol/Feature';
import { depotAppearance, emphasisOf, lineAppearance, stopAppearance } from './appearance.js';
import { lineStyles, markerStyle } from './map-styles.js';
import { routeLineCoordinates, type MapRoute, type StopInfo } from './map-model.js';

/** What each feature carries (stored under the `p` property, set silently). */
export type FeatureProps =
  | { kind: 'line'; routeId: string; colorIndex: number }
  | { kind: 'depot'; routeId: string; info: StopInfo }
  | { kind: 'stop'; routeId: string; priority: string; order: number; info: StopInfo };

export function featureProps(feature: FeatureLike): FeatureProps | undefined {
  return feature.get('p') as FeatureProps | undefined;
}

export interface RoutesLayer {
  layer: VectorLayer<VectorSource>;
  setData(routes: readonly MapRoute[]): void;
  setSelected(routeId: string | null): void;
  selected(): string | null;
  /** The stop marker of a route, by visiting order (for tests and the benchmark). */
  stopFeature(routeId: string, order: number): Feature<Point> | undefined;
}

function makeFeature(geometry: Point | LineString, props: FeatureProps): Feature {
  const feature = new Feature(geometry);
  feature.set('p', props, true);
  return feature;
}

function featuresOf(route: MapRoute): Feature[] {
  const features: Feature[] = [];
  const line = routeLineCoordinates(route);
  if (line.length >= 2) {
    features.push(
      makeFeature(new LineString(line.map((c) => fromLonLat(c))), {
        kind: 'line',
        routeId: route.id,
        colorIndex: route.colorIndex,
      }),
    );
  }
  const stopCount = route.stops.length;
  if (route.start) {
    features.push(
      makeFeature(new Point(fromLonLat([route.start.lng, route.start.lat])), {
        kind: 'depot',
        routeId: route.id,
        info: {
          routeId: route.id,
          routeName: route.name,
          address: route.start.address,
          name: null,
          order: 0,
          stopCount,
          priority: 'medium',
          arrival: null,
          approximate: false,
          approximateNote: null,
          depot: true,
        },
      }),
    );
  }
  for (const stop of route.stops) {
    features.push(
      makeFeature(new Point(fromLonLat([stop.lng, stop.lat])), {
        kind: 'stop',
        routeId: route.id,
        priority: stop.priority,
        order: stop.order,
        info: {
          routeId: route.id,
          routeName: route.name,
          address: stop.address,
          name: stop.name ?? null,
          order: stop.order,
          stopCount,
          priority: stop.priority,
          arrival: stop.arrival ?? null,
          approximate: stop.approximate === true,
          approximateNote: stop.approximateNote ?? null,
          depot: false,
        },
      }),
    );
  }
  return features;
}

export function createRoutesLayer(): RoutesLayer {
  let selectedId: string | null = null;
  const stopIndex = new Map<string, Feature<Point>>();

  const source = new VectorSource();
  const layer = new VectorLayer({
    source,
    style: (feature) => {
      const p = featureProps(feature);
      if (!p) return undefined;
      const emphasis = emphasisOf(p.routeId, selectedId);
      if (p.kind === 'line') return lineStyles(lineAppearance(p.colorIndex, emphasis));
      if (p.kind === 'depot') return markerStyle(depotAppearance(emphasis));
      return markerStyle(stopAppearance(p.priority, p.order, emphasis));
    },
    // Markers are drawn past the viewport edge so they do not pop in while panning.
    renderBuffer: 40,
    updateWhileInteracting: false,
  });

  return {
    layer,
    setData(routes) {
      const features = routes.flatMap(featuresOf);
      stopIndex.clear();
      for (const feature of features) {
        const p = featureProps(feature);
        if (p?.kind === 'stop') stopIndex.set(`${p.routeId}#${p.order}`, feature as Feature<Point>);
      }
      source.clear(true);
      source.addFeatures(features);
      if (selectedId !== null && !routes.some((r) => r.id === selectedId)) selectedId = null;
    },
    setSelected(routeId) {
      if (routeId === selectedId) return;
      selectedId = routeId;
      layer.changed();
    },
    selected: () => selectedId,
    stopFeature: (routeId, order) => stopIndex.get(`${routeId}#${order}`),
  };
}
