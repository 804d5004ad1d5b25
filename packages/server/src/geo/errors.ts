/**
 * Errors thrown by the travel-time providers (geocoders answer failures as values instead; see types.ts).
 *
 * - ROUTING_UNAVAILABLE: the routing service could not be reached, timed out or kept answering 5xx after retries.
 * - ROUTING_REJECTED: the service refused the request (4xx, `code` other than `Ok`), e.g. a table too big for
 *   its `--max-table-size`, or a coordinate it cannot snap to a road.
 * - NO_ROUTE: the service answered, but some pair of points is not connected by road (an island, a closed
 *   area); `details` names the pair.
 * - INVALID_POINTS: the caller passed a coordinate out of range or not a number.
 */
export type RoutingErrorCode = 'ROUTING_UNAVAILABLE' | 'ROUTING_REJECTED' | 'NO_ROUTE' | 'INVALID_POINTS';

export class RoutingError extends Error {
  override readonly name = 'RoutingError';
  constructor(
    readonly code: RoutingErrorCode,
    message: string,
    readonly details?: { from?: number; to?: number; status?: number; providerCode?: string },
  ) {
    super(message);
  }
}

/** Thrown by createGeoProviders when the configuration names a provider without what it needs. */
export class GeoConfigError extends Error {
  override readonly name = 'GeoConfigError';
  constructor(
    /** The environment variable at fault, e.g. `GOOGLE_MAPS_API_KEY`. */
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}
