import nock from 'nock';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../app/services.js';
import { loadConfig } from '../config/config.js';
import { useNock } from '../geo/test-support/nock.js';
import { planningGeo } from './geo.js';

const BASE = 'http://osrm.test:5000';
useNock();

/** Answers /table like OSRM (100 m per 0.001 degree of latitude), recording the block size of each request. */
function fakeOsrm(): number[][] {
  const blocks: number[][] = [];
  nock(BASE)
    .persist()
    .get(/^\/table\/v1\/driving\//)
    .query(true)
    .reply((uri) => {
      const url = new URL(uri, BASE);
      const lats = decodeURIComponent(url.pathname.split('/')[4])
        .split(';')
        .map((pair) => Number(pair.split(',')[1]));
      const pick = (name: string) =>
        url.searchParams.get(name)?.split(';').map(Number) ?? lats.map((_, k) => k);
      const sources = pick('sources');
      const destinations = pick('destinations');
      blocks.push([sources.length, destinations.length]);
      const distances = sources.map((s) =>
        destinations.map((d) => Math.round(Math.abs(lats[s] - lats[d]) * 1e5)),
      );
      const durations = distances.map((row) => row.map((m) => m / 10));
      return [200, { code: 'Ok', distances, durations, sources: [], destinations: [] }];
    });
  return blocks;
}

function services(env: Record<string, string>): AppServices {
  // planningGeo reads config, knex (only for the geocode cache, unused by the offline geocoder) and logger.
  return {
    config: loadConfig(env),
    knex: undefined,
    logger: pino({ level: 'silent' }),
  } as unknown as AppServices;
}

const points = Array.from({ length: 60 }, (_, k) => ({ lat: 30.1 + k * 0.001, lng: -97.9 }));

describe('planningGeo: OSRM_MAX_TABLE_SIZE', () => {
  it('splits OSRM /table requests into blocks of the configured size', async () => {
    const blocks = fakeOsrm();
    const geo = planningGeo(services({ ROUTING: 'osrm', OSRM_URL: BASE, OSRM_MAX_TABLE_SIZE: '25' }));
    const m = await geo.router.matrix(points, 'default');
    expect(m.n).toBe(60);
    expect(blocks).toHaveLength(9); // 60 = 25 + 25 + 10, for sources and destinations
    expect(Math.max(...blocks.flat())).toBe(25);
    expect(m.distancesM[59]).toBe(5900);
  });

  it('asks for the whole matrix at once within the default of 100', async () => {
    const blocks = fakeOsrm();
    const geo = planningGeo(services({ ROUTING: 'osrm', OSRM_URL: BASE }));
    await geo.router.matrix(points, 'default');
    expect(blocks).toEqual([[60, 60]]);
  });
});
