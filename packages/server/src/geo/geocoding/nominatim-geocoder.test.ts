import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { Throttle } from '../http/throttle.js';
import { fixture } from '../../test-support/geo/fixtures.js';
import { useNock } from '../../test-support/geo/nock.js';
import { NominatimGeocoder, nominatimPrecision } from './nominatim-geocoder.js';

const BASE = 'http://nominatim.test:8080';
useNock();

function geocoder(options: Partial<ConstructorParameters<typeof NominatimGeocoder>[0]> = {}) {
  return new NominatimGeocoder({
    baseUrl: BASE,
    userAgent: 'Routier/0.1 (ops@example.com)',
    backoffMs: 1,
    ...options,
  });
}

describe('Nominatim geocoder', () => {
  it("asks for places within reach of the route's start first (viewbox, a preference: bounded stays off)", async () => {
    const scope = nock(BASE)
      .get('/search')
      .query(
        (q) =>
          q.q === 'Springfield' && q.viewbox === '-91.2493,39.1832,-84.0103,44.5730' && !('bounded' in q),
      )
      .reply(200, fixture('nominatim/springfield-ambiguous'));
    const outcome = await geocoder().geocode('Springfield', undefined, {
      near: { lat: 41.8781, lng: -87.6298 },
      withinKm: 300,
    });
    expect(scope.isDone()).toBe(true);
    // Only the Illinois result is within reach: it is chosen, the distant ones come back as candidates.
    expect(outcome).toMatchObject({ ok: true, displayName: expect.stringMatching(/Illinois/) });
    expect(outcome.ok && outcome.candidates?.length).toBeGreaterThan(0);
  });

  it('sends the documented search query with an identifying User-Agent', async () => {
    const scope = nock(BASE)
      .matchHeader('user-agent', 'Routier/0.1 (ops@example.com)')
      .get('/search')
      .query({
        q: 'Austin, TX',
        format: 'jsonv2',
        limit: '5',
        'accept-language': 'en',
        email: 'ops@example.com',
      })
      .reply(200, fixture('nominatim/austin-city'));
    const outcome = await geocoder({ email: 'ops@example.com' }).geocode('  Austin, TX ');
    expect(scope.isDone()).toBe(true);
    expect(outcome).toEqual({
      ok: true,
      lat: 30.2711286,
      lng: -97.7436995,
      provider: 'nominatim',
      confidence: 0.7,
      precision: 'city',
      displayName: 'Austin, Travis County, Texas, United States',
    });
  });

  it('maps a building (place_rank 30) to address precision', async () => {
    nock(BASE).get('/search').query(true).reply(200, fixture('nominatim/capitol-address'));
    const outcome = await geocoder().geocode('1100 Congress Ave, Austin, TX 78701');
    expect(outcome).toMatchObject({ ok: true, precision: 'address', confidence: 0.9, lat: 30.2746652 });
  });

  it('maps a road (place_rank 26) to street precision, and nearby equal results are not ambiguous', async () => {
    nock(BASE).get('/search').query(true).reply(200, fixture('nominatim/congress-street'));
    const outcome = await geocoder().geocode('Congress Avenue, Austin');
    expect(outcome).toMatchObject({ ok: true, precision: 'street', confidence: 0.8 });
  });

  it('answers AMBIGUOUS when equally important results are far apart', async () => {
    nock(BASE).get('/search').query(true).reply(200, fixture('nominatim/springfield-ambiguous'));
    const outcome = await geocoder().geocode('Springfield');
    expect(outcome).toMatchObject({ ok: false, code: 'AMBIGUOUS' });
    expect(!outcome.ok && outcome.message).toContain('Springfield, Sangamon County, Illinois');
  });

  it('answers a state with region precision', async () => {
    nock(BASE).get('/search').query(true).reply(200, fixture('nominatim/texas-region'));
    expect(await geocoder().geocode('Texas')).toMatchObject({
      ok: true,
      precision: 'region',
      confidence: 0.4,
    });
  });

  it('answers NOT_FOUND for an empty result list', async () => {
    nock(BASE).get('/search').query(true).reply(200, []);
    expect(await geocoder().geocode('Xyzzyville')).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('answers literal coordinates without a request', async () => {
    expect(await geocoder().geocode('30.27, -97.74')).toMatchObject({ ok: true, precision: 'coordinates' });
  });

  it('maps HTTP 429 to RATE_LIMITED with Retry-After', async () => {
    nock(BASE).get('/search').query(true).reply(429, 'Too Many Requests', { 'Retry-After': '30' });
    expect(await geocoder().geocode('Austin')).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      message: 'The Nominatim server is rate-limiting requests.',
      retryAfterS: 30,
    });
  });

  it('reports the server message of a refused request', async () => {
    nock(BASE).get('/search').query(true).reply(400, fixture('nominatim/error-bad-request'));
    const outcome = await geocoder().geocode('Austin');
    expect(outcome).toMatchObject({ ok: false, code: 'PROVIDER_ERROR' });
    expect(!outcome.ok && outcome.message).toMatch(/HTTP 400: Parameter 'format' must be one of/);
  });

  it('retries 5xx with backoff, then answers', async () => {
    nock(BASE).get('/search').query(true).times(2).reply(503, 'busy');
    nock(BASE).get('/search').query(true).reply(200, fixture('nominatim/austin-city'));
    expect(await geocoder().geocode('Austin')).toMatchObject({ ok: true, precision: 'city' });
  });

  it('answers PROVIDER_ERROR after the retries are spent', async () => {
    nock(BASE).get('/search').query(true).times(3).reply(502, 'bad gateway');
    const outcome = await geocoder().geocode('Austin');
    expect(outcome).toMatchObject({ ok: false, code: 'PROVIDER_ERROR' });
    expect(!outcome.ok && outcome.message).toMatch(/HTTP 502 \(3 attempts\)/);
  });

  it('times out a silent server', async () => {
    nock(BASE).get('/search').query(true).delay(500).reply(200, []);
    const outcome = await geocoder({ timeoutMs: 50, retries: 0 }).geocode('Austin');
    expect(outcome).toMatchObject({ ok: false, code: 'PROVIDER_ERROR' });
    expect(!outcome.ok && outcome.message).toMatch(/did not answer within 50 ms/);
  });

  it('spaces requests 1 s apart on the public instance', async () => {
    // A frozen clock: three callers arrive at once and must queue 0, 1 and 2 seconds.
    const waits: number[] = [];
    const throttle = new Throttle(
      1000,
      () => 5_000,
      async (ms) => {
        waits.push(ms);
      },
    );
    const publicBase = 'https://nominatim.openstreetmap.org';
    nock(publicBase).get('/search').query(true).times(3).reply(200, fixture('nominatim/austin-city'));
    const g = new NominatimGeocoder({ baseUrl: publicBase, userAgent: 'Routier/0.1', throttle });
    await Promise.all([g.geocode('Austin'), g.geocode('Austin, TX'), g.geocode('Austin, Texas')]);
    expect(waits).toEqual([0, 1000, 2000]);
    expect(new NominatimGeocoder({ baseUrl: publicBase, userAgent: 'x' })['throttle'].minIntervalMs).toBe(
      1000,
    );
    expect(geocoder()['throttle'].minIntervalMs).toBe(0);
  });
});

describe('nominatimPrecision', () => {
  it('follows the search rank table', () => {
    expect([30, 28, 27, 26, 25, 16, 13, 12, 8, 4].map(nominatimPrecision)).toEqual([
      'address',
      'address',
      'street',
      'street',
      'city',
      'city',
      'city',
      'region',
      'region',
      'region',
    ]);
  });
});
