/**
 * What a multi-vehicle plan minimises, and how its routes are priced (issue 15, "cost is what the user pays"):
 * - The search: with priority `cost` (the fleet default) money, then distance; with `distance`, distance, then
 *   money; `time` as asked. "Then" is a tie-break of TIE_BREAK (0.01 %) of the other term, passed to the
 *   engine's `cost` objective as each vehicle's search rate per km: a $1/km van with room is taken before a
 *   $3/km truck for the same stops, whatever order the vehicles were ticked in. The engine's figures (job
 *   progress) are then within 0.01 % of the plan's money (or kilometres).
 * - The answer: every route is priced at the rate of the vehicle that drives it (km x its cost per km),
 *   never at the search rates.
 */
import type { Objective } from '@routier/contract';

/** Weight of the second criterion against the first. */
export const TIE_BREAK = 1e-4;

export interface SearchPricing {
  objective: Objective;
  /** The per-km rate each vehicle gets in the search (by vehicle index). */
  searchRates: number[];
}

export function searchPricing(priority: Objective, ratesPerKm: readonly number[]): SearchPricing {
  if (priority === 'time') return { objective: 'time', searchRates: [...ratesPerKm] };
  const positive = ratesPerKm.filter((r) => r > 0);
  const mean = positive.length ? positive.reduce((a, b) => a + b, 0) / positive.length : 0;
  const max = Math.max(0, ...ratesPerKm);
  if (mean === 0) return { objective: 'distance', searchRates: [...ratesPerKm] };
  const searchRates =
    priority === 'cost'
      ? ratesPerKm.map((rate) => rate + TIE_BREAK * mean)
      : ratesPerKm.map((rate) => 1 + (TIE_BREAK * rate) / max);
  return { objective: 'cost', searchRates };
}

/** Dollars for a route of `distanceM` metres driven at `ratePerKm`, to the cent. */
export function routeCost(distanceM: number, ratePerKm: number): number {
  return Math.round((distanceM / 1000) * ratePerKm * 100) / 100;
}
