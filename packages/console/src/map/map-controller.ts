/**
 * The one place that owns an OpenLayers `Map`. Built in a fixed order: sources, layers, the map, then
 * events. OpenStreetMap raster tiles by default (URL and attribution from GET /api/config/map); when
 * tiles cannot load (offline) the vector layer still draws on the container's plain background.
 * Loaded with `import()` by RouteMap, so OpenLayers is its own chunk, fetched by the pages that show a map.
 */
import 'ol/ol.css';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import TileLayer from 'ol/layer/Tile';
import { fromLonLat, transformExtent } from 'ol/proj';
import XYZ from 'ol/source/XYZ';
import type { MapBrowserEvent } from 'ol';
import { boundsOf, countStops, type MapRoute, type StopInfo } from './map-model.js';
import { createRoutesLayer, featureProps } from './routes-layer.js';

export interface MapSettings {
  tileUrl: string;
  attribution: string;
  maxZoom: number;
  defaultCenter: { lat: number; lng: number };
  defaultZoom: number;
}

export interface MapEvents {
  /** The stop or depot under the pointer (null when none), with its pixel in the map. */
  onHover(info: StopInfo | null, pixel: [number, number] | null): void;
  /** A click: on a stop or depot (`info`), on a route line (`routeId` only), or on nothing. */
  onClick(info: StopInfo | null, routeId: string | null, pixel: [number, number]): void;
  /** Tiles failed to load before any loaded (offline, blocked): the map draws on a plain background. */
  onTilesFailed(): void;
}

export interface RouteMapController {
  /** Replaces the routes; `fit` moves the view to them (or to the default centre when empty). */
  setRoutes(routes: readonly MapRoute[], options?: { fit?: boolean }): void;
  setSelected(routeId: string | null): void;
  fitToData(): void;
  /** Moves the view to one route (animated); nothing when the route is not drawn. */
  zoomToRoute(routeId: string): void;
  /** Pixel of a route's stop marker in the map's viewport (tests, benchmark), or null. */
  pixelOfStop(routeId: string, order: number): [number, number] | null;
  destroy(): void;
}

const FIT_PADDING = [48, 48, 48, 48];
const FIT_MAX_ZOOM = 14;

