import { EngineError } from '../model/errors.js';
import type { ProblemInput } from '../model/input.js';
import { invalid, parseInteger, parseNumber } from './text.js';

/** A CVRPLIB-style solution file: routes of customer ids (depot omitted) and the stated cost. */
export interface SolFile {
  routes: number[][];
  /** The `Cost` line, or null when the file has none. */
  cost: number | null;
  /** Other `Key: value` lines (e.g. `Optimal: True`), keys as written. */
  extra: Record<string, string>;
}

/**
 * Reads `Route #1: 3 7 12` lines and a `Cost 27591` (or `Cost: 27591`) line. Route numbers are not
 * required to be consecutive; empty routes are dropped. Throws INVALID_INSTANCE with the line number.
 */
export function parseSol(text: string, source = 'solution'): SolFile {
  const routes: number[][] = [];
  const extra: Record<string, string> = {};
  let cost: number | null = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (raw === '') continue;
    const line = i + 1;
    const route = /^route\s*#?\s*\d*\s*:(.*)$/i.exec(raw);
    if (route) {
      const ids = route[1].trim() === '' ? [] : route[1].trim().split(/\s+/);
      const parsed = ids.map((t) => parseInteger(t, source, line, 'customer id'));
      if (parsed.some((id) => id < 0)) throw invalid(source, line, 'customer ids must not be negative');
      if (parsed.length > 0) routes.push(parsed);
      continue;
    }
    const costLine = /^cost\s*:?\s*(\S+)\s*$/i.exec(raw);
    if (costLine) {
      cost = parseNumber(costLine[1], source, line, 'Cost');
      continue;
    }
    const kv = /^([A-Za-z][\w ]*?)\s*:\s*(.*)$/.exec(raw);
    if (kv) {
      extra[kv[1]] = kv[2];
      continue;
    }
    throw invalid(source, line, `expected "Route #k: ids" or "Cost value", got "${raw.slice(0, 60)}"`);
  }
  return { routes, cost, extra };
}

/** Formats a cost: integers as such, otherwise up to 6 decimals without trailing zeros. */
export function formatCost(cost: number): string {
  if (Number.isInteger(cost)) return String(cost);
  return cost.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}

/** Writes routes of customer ids (depot omitted) and the cost in the CVRPLIB layout, one route per line. */
export function writeSol(routes: ReadonlyArray<ReadonlyArray<number | string>>, cost: number): string {
  const lines: string[] = [];
  let r = 0;
  for (const route of routes) {
    if (route.length === 0) continue;
    r++;
    lines.push(`Route #${r}: ${route.join(' ')}`);
  }
  lines.push(`Cost ${formatCost(cost)}`);
  return lines.join('\n') + '\n';
}

/** Job ids of each route, in visiting order (the `.sol` view of a solution). */
export function routesToIds(
  problem: ProblemInput,
  routes: ReadonlyArray<{ jobIndices: ArrayLike<number> }>,
): Array<Array<number | string>> {
  return routes.map((r) => Array.from(r.jobIndices, (j) => problem.jobs[j].id));
}

/** Maps `.sol` customer ids back to job indices; throws INVALID_INSTANCE on an id that is not a job. */
export function idsToJobIndices(
  problem: ProblemInput,
  routes: ReadonlyArray<ReadonlyArray<number | string>>,
): number[][] {
  const byId = new Map<string | number, number>();
  problem.jobs.forEach((job, j) => byId.set(job.id, j));
  return routes.map((route, r) =>
    route.map((id) => {
      const j = byId.get(id);
      if (j === undefined) {
        throw new EngineError(
          'INVALID_INSTANCE',
          `route #${r + 1}: customer ${id} is not a job of this instance`,
        );
      }
      return j;
    }),
  );
}
