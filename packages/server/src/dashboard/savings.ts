/**
 * Cost savings of optimised routes, as the contract defines them (GET /api/dashboard/stats): per route with a
 * stored optimisation, the cost of driving the stops in the order they were entered minus the cost of the
 * optimised order, counted as 0 when negative.
 *
 * - The optimisation answer carries that baseline (`baseline.totalCost`, priced like `pricing.total`):
 *   saving = baseline.totalCost - pricing.total (the route's totalCost when the answer has no pricing).
 * - Answers stored without a baseline (saved before it existed, or written by other clients) are estimated
 *   from the stored data when it allows: the entered and the optimised orders are measured with great-circle
 *   distances between the stored coordinates (start and every stop), the stored optimised distance is scaled
 *   by their ratio, and the difference is priced at the answer's rate per km. Routes lacking any of that
 *   count 0.
 */
import { greatCircleM, type LatLng } from '../geo/index.js';
import type { OptimisedRouteFigures } from './dashboard-repository.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const point = (v: unknown): LatLng | undefined => {
  if (!isObject(v)) return undefined;
  const lat = num(v.lat);
  const lng = num(v.lng);
  return lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : undefined;
};

/** Metres along start -> points (in order) [-> start]. */
function pathM(start: LatLng, points: readonly LatLng[], returnToStart: boolean): number {
  let total = 0;
  let previous = start;
  for (const p of points) {
    total += greatCircleM(previous, p);
    previous = p;
  }
  return returnToStart ? total + greatCircleM(previous, start) : total;
}

/** The optimised cost of a stored answer: its pricing total, else the route's totalCost. */
function optimisedCost(route: OptimisedRouteFigures): number | undefined {
  return (isObject(route.pricing) ? num(route.pricing.total) : undefined) ?? route.totalCost ?? undefined;
}

/** Dollars per km of a stored answer's pricing (its base rate, else distance cost over distance). */
function ratePerKm(pricing: unknown): number | undefined {
  if (!isObject(pricing)) return undefined;
  const rate = num(pricing.baseRatePerKm);
  if (rate !== undefined) return rate;
  const cost = num(pricing.distanceCost);
  const km = num(pricing.distance);
  return cost !== undefined && km ? cost / km : undefined;
}

/** The estimate for an answer without a baseline (see the module comment); undefined when not possible. */
export function estimatedSaving(route: OptimisedRouteFigures): number | undefined {
  const basic = route.optimizedRoute;
  const start = point(route.start);
  const stops = route.destinations;
  if (!isObject(basic) || !start || !Array.isArray(stops)) return undefined;
  const points = stops.map(point);
  if (points.some((p) => !p)) return undefined;
  const sequence = basic.sequence;
  const n = points.length;
  if (!Array.isArray(sequence) || sequence.length !== n) return undefined;
  const seen = new Set<number>();
  for (const i of sequence) {
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 1 || i > n || seen.has(i)) return undefined;
    seen.add(i);
  }
  const returnToStart = basic.returnToStart !== false;
  const entered = pathM(start, points as LatLng[], returnToStart);
  const optimised = pathM(
    start,
    (sequence as number[]).map((i) => points[i - 1] as LatLng),
    returnToStart,
  );
  const optimisedKm = num(basic.totalDistance);
  const rate = ratePerKm(route.pricing);
  if (!optimised || optimisedKm === undefined || rate === undefined) return undefined;
  return (optimisedKm * (entered / optimised) - optimisedKm) * rate;
}

/** One route's saving in dollars (never negative). */
export function routeSaving(route: OptimisedRouteFigures): number {
  const baseline = isObject(route.baseline) ? num(route.baseline.totalCost) : undefined;
  const cost = optimisedCost(route);
  const saving =
    baseline !== undefined ? (cost === undefined ? undefined : baseline - cost) : estimatedSaving(route);
  return saving !== undefined && saving > 0 ? saving : 0;
}
