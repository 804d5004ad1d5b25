/**
 * What a re-plan changes, stop by stop: kept in place, moved (1-based positions before -> after), added,
 * removed, and each remaining stop's ETA before and after. Stops are matched by address (trimmed, case
 * folded), the n-th occurrence with the n-th, so a route that visits one address twice stays exact.
 */
import type { EtaChange, PlanDiff, PlanDiffStop } from '@routier/contract';

export interface PlanStop {
  address: string;
  /** Minutes after midnight, or null when the plan has no time for it. */
  eta: number | null;
}

export interface PlanSide {
  stops: readonly PlanStop[];
  /** Kilometres and driving minutes of the whole plan. */
  distance: number;
  minutes: number;
}

/** How a re-plan matches stops: the address, trimmed and case folded. */
export const addressKey = (address: string): string => address.trim().toLowerCase();

/**
 * Keys of stops met in order: the address key and its occurrence (`1 main st#2` for the second stop there),
 * so the n-th stop at an address matches the n-th one on the other side.
 */
export function occurrenceKeys(): (address: string) => string {
  const seen = new Map<string, number>();
  return (address) => {
    const base = addressKey(address);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}#${n}`;
  };
}

function keys(stops: readonly PlanStop[]): string[] {
  const key = occurrenceKeys();
  return stops.map((s) => key(s.address));
}

/** The diff of `after` against `before`; `locked` leading stops of `after` get no ETA change line. */
export function planDiff(before: PlanSide, after: PlanSide, locked: number): PlanDiff {
  const beforeKeys = keys(before.stops);
  const afterKeys = keys(after.stops);
  const position = new Map(beforeKeys.map((k, i) => [k, i]));
  const kept: PlanDiffStop[] = [];
  const moved: PlanDiffStop[] = [];
  const added: PlanDiffStop[] = [];
  const etaChanges: EtaChange[] = [];
  afterKeys.forEach((key, to) => {
    const stop = after.stops[to];
    const from = position.get(key);
    const line = { address: stop.address, from: from === undefined ? null : from + 1, to: to + 1 };
    if (from === undefined) added.push(line);
    else if (from === to) kept.push(line);
    else moved.push(line);
    if (to < locked) return;
    const was = from === undefined ? null : before.stops[from].eta;
    etaChanges.push({
      address: stop.address,
      before: was,
      after: stop.eta,
      change: was === null || stop.eta === null ? null : stop.eta - was,
    });
  });
  const present = new Set(afterKeys);
  const removed = beforeKeys.flatMap((key, from) =>
    present.has(key) ? [] : [{ address: before.stops[from].address, from: from + 1, to: null }],
  );
  return {
    kept,
    moved,
    added,
    removed,
    distanceChange: Math.round((after.distance - before.distance) * 10) / 10,
    timeChange: after.minutes - before.minutes,
    etaChanges,
  };
}
