/**
 * The upgrade offer of document 2, section 2: Professional at $79 a month with its entitlements, measured
 * against the Basic plan's limits (25 routes a month, 3 vehicles; section 9). Prices come from the pricing
 * page's plan list so the two screens never disagree.
 */
import { PLANS, annualPrice } from '../pricing/plans.js';

export const BASIC_LIMITS = { routesPerMonth: 25, vehicles: 3 } as const;

const professional = PLANS.find((plan) => plan.id === 'professional')!;
const basic = PLANS.find((plan) => plan.id === 'basic')!;

export const PROFESSIONAL_MONTHLY = professional.monthlyPrice!;
export const BASIC_MONTHLY = basic.monthlyPrice!;
/** What paying annually saves over twelve monthly payments. */
export const PROFESSIONAL_ANNUAL_SAVING =
  Math.round((PROFESSIONAL_MONTHLY * 12 - annualPrice(PROFESSIONAL_MONTHLY)) * 100) / 100;

export const PROFESSIONAL_FEATURES = [
  '500 routes per month',
  '25 vehicles max',
  'Priority support',
  'Advanced dashboard and analytics',
  'Time windows',
  'Capacity optimisation',
  'Driver scheduling',
  'Route status monitoring',
];

/** Share of a limit used, 0-1, for a progress bar. */
export function usageFraction(used: number, limit: number): number {
  return limit <= 0 ? 1 : Math.min(1, used / limit);
}
