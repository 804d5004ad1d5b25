/** Placing routes' starts and stops on the map with the trust a plan needs (docs/planning.md). */
export {
  placeRoutes,
  type PlacedRoute,
  type PlacementProblem,
  type PlaceOptions,
  type RouteToPlace,
  type StopToPlace,
} from './place-routes.js';
export { placementDetails, placementError } from './placement-error.js';
export {
  placementPolicy,
  LOW_CONFIDENCE_BELOW,
  type PlacementDefaults,
  type PlacementPolicy,
} from './policy.js';
export type { Place, ProblemKind } from './judge.js';
