import { Spinner, SpinnerSize } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { showToast } from '../components/toast/toaster.js';
import { MapFallbackCard } from './MapFallbackCard.js';
import { MapLegend } from './MapLegend.js';
import { StopPopup } from './StopPopup.js';
import { loadWithRetry, withTimeout } from './load-with-retry.js';
import type { RouteMapController } from './map-controller.js';
import { countStops, type MapRoute, type StopInfo } from './map-model.js';
import { mapSettingsOf, useMapConfig } from './use-map-config.js';
import './icons.js';
import './map.css';

interface RouteMapProps {
  routes: readonly MapRoute[];
  /** Accessible name of the map region, e.g. 'Map of routes from Mar 3 to Mar 9'. */
  label: string;
  selectedId?: string | null;
  /** Zoom to the selected route whenever the selection changes (a list beside the map chooses it). */
  zoomToSelected?: boolean;
  /** A route line or stop was clicked. */
  onSelectRoute?: (routeId: string) => void;
  /** Data is still loading: a spinner over the map. */
  loading?: boolean;
  /** Shown over the default view when there is nothing to draw. */
  emptyMessage?: string;
  height?: number;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Resolves once `element` has an area: a map created in a box of no size (a dialog or tab panel still
 * laying out) draws nothing and OpenLayers warns; it is created when the box has its size.
 */
function whenSized(element: HTMLElement): Promise<void> {
  const sized = () => element.clientWidth > 0 && element.clientHeight > 0;
  if (sized() || typeof ResizeObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new ResizeObserver(() => {
      if (!sized() && element.isConnected) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
}

/** How long one attempt to load the map code may take before it counts as failed. */
const LOAD_TIMEOUT_MS = 20_000;

/** The element carries its controller, for automation (journeys, the map benchmark). */
export interface RouteMapElement extends HTMLDivElement {
  routierMap?: RouteMapController;
}

interface Popup {
  info: StopInfo;
  pixel: [number, number];
  pinned: boolean;
}

/**
 * Every map of the console. Loads OpenLayers on demand (retrying like the spec's maps loader), fits the
 * view to the routes (New York at zoom 10 when there are none), shows stop details on hover or click, and
 * falls back to a card listing what works without a map when the map cannot load.
 */
export function RouteMap({
  routes,
  label,
  selectedId = null,
  zoomToSelected = false,
  onSelectRoute,
  loading = false,
  emptyMessage = 'No routes to show on the map yet',
  height = 420,
}: RouteMapProps) {
  const config = useMapConfig();
  const containerRef = useRef<RouteMapElement>(null);
  const controllerRef = useRef<RouteMapController | null>(null);
  const onSelectRef = useRef(onSelectRoute);
  onSelectRef.current = onSelectRoute;
  const [state, setState] = useState<LoadState>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [popup, setPopup] = useState<Popup | null>(null);
  const configReady = !config.isPending;
  const settings = useMemo(() => mapSettingsOf(config.data), [config.data]);

  useEffect(() => {
    if (!configReady) return;
    let cancelled = false;
    let controller: RouteMapController | null = null;
    const element = containerRef.current;
    loadWithRetry(async () => {
      const module = await withTimeout(
        import('./map-controller.js'),
        LOAD_TIMEOUT_MS,
        'The map took too long to load',
      );
      // A failed chunk can resolve to nothing through the bundler's preload helper: that is a failure too.
      if (typeof module?.createRouteMap !== 'function') throw new Error('The map module did not load');
      return module;
    })
      .then(async ({ createRouteMap }) => {
        const box = containerRef.current;
        if (box) await whenSized(box);
        const target = containerRef.current;
        if (cancelled || !target) return;
        controller = createRouteMap(target, settings, {
          onHover: (info, pixel) =>
            setPopup((current) => {
              if (current?.pinned) return current;
              return info && pixel ? { info, pixel, pinned: false } : null;
            }),
          onClick: (info, routeId, pixel) => {
            setPopup(info ? { info, pixel, pinned: true } : null);
            if (routeId) onSelectRef.current?.(routeId);
          },
          onTilesFailed: () => setTilesFailed(true),
        });
        target.routierMap = controller;
        controllerRef.current = controller;
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error('The map could not be loaded', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      controller?.destroy();
      controllerRef.current = null;
      if (element) delete element.routierMap;
    };
  }, [configReady, settings]);

  // Fit the view when the set of routes changes, not when only the selection does.
  const dataKey = routes.map((r) => `${r.id}:${r.stops.length}`).join('|');
  useEffect(() => {
    const controller = controllerRef.current;
    if (state !== 'ready' || !controller) return;
    try {
      controller.setRoutes(routes, { fit: true });
      controller.setSelected(selectedId);
    } catch (error) {
      console.error(error);
      showToast({ title: 'Error', description: 'Error displaying routes on map', intent: 'danger' });
    }
    setPopup(null);
    // routes is read through dataKey on purpose: same routes, same drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, dataKey]);

  // With zoomToSelected, a route chosen from a list beside the map is also zoomed to.
  useEffect(() => {
    if (state !== 'ready') return;
    controllerRef.current?.setSelected(selectedId);
    if (zoomToSelected && selectedId !== null) controllerRef.current?.zoomToRoute(selectedId);
  }, [state, selectedId, zoomToSelected]);

  if (state === 'failed') return <MapFallbackCard height={height} />;

  const empty = !loading && state === 'ready' && countStops(routes) === 0 && routes.length === 0;
  return (
    <div className="route-map" style={{ height }}>
      <div
        ref={containerRef}
        className="route-map-canvas"
        role="region"
        aria-label={label}
        data-testid="route-map"
      />
      {state === 'loading' || loading ? (
        <div className="route-map-overlay">
          <Spinner size={SpinnerSize.SMALL} aria-label="Loading the map" />
        </div>
      ) : null}
      {empty ? <div className="route-map-empty">{emptyMessage}</div> : null}
      {tilesFailed ? (
        <div className="route-map-notice" role="status">
          Map tiles unavailable: routes are drawn on a plain background
        </div>
      ) : null}
      <MapLegend />
      {popup ? (
        <StopPopup
          info={popup.info}
          pixel={popup.pixel}
          pinned={popup.pinned}
          onClose={() => setPopup(null)}
        />
      ) : null}
    </div>
  );
}
