/**
 * A stored route as a driver follows it: its stops in the optimised order with their planned times, the start
 * and the driven line, read from the route's stored plan (`optimizedRoute`, the basic answer's shape). A route
 * never optimised, or whose totals are stale, is followed in the entered order without times. Stops a plan
 * left out come last, without an order number, so an export never loses one.
 */
import type { LineString } from '../types.js';

/** The fields of a stored stop the exports read (a contract `Stop` fits). */
export interface PlannableStop {
  address: string;
  name?: string | null;
  lat: number | null;
  lng: number | null;
  priority?: string | null;
  demand?: number | null;
  serviceTime?: number | null;
  timeWindow?: { start: number; end: number } | null;
  specialRequirements?: readonly string[] | null;
  notes?: string | null;
}

/** The fields of a stored route the exports read (a contract `Route` fits). */
export interface PlannableRoute {
  name: string;
  startLocation: string;
  scheduledDate: string | null;
  destinations: readonly PlannableStop[];
  optimizedRoute?: unknown;
  totalsStale?: boolean;
}

export interface PlannedStop {
  stop: PlannableStop;
  /** 1-based visiting order; null for a stop the plan left out or a route without a plan. */
  order: number | null;
  /** Minutes after midnight, when the plan has times. */
  arrival: number | null;
  departure: number | null;
}

export interface PlannedRoute {
  stops: PlannedStop[];
  start: { lat: number; lng: number } | null;
  /** [lng, lat] pairs of the driven line: the road geometry when stored, else straight between the points. */
  line: [number, number][];
}

interface StoredPlan {
  start?: { lat?: unknown; lng?: unknown };
  stops?: Array<{ index?: unknown; arrivalTime?: unknown; departureTime?: unknown }>;
  optimizedRoute?: { sequence?: unknown; geometry?: LineString | null; returnToStart?: unknown };
}

const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/**
 * The 1-based destination indices in the stored plan's visiting order (stops the plan left out are not in
 * it); empty when the route has no current plan (never optimised, stale, or a plan that does not fit).
 */
export function visitingOrder(route: {
  destinations: readonly unknown[];
  optimizedRoute?: unknown;
  totalsStale?: boolean;
}): number[] {
  if (route.totalsStale) return [];
  const raw = (route.optimizedRoute as StoredPlan | null | undefined)?.optimizedRoute?.sequence;
  const n = route.destinations.length;
  const sequence = Array.isArray(raw)
    ? raw.filter((i): i is number => Number.isInteger(i) && i >= 1 && i <= n)
    : [];
  return new Set(sequence).size === sequence.length &&
    sequence.length === (raw as unknown[] | undefined)?.length
    ? sequence
    : [];
}

export function plannedRoute(route: PlannableRoute): PlannedRoute {
  const plan = (route.totalsStale ? null : route.optimizedRoute) as StoredPlan | null | undefined;
  const order = visitingOrder(route);
  const times = new Map<number, { arrival: number | null; departure: number | null }>();
  for (const s of plan?.stops ?? []) {
    const index = num(s.index);
    if (index !== null) times.set(index, { arrival: num(s.arrivalTime), departure: num(s.departureTime) });
  }
  const visited = new Set(order);
  const rest = route.destinations.map((_, i) => i + 1).filter((i) => !visited.has(i));
  const planned = order.length > 0;
  const stops: PlannedStop[] = [...order, ...rest].map((index, k) => {
    const inPlan = k < order.length;
    const time = inPlan ? times.get(index) : undefined;
    return {
      stop: route.destinations[index - 1],
      order: planned ? (inPlan ? k + 1 : null) : k + 1,
      arrival: time?.arrival ?? null,
      departure: time?.departure ?? null,
    };
  });
  const startLat = num(plan?.start?.lat);
  const startLng = num(plan?.start?.lng);
  const start = startLat !== null && startLng !== null ? { lat: startLat, lng: startLng } : null;
  return { stops, start, line: lineOf(plan, start, stops) };
}

function lineOf(
  plan: StoredPlan | null | undefined,
  start: { lat: number; lng: number } | null,
  stops: PlannedStop[],
): [number, number][] {
  const geometry = plan?.optimizedRoute?.geometry;
  if (geometry && Array.isArray(geometry.coordinates) && geometry.coordinates.length > 1) {
    return geometry.coordinates.map(([lng, lat]) => [lng, lat]);
  }
  const points: [number, number][] = [];
  if (start) points.push([start.lng, start.lat]);
  for (const { stop, order } of stops) {
    if (order !== null && stop.lat !== null && stop.lng !== null) points.push([stop.lng, stop.lat]);
  }
  if (start && plan?.optimizedRoute?.returnToStart !== false && points.length > 1)
    points.push([start.lng, start.lat]);
  return points.length > 1 ? points : [];
}

/** `HH:MM` of minutes after midnight (1440 is 24:00; later times wrap into the next day's clock). */
export function clock(minutes: number | null): string {
  if (minutes === null) return '';
  if (minutes === 1440) return '24:00'; // the end of a window open until midnight
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
