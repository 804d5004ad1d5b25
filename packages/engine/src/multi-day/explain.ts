/** Why a visit is left out of the plan: the first constraint that blocks it, in a dispatcher's words. */
import type { MultiDayInput, MultiDayUnassigned, MultiDayUnassignedReason } from './model.js';
import type { PlanState } from './plan-state.js';
import { evaluateRoute } from './route-eval.js';

const hours = (s: number): string => `${Math.round((s / 3600) * 10) / 10} h`;

function reasonFor(input: MultiDayInput, state: PlanState, v: number): [MultiDayUnassignedReason, string] {
  const { p } = state;
  const visit = p.visits[v];
  const raw = input.visits[v];
  const name = raw.name ?? String(raw.id);
  const onDays = p.crews.map((_, c) => c).filter((c) => visit.days.includes(p.crews[c].day));
  if (onDays.length === 0) return ['NO_ALLOWED_DAY', `${name}: no vehicle works on any of its allowed days`];
  if (visit.crews.length === 0) {
    if (raw.vehicleId !== undefined && !onDays.some((c) => p.crews[c].vehicleId === raw.vehicleId))
      return [
        'PINNED_VEHICLE_UNAVAILABLE',
        `${name}: vehicle ${String(raw.vehicleId)} does not work on its days`,
      ];
    const allowed = raw.vehicleIds;
    if (allowed && !onDays.some((c) => allowed.includes(p.crews[c].vehicleId)))
      return [
        'PINNED_VEHICLE_UNAVAILABLE',
        `${name}: none of the vehicles that may serve it works on its days`,
      ];
    const skills = raw.skills ?? [];
    if (!onDays.some((c) => skills.every((s) => p.crews[c].skills.has(s))))
      return ['SKILL_MISSING', `${name}: no vehicle on its days offers ${skills.join(', ')}`];
    return ['CAPACITY_EXCEEDED', `${name}: its demand exceeds the capacity of every vehicle on its days`];
  }
  const alone = visit.crews.filter((c) => evaluateRoute(p, c, [v]) !== null);
  if (alone.length === 0) {
    const byDriver = visit.crews.find((c) => {
      const crew = p.crews[c];
      if (crew.driver < 0) return false;
      const saved = crew.maxDurationS;
      crew.maxDurationS = input.crews[c].vehicle.maxDurationS ?? Number.MAX_SAFE_INTEGER;
      const fits = evaluateRoute(p, c, [v]) !== null;
      crew.maxDurationS = saved;
      return fits;
    });
    if (byDriver !== undefined) {
      const d = p.drivers[p.crews[byDriver].driver];
      return [
        'DRIVER_DAILY_HOURS',
        `${name}: the trip is longer than driver ${String(d.id)}'s ${hours(d.maxDailyS)} a day`,
      ];
    }
    return [
      'DOES_NOT_FIT_SHIFT',
      `${name}: alone it does not fit any working window or time window on its days`,
    ];
  }
  const blocks = alone.map((c) =>
    state.seqs[c].length === 0 ? state.driverBlock(c, evaluateRoute(p, c, [v])?.durS ?? 0) : null,
  );
  if (blocks.every((b) => b === 'DRIVER_CONSECUTIVE_DAYS'))
    return [
      'DRIVER_CONSECUTIVE_DAYS',
      `${name}: the drivers of its days would work more consecutive days than allowed`,
    ];
  if (blocks.every((b) => b !== null))
    return ['DRIVER_WEEKLY_HOURS', `${name}: the drivers of its days have no weekly hours left`];
  return ['NO_ROOM', `${name}: the routes of its days are full (time, capacity or hours) in the best plan`];
}

export function explainUnassigned(input: MultiDayInput, state: PlanState): MultiDayUnassigned[] {
  const out: MultiDayUnassigned[] = [];
  for (let v = 0; v < state.crewOf.length; v++) {
    if (state.crewOf[v] >= 0) continue;
    const [reason, message] = reasonFor(input, state, v);
    out.push({ visitIndex: v, id: input.visits[v].id, reason, message });
  }
  return out;
}
