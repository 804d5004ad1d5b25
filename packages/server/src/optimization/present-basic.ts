/**
 * The basic answer's figures from a visiting order: legs, stops and totals straight from the travel matrix
 * (km to 1 decimal, driving minutes), plus the same figures for the order the stops were entered in (the
 * dashboard's savings baseline).
 */
import type { GeoPoint, Leg, OptimizedStop } from '@routier/contract';
import type { PlannedStop } from './stops.js';
import { leg, type Travel } from './travel.js';
import { km1, wholeMinutes } from './units.js';

export interface DrivenOrder {
  /** 1-based stop indices in visiting order. */
  sequence: number[];
  legs: Leg[];
  stops: OptimizedStop[];
  /** Metres and seconds, unrounded. */
  distanceM: number;
  durationS: number;
}

/** Drives `sequence` (1-based stop indices) from the start, and back to it when `returnToStart`. */
export function driveOrder(
  sequence: readonly number[],
  stops: readonly PlannedStop[],
  travel: Travel,
  returnToStart: boolean,
): DrivenOrder {
  const path = [0, ...sequence, ...(returnToStart ? [0] : [])];
  const legs: Leg[] = [];
  const optimizedStops: OptimizedStop[] = [];
  let distanceM = 0;
  let durationS = 0;
  for (let k = 1; k < path.length; k++) {
    const from = path[k - 1];
    const to = path[k];
    const { distanceM: d, durationS: t } = leg(travel.matrix, from, to);
    distanceM += d;
    durationS += t;
    legs.push({ from, to, distance: km1(d), duration: wholeMinutes(t) });
    if (to !== 0) {
      const point = travel.points[to];
      optimizedStops.push({
        order: optimizedStops.length + 1,
        index: to,
        address: stops[to - 1].address,
        lat: point.lat,
        lng: point.lng,
        distanceFromPrevious: km1(d),
        cumulativeDistance: km1(distanceM),
        arrivalOffset: wholeMinutes(durationS),
      });
    }
  }
  return { sequence: [...sequence], legs, stops: optimizedStops, distanceM, durationS };
}

/** The order the stops were entered in: 1, 2, ..., n. */
export const enteredOrder = (count: number): number[] => Array.from({ length: count }, (_, k) => k + 1);

export function geoPoint(address: string, point: { lat: number; lng: number }): GeoPoint {
  return { address, lat: point.lat, lng: point.lng };
}
