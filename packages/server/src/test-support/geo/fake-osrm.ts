import nock from 'nock';
import { greatCircleM } from '../../geo/great-circle.js';
import type { LatLng } from '../../geo/types.js';

export interface OsrmTableRequest {
  coordinates: number;
  sources: number;
  destinations: number;
  cells: number;
}

/** The distance the fake answers between two points: great circle x 1.25, to 0.1 m (durations at 12.5 m/s). */
export const fakeOsrmDistance = (a: LatLng, b: LatLng) => Math.round(greatCircleM(a, b) * 1.25 * 10) / 10;

/**
 * A stand-in OSRM server answering `/table` at `base` in OSRM's format, refusing requests of more than
 * `maxCells` cells as OSRM does; answers the list of requests it received, filled as they arrive.
 */
export function fakeOsrmTable(base: string, maxCells = Infinity): OsrmTableRequest[] {
  const requests: OsrmTableRequest[] = [];
  nock(base)
    .persist()
    .get(/^\/table\/v1\/driving\//)
    .query(true)
    .reply((uri) => {
      const url = new URL(uri, base);
      const coords = decodeURIComponent(url.pathname.split('/')[4])
        .split(';')
        .map((pair) => {
          const [lng, lat] = pair.split(',').map(Number);
          return { lat, lng };
        });
      const pick = (name: string) =>
        url.searchParams.get(name)?.split(';').map(Number) ?? coords.map((_, k) => k);
      const sources = pick('sources');
      const destinations = pick('destinations');
      const cells = sources.length * destinations.length;
      requests.push({
        coordinates: coords.length,
        sources: sources.length,
        destinations: destinations.length,
        cells,
      });
      if (cells > maxCells) return [400, { code: 'TooBig', message: 'Too many table coordinates' }];
      const distances = sources.map((s) => destinations.map((d) => fakeOsrmDistance(coords[s], coords[d])));
      const durations = distances.map((row) => row.map((m) => m / 12.5));
      return [200, { code: 'Ok', distances, durations, sources: [], destinations: [] }];
    });
  return requests;
}
