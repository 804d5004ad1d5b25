import type { ProblemInput, ShipmentInput } from '../model/input.js';
import type { ParsedInstance } from './instance.js';
import { invalid, parseInteger, parseNumber, tokenLines } from './text.js';

/** True for the Li & Lim PDPTW layout: a first line of exactly three numbers (vehicles, capacity, speed). */
export function looksLikeLiLim(text: string): boolean {
  const first = tokenLines(text)[0];
  return first !== undefined && first.tokens.length === 3 && first.tokens.every((t) => /^[0-9.]+$/.test(t));
}

/**
 * Parses a Li & Lim (2001) PDPTW file: `K Q S`, then one row per task `i x y demand ready due service p d`
 * (row 0 the depot; a pickup has p = 0 and d its delivery's row, demand > 0; a delivery has p its pickup's
 * row, demand < 0). Result: Euclidean locations (unrounded, speed 1: travel time = distance, as the
 * literature counts), K identical vehicles at the depot with shift = the depot's window and capacity Q,
 * one shipment per pickup row (id = the pickup row; pickup and delivery steps keep their row numbers).
 */
export function parseLiLim(text: string, options: { source?: string; name?: string } = {}): ParsedInstance {
  const source = options.source ?? 'lilim';
  const lines = tokenLines(text);
  if (lines.length < 3) throw invalid(source, null, 'expected a header and at least a depot and a pair');
  const head = lines[0];
  const fleet = parseInteger(head.tokens[0], source, head.line, 'vehicles');
  const capacity = parseNumber(head.tokens[1], source, head.line, 'capacity');
  const rows = lines.slice(1).map(({ line, tokens }) => {
    if (tokens.length < 9) throw invalid(source, line, `expected 9 columns, got ${tokens.length}`);
    const n = (k: number, what: string) => parseNumber(tokens[k], source, line, what);
    return {
      line,
      id: parseInteger(tokens[0], source, line, 'task'),
      x: n(1, 'x'),
      y: n(2, 'y'),
      demand: n(3, 'demand'),
      ready: n(4, 'ready'),
      due: n(5, 'due'),
      service: n(6, 'service'),
      pickup: parseInteger(tokens[7], source, line, 'pickup'),
      delivery: parseInteger(tokens[8], source, line, 'delivery'),
    };
  });
  const byId = new Map(rows.map((r, i) => [r.id, i]));
  const depot = rows[0];
  const coords = rows.flatMap((r) => [r.x, r.y]);
  const shipments: ShipmentInput[] = [];
  for (const [i, r] of rows.entries()) {
    if (i === 0 || r.delivery === 0) continue;
    const j = byId.get(r.delivery);
    if (j === undefined) throw invalid(source, r.line, `delivery row ${r.delivery} does not exist`);
    const d = rows[j];
    if (d.pickup !== r.id) throw invalid(source, d.line, `row ${d.id} does not name ${r.id} as its pickup`);
    shipments.push({
      id: r.id,
      amount: [r.demand],
      pickup: { id: r.id, location: i, serviceS: r.service, timeWindows: [{ start: r.ready, end: r.due }] },
      delivery: { id: d.id, location: j, serviceS: d.service, timeWindows: [{ start: d.ready, end: d.due }] },
    });
  }
  const problem: ProblemInput = {
    locations: { kind: 'euclidean', coords, rounding: 'exact' },
    vehicles: Array.from({ length: fleet }, (_, v) => ({
      id: v + 1,
      start: 0,
      end: 0,
      capacity: [capacity],
      shift: { start: depot.ready, end: depot.due },
    })),
    jobs: [],
    shipments,
  };
  return {
    name: options.name ?? source,
    format: 'lilim',
    problem,
    dimension: rows.length,
    vehicles: fleet,
    capacity,
    edgeWeightType: 'EUC',
    comment: `Li & Lim PDPTW, ${shipments.length} pairs`,
  };
}
