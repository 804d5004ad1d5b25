/**
 * The Settings forms' checks (document 2, sections 8-9) and the display settings kept in this browser only
 * (document 2: "Display settings (local only)"). Pure but for localStorage access, which takes a Storage.
 */
import type { Priority, UserPreferences, UserPreferencesUpdate } from '@routier/sdk';

export interface RouteDefaultsValues {
  defaultServiceTime: string;
  defaultPriority: Priority;
  defaultRegion: string;
  planningReachKm: string;
  timeZone: string;
}

export const routeDefaultsOf = (p: UserPreferences): RouteDefaultsValues => ({
  defaultServiceTime: String(p.defaultServiceTime),
  defaultPriority: p.defaultPriority,
  defaultRegion: p.defaultRegion ?? '',
  planningReachKm: String(p.planningReachKm),
  timeZone: p.timeZone,
});

/** Service time presets of document 2. */
export const SERVICE_TIME_PRESETS = [5, 15, 30, 60];

export function checkRouteDefaults(
  v: RouteDefaultsValues,
):
  | { ok: true; body: UserPreferencesUpdate }
  | { ok: false; errors: Partial<Record<keyof RouteDefaultsValues, string>> } {
  const errors: Partial<Record<keyof RouteDefaultsValues, string>> = {};
  // Document 2: 1-480 minutes, a value that is not a number falls back to 15.
  const typed = Number(v.defaultServiceTime);
  const service = v.defaultServiceTime.trim() === '' || !Number.isFinite(typed) ? 15 : Math.round(typed);
  if (service < 1 || service > 480)
    errors.defaultServiceTime = 'Default service time must be between 1 and 480 minutes';
  const region = v.defaultRegion.trim().toUpperCase();
  if (region && !/^[A-Z]{2}$/.test(region))
    errors.defaultRegion = 'The default region must be a two-letter country code such as GB or US';
  const reach = Number(v.planningReachKm);
  if (!Number.isInteger(reach) || reach < 1 || reach > 20_000)
    errors.planningReachKm = 'The planning reach must be between 1 and 20,000 km';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: {
      defaultServiceTime: service,
      defaultPriority: v.defaultPriority,
      defaultRegion: region || null,
      planningReachKm: reach,
      timeZone: v.timeZone,
    },
  };
}

export type MarkerStyle = 'standard' | 'priority-based' | 'custom';

export interface DisplaySettings {
  defaultZoom: number;
  showTraffic: boolean;
  autoRefresh: boolean;
  markerStyle: MarkerStyle;
}

/** Document 2's display defaults: zoom 12, traffic on, auto refresh on, standard markers. */
export const DISPLAY_DEFAULTS: DisplaySettings = {
  defaultZoom: 12,
  showTraffic: true,
  autoRefresh: true,
  markerStyle: 'standard',
};

const DISPLAY_KEY = 'routier.displaySettings';
const MARKER_STYLES: MarkerStyle[] = ['standard', 'priority-based', 'custom'];

/** The saved display settings, each field checked (a bad or missing one takes its default). */
export function readDisplaySettings(storage: Pick<Storage, 'getItem'>): DisplaySettings {
  let saved: Partial<Record<keyof DisplaySettings, unknown>> = {};
  try {
    saved = JSON.parse(storage.getItem(DISPLAY_KEY) ?? '{}') as typeof saved;
  } catch {
    saved = {};
  }
  const zoom = Number(saved.defaultZoom);
  return {
    defaultZoom: Number.isInteger(zoom) && zoom >= 1 && zoom <= 20 ? zoom : DISPLAY_DEFAULTS.defaultZoom,
    showTraffic: typeof saved.showTraffic === 'boolean' ? saved.showTraffic : DISPLAY_DEFAULTS.showTraffic,
    autoRefresh: typeof saved.autoRefresh === 'boolean' ? saved.autoRefresh : DISPLAY_DEFAULTS.autoRefresh,
    markerStyle: MARKER_STYLES.includes(saved.markerStyle as MarkerStyle)
      ? (saved.markerStyle as MarkerStyle)
      : DISPLAY_DEFAULTS.markerStyle,
  };
}

export function writeDisplaySettings(storage: Pick<Storage, 'setItem'>, settings: DisplaySettings): void {
  storage.setItem(DISPLAY_KEY, JSON.stringify(settings));
}

/** The browser's IANA time zones (the account's zone first when the browser does not list it). */
export function timeZones(current: string): string[] {
  const listed =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const zones = listed.includes('UTC') ? listed : ['UTC', ...listed];
  return zones.includes(current) ? zones : [current, ...zones];
}
