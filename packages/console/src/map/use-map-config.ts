import { useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@routier/sdk';
import { api, unwrap } from '../lib/api-client.js';
import type { MapSettings } from './map-controller.js';

/** Used while GET /api/config/map loads or when it fails: OpenStreetMap, New York at zoom 10 (section 9). */
export const DEFAULT_MAP_SETTINGS: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  maxZoom: 19,
  defaultCenter: { lat: 40.7128, lng: -74.006 },
  defaultZoom: 10,
};

/** The tile source and default view from the server (public call, read once per page load). */
export function useMapConfig() {
  return useQuery<MapConfig>({
    queryKey: ['/api/config/map'],
    queryFn: () => unwrap(api.GET('/api/config/map')),
  });
}

export function mapSettingsOf(config: MapConfig | undefined): MapSettings {
  if (!config) return DEFAULT_MAP_SETTINGS;
  return {
    tileUrl: config.tileUrl,
    attribution: config.attribution,
    maxZoom: config.maxZoom,
    defaultCenter: config.defaultCenter,
    defaultZoom: config.defaultZoom,
  };
}
