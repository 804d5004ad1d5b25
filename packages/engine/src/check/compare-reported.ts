import type { Solution } from '../model/result.js';
import type { RouteSchedule } from './schedule.js';
import type { Recomputed } from './types.js';

const MAX_STOP_ERRORS_PER_ROUTE = 3;

/**
 * Compares the figures a solution reports with their recomputation: per route (distance, duration, travel,
 * service, wait, cost, load), per stop (location, arrival, start, departure, wait, lateness, distance so far)
 * and the totals. `perArc` is the allowed difference per arc of a route (plus 1e-9 relative).
 */
export function compareReported(
  solution: Solution,
  schedules: ReadonlyArray<RouteSchedule | null>,
  rec: Recomputed,
  perArc: number,
  errors: string[],
): void {
  let recIndex = 0;
  let arcsTotal = 0;
  solution.routes.forEach((route, r) => {
    const s = schedules[r];
    if (!s) return;
    const rr = rec.routes[recIndex++];
    const arcs = s.items.length + 1;
    arcsTotal += arcs;
    const where = `route ${r} (vehicle ${String(route.vehicleId)})`;
    const near = (a: number, b: number): boolean => Math.abs(a - b) <= perArc * arcs + 1e-9 * Math.abs(b);
    const fields: Array<[string, number, number]> = [
      ['distanceM', route.distanceM, s.distance],
      ['durationS', route.durationS, s.duration],
      ['travelS', route.travelS, s.travel],
      ['serviceS', route.serviceS, s.service],
      ['waitS', route.waitS, s.wait],
      ['cost', route.cost, rr.cost],
    ];
    for (const [name, got, want] of fields) {
      if (!near(got, want)) errors.push(`${where}: reports ${name} ${got}, recomputed ${want}`);
    }
    for (let k = 0; k < s.load.length; k++) {
      const got = route.load?.[k] ?? 0;
      if (Math.abs(got - s.load[k]) > 1e-6 * Math.max(1, s.load[k])) {
        errors.push(`${where}: reports load ${got} in dimension ${k}, recomputed ${s.load[k]}`);
      }
    }
    const stops = route.stops ?? [];
    if (stops.length === 0) return;
    let mismatches = 0;
    const expect = (label: string, got: number, want: number): void => {
      if (near(got, want) || mismatches >= MAX_STOP_ERRORS_PER_ROUTE) return;
      mismatches++;
      errors.push(`${where}: ${label} is ${got}, recomputed ${want}`);
    };
    let k = 0;
    for (const stop of stops) {
      if (stop.kind === 'start') {
        expect('start departureS', stop.departureS, s.departure);
      } else if (stop.kind === 'end') {
        expect('end arrivalS', stop.arrivalS, s.finish);
        expect('end distanceM', stop.distanceM, s.distance);
      } else {
        const item = s.items[k++];
        if (!item) break;
        const label = `stop ${k} (${stop.kind} ${String(stop.id ?? stop.jobIndex)})`;
        if (stop.location !== item.location) expect(`${label} location`, stop.location, item.location);
        expect(`${label} arrivalS`, stop.arrivalS, item.arrival);
        expect(`${label} startS`, stop.startS, item.start);
        expect(`${label} departureS`, stop.departureS, item.departure);
        expect(`${label} waitS`, stop.waitS, item.wait);
        expect(`${label} lateS`, stop.lateS, item.late);
        expect(`${label} distanceM`, stop.distanceM, item.distanceSoFar);
      }
    }
  });
  const t = solution.totals;
  const nearTotal = (a: number, b: number): boolean =>
    Math.abs(a - b) <= perArc * Math.max(1, arcsTotal) + 1e-9 * Math.abs(b);
  if (!nearTotal(t.distanceM, rec.distance))
    errors.push(`totals: distanceM ${t.distanceM}, recomputed ${rec.distance}`);
  if (!nearTotal(t.durationS, rec.duration))
    errors.push(`totals: durationS ${t.durationS}, recomputed ${rec.duration}`);
  if (!nearTotal(t.cost, rec.cost)) errors.push(`totals: cost ${t.cost}, recomputed ${rec.cost}`);
  if (t.vehiclesUsed !== rec.vehiclesUsed)
    errors.push(`totals: vehiclesUsed ${t.vehiclesUsed}, recomputed ${rec.vehiclesUsed}`);
  if (t.assignedJobs !== rec.assigned)
    errors.push(`totals: assignedJobs ${t.assignedJobs}, recomputed ${rec.assigned}`);
  if (t.unassignedJobs !== rec.unassigned)
    errors.push(`totals: unassignedJobs ${t.unassignedJobs}, recomputed ${rec.unassigned}`);
  if (!(solution.feasibilityScore >= 0 && solution.feasibilityScore <= 100)) {
    errors.push(`feasibilityScore ${solution.feasibilityScore} is not within 0-100`);
  }
}
