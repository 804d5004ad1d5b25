/**
 * Why a request the search could not place stays out: no vehicle has its skills (or its pinned vehicle
 * cannot serve it), it breaks a limit even alone on every vehicle that may serve it (the limit broken most
 * often is named), or it fits alone but not beside the rest of the plan.
 */
import type { UnassignedJob, UnassignedReason } from '../model/result.js';
import type { Broken, RouteEvaluator } from './evaluate.js';
import type { Inserter } from './insert.js';
import type { PdModel } from './model.js';

const REASON: Record<Exclude<Broken, 'none' | 'order'>, UnassignedReason> = {
  window: 'TIME_WINDOW_UNREACHABLE',
  ride: 'TIME_WINDOW_UNREACHABLE',
  shift: 'SHIFT_TOO_SHORT',
  capacity: 'CAPACITY_EXCEEDED',
  stops: 'MAX_STOPS',
  duration: 'MAX_DURATION',
  travel: 'MAX_DURATION',
  distance: 'MAX_DISTANCE',
};

const WHY: Record<Exclude<Broken, 'none' | 'order'>, string> = {
  window: 'no vehicle can reach it within its time windows and the shift',
  ride: 'no vehicle can take it from pickup to delivery within its maximum ride time',
  shift: 'the trip there and back does not fit in any shift',
  capacity: 'its load exceeds the capacity of every vehicle that could serve it',
  stops: 'every vehicle that could serve it allows fewer stops',
  duration: 'the trip there and back exceeds every maximum route time',
  travel: 'the drive there and back exceeds every maximum driving time',
  distance: 'the trip there and back exceeds every maximum route distance',
};

export function requestName(m: PdModel, r: number): string {
  if (r < m.nJobs) {
    const j = m.input.jobs[r];
    return `Stop '${j.name ?? String(j.id)}'`;
  }
  const s = (m.input.shipments ?? [])[r - m.nJobs];
  return `Shipment '${s.name ?? String(s.id)}'`;
}

export function explainRequest(m: PdModel, ev: RouteEvaluator, ins: Inserter, r: number): UnassignedJob {
  const isJob = r < m.nJobs;
  const req = isJob ? m.input.jobs[r] : (m.input.shipments ?? [])[r - m.nJobs];
  const base = isJob ? { jobIndex: r, id: req.id } : { jobIndex: -1, shipmentIndex: r - m.nJobs, id: req.id };
  const who = requestName(m, r);
  const say = (reason: UnassignedReason, why: string): UnassignedJob => ({
    ...base,
    reason,
    message: `${who} ${why}.`,
  });
  const vehicles: number[] = [];
  for (let v = 0; v < m.nVehicles; v++) if (m.eligible[r * m.nVehicles + v] === 1) vehicles.push(v);
  if (vehicles.length === 0) {
    if (req.vehicleId !== undefined && req.vehicleId !== null)
      return say(
        'PINNED_VEHICLE_UNAVAILABLE',
        `is pinned to vehicle '${String(req.vehicleId)}', which lacks a skill it needs`,
      );
    const missing = (req.skills ?? []).filter(
      (s) => !m.input.vehicles.some((v) => (v.skills ?? []).includes(s)),
    );
    return say(
      'SKILL_MISSING',
      missing.length > 0
        ? `needs ${missing.map((s) => `'${s}'`).join(', ')}, which no vehicle has`
        : `needs ${(req.skills ?? []).map((s) => `'${s}'`).join(', ')}, which no single vehicle has all of`,
    );
  }
  const tally = new Map<Broken, number>();
  const alone = m.second[r] < 0 ? [m.first[r]] : [m.first[r], m.second[r]];
  for (const v of vehicles) {
    if (ev.evaluate(v, alone, alone.length) === Infinity)
      tally.set(ev.broken, (tally.get(ev.broken) ?? 0) + 1);
    else if (ins.insert(v, [], r, null))
      return say('NO_ROOM', 'fits in no route beside the other stops of the plan');
    else tally.set('shift', (tally.get('shift') ?? 0) + 1);
  }
  let worst: Broken = 'window';
  let most = 0;
  for (const [k, n] of tally)
    if (n > most && k !== 'none' && k !== 'order') {
      worst = k;
      most = n;
    }
  const key = worst as Exclude<Broken, 'none' | 'order'>;
  return say(REASON[key], `cannot be served: ${WHY[key]}`);
}
