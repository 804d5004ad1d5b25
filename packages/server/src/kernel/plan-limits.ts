/**
 * What a plan allows, as every capability asks it: "may this user add N routes / vehicles, use advanced
 * constraints, create an API token?". `billing/` implements it when billing is on; otherwise nothing is
 * limited. Capabilities receive it in AppServices and never import billing (the floors run one way).
 */
export type PlanAction = 'routes' | 'vehicles' | 'advancedConstraints' | 'analytics' | 'apiAccess';

export interface PlanLimits {
  /** Answers when allowed; throws `402 PLAN_LIMIT` naming the limit and the plan that lifts it. */
  check(userId: number, action: PlanAction, count?: number): Promise<void>;
}

/** Billing off (self-hosted default): every feature, no limits. */
export const UNLIMITED: PlanLimits = { check: async () => {} };