export function createRouteMap(
  target: HTMLElement,
  settings: MapSettings,
  events: MapEvents,
): RouteMapController {
  let routes: readonly MapRoute[] = [];
  let tileLoaded = false;
  let tilesFailed = false;

  // 1. Sources
  const tileSource = new XYZ({
    url: settings.tileUrl,
    attributions: settings.attribution,
    maxZoom: settings.maxZoom,
  });

  // 2. Layers
  const tiles = new TileLayer({ source: tileSource, preload: 0 });
  const routesLayer = createRoutesLayer();

  // 3. The map. OpenLayers warns whenever its container has no area (a panel collapsing or laying out); the
  // map lets go of the container while it has none and takes it back once it has. This observer is created
  // before the map's own, so it runs first.
  const hasArea = () => target.clientWidth > 0 && target.clientHeight > 0;
  const areaGuard = new ResizeObserver(() => {
    const attached = Boolean(map.getTargetElement());
    if (hasArea() !== attached) map.setTarget(attached ? undefined : target);
  });
  const map = new OlMap({
    target,
    layers: [tiles, routesLayer.layer],
    controls: defaultControls({ attributionOptions: { collapsible: true } }),
    view: new View({
      center: fromLonLat([settings.defaultCenter.lng, settings.defaultCenter.lat]),
      zoom: settings.defaultZoom,
      maxZoom: settings.maxZoom,
    }),
  });
  areaGuard.observe(target);
  target.tabIndex = 0;

  // 4. Events
  tileSource.on('tileloadend', () => {
    tileLoaded = true;
  });
  tileSource.on('tileloaderror', () => {
    if (tileLoaded || tilesFailed) return;
    tilesFailed = true;
    // Stop asking for tiles that cannot come (no request per pan or zoom); the plain background shows.
    tiles.setVisible(false);
    target.dataset.tiles = 'unavailable';
    events.onTilesFailed();
  });

  const hitAt = (pixel: number[]) =>
    map.forEachFeatureAtPixel(pixel, (feature) => featureProps(feature), {
      layerFilter: (layer) => layer === routesLayer.layer,
      hitTolerance: 3,
    });

  let hoverFrame = 0;
  let lastHover: number[] | null = null;
  map.on('pointermove', (event: MapBrowserEvent) => {
    if (event.dragging) return;
    lastHover = event.pixel;
    if (hoverFrame) return;
    // One hit test per animation frame, however fast the pointer moves.
    hoverFrame = requestAnimationFrame(() => {
      hoverFrame = 0;
      const pixel = lastHover;
      if (!pixel) return;
      const hit = hitAt(pixel);
      const info = hit && hit.kind !== 'line' ? hit.info : null;
      target.style.cursor = hit ? 'pointer' : '';
      events.onHover(info, info ? [pixel[0]!, pixel[1]!] : null);
    });
  });
  target.addEventListener('pointerleave', () => {
    lastHover = null;
    target.style.cursor = '';
    events.onHover(null, null);
  });
  map.on('singleclick', (event: MapBrowserEvent) => {
    const hit = hitAt(event.pixel);
    const pixel: [number, number] = [event.pixel[0]!, event.pixel[1]!];
    if (!hit) events.onClick(null, null, pixel);
    else events.onClick(hit.kind === 'line' ? null : hit.info, hit.routeId, pixel);
  });

  const fitToData = () => {
    const bounds = boundsOf(routes);
    const view = map.getView();
    if (!bounds) {
      view.setCenter(fromLonLat([settings.defaultCenter.lng, settings.defaultCenter.lat]));
      view.setZoom(settings.defaultZoom);
      return;
    }
    const extent = transformExtent(bounds, 'EPSG:4326', 'EPSG:3857');
    view.fit(extent, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM });
  };

  return {
    setRoutes(next, options = {}) {
      const started = performance.now();
      routes = next;
      routesLayer.setData(next);
      target.dataset.routes = String(next.length);
      target.dataset.routeIds = next.map((route) => route.id).join(',');
      target.dataset.stops = String(countStops(next));
      target.dataset.selected = routesLayer.selected() ?? '';
      target.dataset.state = 'drawing';
      if (options.fit) fitToData();
      map.once('rendercomplete', () => {
        // How long the data took to draw (read by the browser benchmark, docs/benchmarks.md).
        target.dataset.renderMs = (performance.now() - started).toFixed(1);
        target.dataset.state = 'rendered';
      });
      map.render();
    },
    setSelected(routeId) {
      routesLayer.setSelected(routeId);
      target.dataset.selected = routeId ?? '';
    },
    fitToData,
    zoomToRoute(routeId) {
      const route = routes.find((r) => r.id === routeId);
      const bounds = route ? boundsOf([route]) : null;
      if (!bounds) return;
      const extent = transformExtent(bounds, 'EPSG:4326', 'EPSG:3857');
      delete target.dataset.zoomedTo;
      map.getView().fit(extent, {
        padding: FIT_PADDING,
        maxZoom: FIT_MAX_ZOOM,
        duration: 300,
        // Published once the view has arrived (tests hover stops only then).
        callback: () => {
          target.dataset.zoomedTo = routeId;
        },
      });
    },
    pixelOfStop(routeId, order) {
      const feature = routesLayer.stopFeature(routeId, order);
      const coordinate = feature?.getGeometry()?.getCoordinates();
      if (!coordinate) return null;
      const pixel = map.getPixelFromCoordinate(coordinate);
      return pixel ? [pixel[0]!, pixel[1]!] : null;
    },
    destroy() {
      if (hoverFrame) cancelAnimationFrame(hoverFrame);
      areaGuard.disconnect();
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
