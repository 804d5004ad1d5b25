/**
 * How the product treats a geocoded stop (docs/adr/0010-offline-geocoding.md), in one place so
 * the API, the console and the CLI agree:
 * - `exact`: literal coordinates, or an address-level match with confidence >= APPROXIMATE_BELOW.
 * - `approximate`: usable, but the dispatcher must see it (street- or city-level point, or low confidence); the
 *   API returns the precision and confidence with the stop and the console marks it.
 * - `rejected`: no point at all (failure), or only a region (a state or country centre is no place to drive
 *   to). The request fails with a 400 naming the stop; nothing is ever placed at (0, 0).
 */
import type { GeocodeFailure, GeocodeOutcome, GeocodeResult } from '../types.js';

/** Results less sure than this are shown as approximate even at address precision. */
export const APPROXIMATE_BELOW = 0.6;

export type StopGeocodeVerdict =
  | { status: 'exact'; result: GeocodeResult }
  | { status: 'approximate'; result: GeocodeResult; reason: string }
  | { status: 'rejected'; failure: GeocodeFailure };

export function classifyStopGeocode(outcome: GeocodeOutcome): StopGeocodeVerdict {
  if (!outcome.ok) return { status: 'rejected', failure: outcome };
  switch (outcome.precision) {
    case 'region':
      return {
        status: 'rejected',
        failure: {
          ok: false,
          code: 'NOT_FOUND',
          message: `Only a region was found (${outcome.displayName}); give a street address, a city or "lat, lng".`,
        },
      };
    case 'city':
      return {
        status: 'approximate',
        result: outcome,
        reason: `placed at the centre of ${outcome.displayName}`,
      };
    case 'street':
      return {
        status: 'approximate',
        result: outcome,
        reason: `placed on the street (${outcome.displayName})`,
      };
    default:
      return outcome.confidence < APPROXIMATE_BELOW
        ? { status: 'approximate', result: outcome, reason: `uncertain match (${outcome.displayName})` }
        : { status: 'exact', result: outcome };
  }
}

/**
 * The 400 message for a place that could not be located, naming it: a number is a stop (1-based, as the spec's
 * screens number them), a string is used as is ("Starting location").
 */
export function stopFailureMessage(stop: number | string, address: string, failure: GeocodeFailure): string {
  const label = typeof stop === 'number' ? `Stop ${stop}` : stop;
  return `${label} ("${address.trim()}") could not be located: ${failure.message}`;
}

/**
 * The API error code of a geocoding failure (openapi.yaml): the address is at fault (`GEOCODE_FAILED`: not found,
 * ambiguous, only a region) or the provider is (`UPSTREAM_ERROR`: down, refusing, rate-limited).
 */
export function apiGeocodeErrorCode(failure: GeocodeFailure): 'GEOCODE_FAILED' | 'UPSTREAM_ERROR' {
  return failure.code === 'NOT_FOUND' || failure.code === 'AMBIGUOUS' ? 'GEOCODE_FAILED' : 'UPSTREAM_ERROR';
}
