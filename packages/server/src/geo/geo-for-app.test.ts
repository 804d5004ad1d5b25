import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../kernel/services.js';
import { loadConfig } from '../config/config.js';
import { fakeOsrmDistance, fakeOsrmTable, type OsrmTableRequest } from '../test-support/geo/fake-osrm.js';
import { useNock } from '../test-support/geo/nock.js';
import { geoFor } from './geo-for-app.js';

const BASE = 'http://osrm.test:5000';
useNock();

/** The block size (sources x destinations) of each /table request the router made. */
const blocks = (requests: OsrmTableRequest[]) => requests.map((r) => [r.sources, r.destinations]);

function services(env: Record<string, string>): AppServices {
  // geoFor reads config, knex (only for the geocode cache, unused by the offline geocoder) and logger.
  return {
    config: loadConfig(env),
    knex: undefined,
    logger: pino({ level: 'silent' }),
  } as unknown as AppServices;
}

const points = Array.from({ length: 60 }, (_, k) => ({ lat: 30.1 + k * 0.001, lng: -97.9 }));

describe('geoFor: OSRM_MAX_TABLE_SIZE', () => {
  it('splits OSRM /table requests into blocks of the configured size', async () => {
    const requests = fakeOsrmTable(BASE);
    const geo = geoFor(services({ ROUTING: 'osrm', OSRM_URL: BASE, OSRM_MAX_TABLE_SIZE: '25' }));
    const m = await geo.router.matrix(points, 'default');
    expect(m.n).toBe(60);
    expect(requests).toHaveLength(9); // 60 = 25 + 25 + 10, for sources and destinations
    expect(Math.max(...blocks(requests).flat())).toBe(25);
    expect(m.distancesM[59]).toBe(fakeOsrmDistance(points[0], points[59]));
  });

  it('asks for the whole matrix at once within the default of 100', async () => {
    const requests = fakeOsrmTable(BASE);
    const geo = geoFor(services({ ROUTING: 'osrm', OSRM_URL: BASE }));
    await geo.router.matrix(points, 'default');
    expect(blocks(requests)).toEqual([[60, 60]]);
  });
});
