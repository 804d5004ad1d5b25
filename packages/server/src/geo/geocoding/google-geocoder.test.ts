import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test-support/geo/fixtures.js';
import { useNock } from '../../test-support/geo/nock.js';
import { GoogleGeocoder, googlePrecision } from './google-geocoder.js';

const BASE = 'https://maps.googleapis.com';
const PATH = '/maps/api/geocode/json';
useNock();

const geocoder = new GoogleGeocoder({ apiKey: 'test-key', backoffMs: 1 });

function reply(name: string, address?: string) {
  return nock(BASE)
    .get(PATH)
    .query(address === undefined ? true : { address, key: 'test-key', language: 'en' })
    .reply(200, fixture(`google/${name}`));
}

describe('Google geocoder', () => {
  it("passes the user's region and the box of reach around the route's start (soft preferences)", async () => {
    const scope = nock(BASE)
      .get('/maps/api/geocode/json')
      .query(
        (q) =>
          q.address === '1600 Amphitheatre Parkway' &&
          q.region === 'us' &&
          q.bounds === '39.1832,-91.2493|44.5730,-84.0103',
      )
      .reply(200, fixture('google/rooftop'));
    const outcome = await geocoder.geocode('1600 Amphitheatre Parkway', undefined, {
      near: { lat: 41.8781, lng: -87.6298 },
      withinKm: 300,
      region: 'US',
    });
    expect(scope.isDone()).toBe(true);
    expect(outcome.ok).toBe(true);
  });

  it('answers a ROOFTOP street address with address precision', async () => {
    const scope = reply('rooftop', '1600 Amphitheatre Parkway, Mountain View, CA');
    const outcome = await geocoder.geocode('1600 Amphitheatre Parkway, Mountain View, CA');
    expect(scope.isDone()).toBe(true);
    expect(outcome).toEqual({
      ok: true,
      lat: 37.4224428,
      lng: -122.0842467,
      provider: 'google',
      confidence: 0.95,
      precision: 'address',
      displayName: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
    });
  });

  it('lowers the confidence of a partial match and maps a route to street precision', async () => {
    reply('partial-match-street');
    expect(await geocoder.geocode('99999 Congress Ave, Austin, TX')).toMatchObject({
      ok: true,
      precision: 'street',
      confidence: 0.52,
    });
  });

  it('maps an APPROXIMATE locality to city precision', async () => {
    reply('approximate-locality');
    expect(await geocoder.geocode('Paris')).toMatchObject({ ok: true, precision: 'city', confidence: 0.6 });
  });

  it('maps a state to region precision', async () => {
    reply('approximate-state');
    expect(await geocoder.geocode('Texas')).toMatchObject({ ok: true, precision: 'region' });
  });

  it('answers AMBIGUOUS when results are far apart', async () => {
    reply('ambiguous');
    const outcome = await geocoder.geocode('Main St, Springfield');
    expect(outcome).toMatchObject({ ok: false, code: 'AMBIGUOUS' });
    expect(!outcome.ok && outcome.message).toContain('Main St, Springfield, MA, USA');
  });

  it('maps ZERO_RESULTS to NOT_FOUND', async () => {
    reply('zero-results');
    expect(await geocoder.geocode('Xyzzyville')).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('maps OVER_QUERY_LIMIT to RATE_LIMITED', async () => {
    reply('over-query-limit');
    expect(await geocoder.geocode('Austin')).toMatchObject({
      ok: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/quota exceeded \(OVER_QUERY_LIMIT\): You have exceeded/),
    });
  });

  it('maps REQUEST_DENIED to PROVIDER_ERROR naming the key variable', async () => {
    reply('request-denied');
    const outcome = await geocoder.geocode('Austin');
    expect(outcome).toMatchObject({ ok: false, code: 'PROVIDER_ERROR' });
    expect(!outcome.ok && outcome.message).toMatch(/The provided API key is invalid.*GOOGLE_MAPS_API_KEY/);
  });

  it('maps UNKNOWN_ERROR to PROVIDER_ERROR', async () => {
    reply('unknown-error');
    expect(await geocoder.geocode('Austin')).toMatchObject({ ok: false, code: 'PROVIDER_ERROR' });
  });

  it('never passes on a (0, 0) answer', async () => {
    reply('null-island');
    expect(await geocoder.geocode('Unnamed Road')).toMatchObject({ ok: false, code: 'PROVIDER_ERROR' });
  });

  it('keeps the API key out of error messages', async () => {
    nock(BASE).get(PATH).query(true).times(3).reply(500, 'oops');
    const outcome = await geocoder.geocode('Austin');
    expect(outcome).toMatchObject({ ok: false, code: 'PROVIDER_ERROR' });
    expect(!outcome.ok && outcome.message).not.toContain('test-key');
  });

  it('answers literal coordinates without a request', async () => {
    expect(await geocoder.geocode('37.42, -122.08')).toMatchObject({ ok: true, precision: 'coordinates' });
  });
});

describe('googlePrecision', () => {
  it('maps location_type and types', () => {
    expect(googlePrecision('ROOFTOP', ['premise'])).toBe('address');
    expect(googlePrecision('RANGE_INTERPOLATED', ['street_address'])).toBe('address');
    expect(googlePrecision('GEOMETRIC_CENTER', ['establishment', 'point_of_interest'])).toBe('address');
    expect(googlePrecision('GEOMETRIC_CENTER', ['route'])).toBe('street');
    expect(googlePrecision('APPROXIMATE', ['postal_code'])).toBe('city');
    expect(googlePrecision('APPROXIMATE', ['locality', 'political'])).toBe('city');
    expect(googlePrecision('APPROXIMATE', ['country', 'political'])).toBe('region');
  });
});
