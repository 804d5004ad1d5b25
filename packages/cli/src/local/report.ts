/** What a local optimisation tells the person running it: progress, totals and unassigned stops, errors. */
import type { Objective, ProgressEvent } from '@routier/engine';
import { UsageError } from '../io/errors.js';
import type { ProgressState } from '../output/progress-state.js';
import type { LocalPlan } from './plan.js';
import type { LocalStop } from './stops-file.js';
import type { LocalVehicle } from './vehicles-file.js';

/** The engine's objective value in the product's unit: metres as km, seconds as minutes, dollars. */
export function formatCost(value: number, objective: Objective): string {
  if (objective === 'distance') return `${(value / 1000).toFixed(1)} km`;
  if (objective === 'time') return `${Math.round(value / 60)} min`;
  return `$${value.toFixed(2)}`;
}

export function solveProgress(
  e: ProgressEvent,
  o: {
    title: string;
    objective: Objective;
    budgetMs: number | undefined;
    maxIterations: number | undefined;
    status?: string;
  },
): ProgressState {
  const percent =
    o.status === 'done'
      ? 100
      : o.budgetMs
        ? Math.min(99, (100 * e.elapsedMs) / o.budgetMs)
        : o.maxIterations
          ? Math.min(99, (100 * e.iterations) / o.maxIterations)
          : 0;
  return {
    title: o.title,
    percent,
    status: o.status ?? 'solving',
    best:
      e.bestRoutesCost === null
        ? null
        : `best ${formatCost(e.bestRoutesCost, o.objective)}${e.unassigned ? ` (${e.unassigned} unassigned)` : ''}`,
    elapsedMs: e.elapsedMs,
  };
}

function hours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return h ? `${h} h ${minutes % 60} min` : `${minutes} min`;
}

/** Totals (always) and unassigned stops (the first 20) for stderr. */
export function planNotes(plan: LocalPlan): string[] {
  const t = plan.totals;
  const lines = [
    `${t.assigned} of ${t.stops} stops on ${t.routes} route${t.routes === 1 ? '' : 's'}: ` +
      `${t.distanceKm.toFixed(1)} km, ${hours(t.durationMinutes)}, $${t.cost.toFixed(2)} ` +
      `(${(plan.solver.runtimeMs / 1000).toFixed(1)} s, ${plan.solver.iterations} iterations, seed ${plan.solver.seed})`,
  ];
  if (plan.unassigned.length) {
    lines.push(
      `! ${plan.unassigned.length} stop${plan.unassigned.length === 1 ? ' is' : 's are'} not on any route:`,
    );
    for (const u of plan.unassigned.slice(0, 20)) {
      lines.push(`  stop ${u.index} (${u.name ?? u.address ?? u.id}): ${u.message}`);
      if (u.fix) lines.push(`    fix${u.fix.verified ? '' : ' (not verified)'}: ${u.fix.message}`);
    }
    if (plan.unassigned.length > 20)
      lines.push(`  ... and ${plan.unassigned.length - 20} more (see --format json)`);
  }
  for (const v of plan.violations.slice(0, 10)) lines.push(`! ${v.message}`);
  return lines;
}

/** An EngineError (invalid problem) as a usage error naming the file's row or the vehicle. */
export function engineErrorToUsage(error: unknown, stops: LocalStop[], vehicles: LocalVehicle[]): unknown {
  const e = error as { name?: string; path?: string; message?: string };
  if (e?.name !== 'EngineError') return error;
  const where = (e.path ?? '')
    .replace(/^jobs\[(\d+)\]/, (_, i: string) => stops[Number(i)]?.where ?? `stop ${Number(i) + 1}`)
    .replace(
      /^vehicles\[(\d+)\]/,
      (_, i: string) => `vehicle '${vehicles[Number(i)]?.name ?? Number(i) + 1}'`,
    );
  return new UsageError(
    `The problem is not valid: ${e.message}`,
    where ? [{ where, message: e.message ?? '' }] : [],
  );
}
