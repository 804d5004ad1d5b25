import { describe, expect, it } from 'vitest';
import {
  DISPLAY_DEFAULTS,
  checkRouteDefaults,
  readDisplaySettings,
  timeZones,
  writeDisplaySettings,
} from './settings-forms.js';

const values = {
  defaultServiceTime: '15',
  defaultPriority: 'medium' as const,
  defaultRegion: 'gb',
  planningReachKm: '300',
  timeZone: 'Europe/London',
};

describe('route defaults', () => {
  it('sends the region upper-cased, a blank service time as 15, and names each bad field', () => {
    expect(checkRouteDefaults({ ...values, defaultServiceTime: '' })).toEqual({
      ok: true,
      body: {
        defaultServiceTime: 15,
        defaultPriority: 'medium',
        defaultRegion: 'GB',
        planningReachKm: 300,
        timeZone: 'Europe/London',
      },
    });
    const bad = checkRouteDefaults({
      ...values,
      defaultServiceTime: '481',
      defaultRegion: 'UK1',
      planningReachKm: '0',
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(Object.keys(bad.errors)).toEqual(['defaultServiceTime', 'defaultRegion', 'planningReachKm']);
    const none = checkRouteDefaults({ ...values, defaultRegion: ' ' });
    expect(none.ok && none.body.defaultRegion).toBeNull();
  });
});

describe('display settings', () => {
  it('round-trip through storage and fall back field by field', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readDisplaySettings(storage)).toEqual(DISPLAY_DEFAULTS);
    writeDisplaySettings(storage, {
      defaultZoom: 15,
      showTraffic: false,
      autoRefresh: true,
      markerStyle: 'custom',
    });
    expect(readDisplaySettings(storage)).toEqual({
      defaultZoom: 15,
      showTraffic: false,
      autoRefresh: true,
      markerStyle: 'custom',
    });
    store.set(
      'routier.displaySettings',
      JSON.stringify({ defaultZoom: 40, markerStyle: 'huge', showTraffic: 'yes' }),
    );
    expect(readDisplaySettings(storage)).toEqual(DISPLAY_DEFAULTS);
    store.set('routier.displaySettings', '{not json');
    expect(readDisplaySettings(storage)).toEqual(DISPLAY_DEFAULTS);
  });

  it('lists time zones with the account zone present', () => {
    expect(timeZones('UTC')).toContain('UTC');
    expect(timeZones('Mars/Base')[0]).toBe('Mars/Base');
  });
});
