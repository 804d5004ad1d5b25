/**
 * POST /api/geocode: each address through the configured geocoder and its cache, answered in request order
 * as a success (coordinates, provider, confidence, precision, matched name, whether it came from the cache)
 * or a failure (GEOCODE_FAILED: the address; UPSTREAM_ERROR: the provider). The same policy as planning: a
 * region-only match (a state, a country) is a failure, since no route can be planned to it.
 */
import type { GeocodeFailure, GeocodeResponse, GeocodeSuccess } from '@routier/contract';
import { apiGeocodeErrorCode, classifyStopGeocode, geocodeMany, type Geocoder } from './index.js';

export async function geocodeAddresses(
  geocoder: Geocoder,
  addresses: readonly string[],
  signal?: AbortSignal,
): Promise<GeocodeResponse> {
  const outcomes = await geocodeMany(geocoder, addresses, { signal });
  return {
    results: outcomes.map((outcome, i): GeocodeSuccess | GeocodeFailure => {
      const address = addresses[i];
      const verdict = classifyStopGeocode(outcome);
      if (verdict.status === 'rejected') {
        return {
          address,
          ok: false,
          code: apiGeocodeErrorCode(verdict.failure),
          message: verdict.failure.message,
        };
      }
      const result = verdict.result;
      return {
        address,
        ok: true,
        lat: result.lat,
        lng: result.lng,
        provider: result.provider,
        confidence: result.confidence,
        displayName: result.displayName,
        // classifyStopGeocode rejects region-only matches, so the precision is never `region` here.
        precision: result.precision as GeocodeSuccess['precision'],
        cached: result.cached === true,
      };
    }),
  };
}
