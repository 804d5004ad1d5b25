import { describe, expect, it } from 'vitest';
import type { GeocodeResult } from '../types.js';
import { apiGeocodeErrorCode, classifyStopGeocode, stopFailureMessage } from './stop-policy.js';

const result = (precision: GeocodeResult['precision'], confidence: number): GeocodeResult => ({
  ok: true,
  lat: 30.27,
  lng: -97.74,
  provider: 'offline',
  confidence,
  precision,
  displayName: 'Austin, TX, United States',
});

describe('classifyStopGeocode', () => {
  it('treats coordinates and confident addresses as exact', () => {
    expect(classifyStopGeocode(result('coordinates', 1)).status).toBe('exact');
    expect(classifyStopGeocode(result('address', 0.9)).status).toBe('exact');
  });

  it('marks city, street and unsure matches as approximate, with a reason', () => {
    expect(classifyStopGeocode(result('city', 0.95))).toMatchObject({
      status: 'approximate',
      reason: 'placed at the centre of Austin, TX, United States',
    });
    expect(classifyStopGeocode(result('street', 0.8)).status).toBe('approximate');
    expect(classifyStopGeocode(result('address', 0.4)).status).toBe('approximate');
  });

  it('rejects failures and region-only answers', () => {
    expect(classifyStopGeocode({ ok: false, code: 'NOT_FOUND', message: 'no' })).toMatchObject({
      status: 'rejected',
      failure: { code: 'NOT_FOUND', message: 'no' },
    });
    expect(classifyStopGeocode(result('region', 0.4))).toMatchObject({
      status: 'rejected',
      failure: { code: 'NOT_FOUND' },
    });
  });
});

describe('stopFailureMessage', () => {
  it('names the stop by its 1-based number and address', () => {
    expect(
      stopFailureMessage(3, ' Xyzzyville ', { ok: false, code: 'NOT_FOUND', message: 'Not found.' }),
    ).toBe('Stop 3 ("Xyzzyville") could not be located: Not found.');
    expect(
      stopFailureMessage('Starting location', 'Nowhere', { ok: false, code: 'NOT_FOUND', message: 'No.' }),
    ).toBe('Starting location ("Nowhere") could not be located: No.');
  });
});

describe('apiGeocodeErrorCode', () => {
  it('blames the address for NOT_FOUND and AMBIGUOUS, the provider otherwise', () => {
    const code = (c: 'NOT_FOUND' | 'AMBIGUOUS' | 'PROVIDER_ERROR' | 'RATE_LIMITED') =>
      apiGeocodeErrorCode({ ok: false, code: c, message: '' });
    expect([code('NOT_FOUND'), code('AMBIGUOUS'), code('PROVIDER_ERROR'), code('RATE_LIMITED')]).toEqual([
      'GEOCODE_FAILED',
      'GEOCODE_FAILED',
      'UPSTREAM_ERROR',
      'UPSTREAM_ERROR',
    ]);
  });
});
