/**
 * How sure a plan must be of where its stops are (docs/planning.md, "How Routier places your stops"): the
 * user's Route Defaults (default region, planning reach), overridden per request (`placement` in the body).
 */
import type { PlacementOptions } from '@routier/contract';
import { DEFAULT_REACH_KM } from '../bias.js';

/** A match the geocoder is less sure of than this is not planned without confirmation. */
export const LOW_CONFIDENCE_BELOW = 0.4;

export interface PlacementPolicy {
  /** Stops matched farther than this from their route's start need confirmation. */
  reachKm: number;
  /** The user's default country (ISO 3166-1 alpha-2) the geocoder prefers, or null. */
  region: string | null;
  /** Plan stops that need confirmation anyway (the request said so); they are stored as confirmed. */
  acceptApproximate: boolean;
}

export interface PlacementDefaults {
  defaultRegion: string | null;
  planningReachKm: number;
}

export function placementPolicy(
  defaults: PlacementDefaults | undefined,
  request: PlacementOptions | undefined,
): PlacementPolicy {
  return {
    reachKm: request?.reachKm ?? defaults?.planningReachKm ?? DEFAULT_REACH_KM,
    region: defaults?.defaultRegion ?? null,
    acceptApproximate: request?.acceptApproximate ?? false,
  };
}
