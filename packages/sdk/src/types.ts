// Convenient names for the contract's schemas: `Route` instead of `components['schemas']['Route']`.
import type { components, operations } from './schema.js';

type S = components['schemas'];

/** The JSON body of an operation's success answer (200 or 201). */
export type ResponseBody<Op extends keyof operations> = operations[Op]['responses'] extends infer R
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : R extends { 202: { content: { 'application/json': infer B } } }
        ? B
        : never
  : never;

/** The JSON request body of an operation. */
export type RequestBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type User = S['User'];
export type AuthProvider = S['AuthProvider'];
export type RegisterRequest = S['RegisterRequest'];
export type LoginRequest = S['LoginRequest'];
export type ApiToken = S['ApiToken'];
export type ApiTokenCreated = S['ApiTokenCreated'];
export type ApiTokenCreateRequest = S['ApiTokenCreateRequest'];
export type Health = S['Health'];
export type Readiness = S['Readiness'];
export type PublicConfig = S['PublicConfig'];
export type MapConfig = S['MapConfig'];
export type GeocoderProvider = S['GeocoderProvider'];
export type RoutingProvider = S['RoutingProvider'];
export type LatLng = S['LatLng'];
export type PageVisit = S['PageVisit'];
