/**
 * VRPTW instances drawn the way Solomon (1987) drew his six classes and Gehring & Homberger (1999) scaled them
 * to 200-1,000 customers, for a development set at sizes the shared benchmarks do not hold:
 *
 * - customers random (R), clustered (C) or half of each (RC) on a square grid of side 500 · sqrt(n / 1000),
 *   the depot in the centre;
 * - type 1 (a short horizon, capacity 200: few customers per route) or type 2 (a long horizon, capacity 700 or
 *   1,000: long routes);
 * - a share of the customers (25-100%, drawn) with a window narrower than the horizon, of a width drawn per
 *   instance; the others can be served any time they can be reached;
 * - in the clustered classes, as in Solomon's, the windows are centred on the arrival times of a reference
 *   solution that serves the clusters one after the other, so a tight plan exists; in the others the centres
 *   are drawn uniformly among the times a lone visit could start.
 *
 * The class is the seed's: seeds 1-6 give R1, C1, RC1, R2, C2, RC2, then again. Pure: the same (customers,
 * seed) always gives the same text. The instance is written in Solomon's layout and read back with DIMACS
 * arcs (truncated to one decimal), the convention of the published Gehring-Homberger results.
 */
import { EngineError } from '../model/errors.js';
import { seededRandom } from './generate.js';
import type { ParsedInstance } from './instance.js';
import { parseSolomon } from './solomon.js';

export const GH_CLASSES = ['R1', 'C1', 'RC1', 'R2', 'C2', 'RC2'] as const;
export type GhClass = (typeof GH_CLASSES)[number];

export interface GenerateGhOptions {
  customers: number;
  /** Picks the class (seed 1-6: R1, C1, RC1, R2, C2, RC2, cyclically) and everything drawn. Default 1. */
  seed?: number;
}

interface ClassShape {
  /** Horizon in grid sides. */
  horizon: number;
  capacity: number;
  service: number;
  /** Window widths as shares of the horizon: [narrow, medium]; a third width class is drawn per customer. */
  widths: [number, number];
}

const SHAPES: Record<GhClass, ClassShape> = {
  R1: { horizon: 2.7, capacity: 200, service: 10, widths: [0.045, 0.13] },
  C1: { horizon: 3.65, capacity: 200, service: 90, widths: [0.05, 0.1] },
  RC1: { horizon: 2.9, capacity: 200, service: 10, widths: [0.045, 0.13] },
  R2: { horizon: 8, capacity: 1000, service: 10, widths: [0.06, 0.12] },
  C2: { horizon: 7, capacity: 700, service: 90, widths: [0.05, 0.1] },
  RC2: { horizon: 7.5, capacity: 1000, service: 10, widths: [0.06, 0.12] },
};

export function generateGhLike(options: GenerateGhOptions): { text: string; instance: ParsedInstance } {
  const n = options.customers;
  if (!Number.isInteger(n) || n < 2)
    throw new EngineError('INVALID_OPTION', 'customers must be an integer ≥ 2');
  const seed = options.seed ?? 1;
  const kind = GH_CLASSES[(((seed - 1) % 6) + 6) % 6];
  const shape = SHAPES[kind];
  const random = seededRandom(seed * 104729 + n);
  const int = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));

  const grid = Math.round(500 * Math.sqrt(n / 1000));
  const depot: Point = [Math.round(grid / 2), Math.round(grid / 2)];
  const horizon = Math.round(shape.horizon * grid);
  const clustered = kind.startsWith('RC') ? Math.floor(n / 2) : kind.startsWith('C') ? n : 0;
  const points = placeCustomers(n, clustered, grid, int, random);
  const demands = points.map(() => (kind.startsWith('C') ? 10 * int(1, 4) : int(1, 50)));
  const service = shape.service;
  const dist = (a: Point, b: Point): number => {
    const dx = a[0] - b[0];
    const dy = a[1] - b[1];
    return Math.floor(10 * Math.sqrt(dx * dx + dy * dy)) / 10;
  };

  // A share of the customers get a window; its width is one of three classes for the whole instance.
  const share = [0.25, 0.5, 0.75, 1][int(0, 3)];
  const widthClass = int(0, 2);
  const centres =
    clustered === n ? referenceArrivals(points, demands, depot, horizon, shape, dist) : undefined;
  const rows: number[][] = [[0, depot[0], depot[1], 0, 0, horizon, 0]];
  points.forEach((p, i) => {
    const out = dist(depot, p);
    const latest = Math.floor(horizon - dist(p, depot) - service);
    let ready = 0;
    let due = latest;
    if (random() < share) {
      const width = horizon * (widthClass < 2 ? shape.widths[widthClass] : 0.05 + 0.3 * random());
      const centre = centres ? centres[i] : out + random() * Math.max(0, latest - out);
      ready = Math.max(0, Math.round(centre - width / 2));
      due = Math.min(latest, Math.round(centre + width / 2));
      // The window must let a lone visit start in it.
      if (due < Math.ceil(out)) due = Math.min(latest, Math.ceil(out) + Math.round(width / 2));
      if (ready > due) ready = Math.max(0, due - Math.round(width));
    }
    rows.push([i + 1, p[0], p[1], demands[i], ready, due, service]);
  });

  const fleet = Math.max(25, Math.ceil(n / 4));
  const name = `GH-${kind}-n${n}-s${seed}`;
  const text = [
    name,
    '',
    'VEHICLE',
    'NUMBER     CAPACITY',
    `  ${fleet}         ${shape.capacity}`,
    '',
    'CUSTOMER',
    'CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE TIME',
    '',
    ...rows.map((r) => r.map((v) => String(v).padStart(9)).join(' ')),
    '',
  ].join('\n');
  const instance = parseSolomon(text, { rounding: 'trunc1', source: name });
  const widthName = widthClass < 2 ? `${shape.widths[widthClass] * 100}%` : 'mixed';
  instance.comment = `generated by routier in the Gehring-Homberger style: class ${kind}, ${n} customers, seed ${seed}, ${share * 100}% with windows of ${widthName} of the horizon`;
  return { text, instance };
}

type Point = [number, number];
type Int = (lo: number, hi: number) => number;

/** Random points, the first `clustered` of them around cluster centres (about 10 customers a cluster). */
function placeCustomers(n: number, clustered: number, grid: number, int: Int, random: () => number): Point[] {
  const points: Point[] = [];
  const centres: Point[] = [];
  const clusters = Math.max(2, Math.round(clustered / 10));
  for (let c = 0; c < clusters && clustered > 0; c++) centres.push([int(0, grid), int(0, grid)]);
  const spread = grid / 60;
  for (let i = 0; i < clustered; i++) {
    const [cx, cy] = centres[i % clusters];
    // Box-Muller: a normal offset from the centre, kept on the grid.
    const r = spread * Math.sqrt(-2 * Math.log(1 - random()));
    const a = 2 * Math.PI * random();
    points.push([
      clamp(Math.round(cx + r * Math.cos(a)), grid),
      clamp(Math.round(cy + r * Math.sin(a)), grid),
    ]);
  }
  while (points.length < n) points.push([int(0, grid), int(0, grid)]);
  return points;
}

function clamp(v: number, grid: number): number {
  return Math.min(grid, Math.max(0, v));
}

/**
 * Arrival times of a reference plan: customers swept by angle around the depot (so a cluster's customers
 * come together), a new route when capacity or the horizon would be exceeded (Solomon centred his clustered
 * classes' windows on the arrival times of a good plan).
 */
function referenceArrivals(
  points: Point[],
  demands: number[],
  depot: Point,
  horizon: number,
  shape: ClassShape,
  dist: (a: Point, b: Point) => number,
): number[] {
  const order = points
    .map((p, i) => ({ i, angle: Math.atan2(p[1] - depot[1], p[0] - depot[0]) }))
    .sort((a, b) => a.angle - b.angle || a.i - b.i)
    .map((e) => e.i);
  const arrivals = new Array<number>(points.length).fill(0);
  let at: Point = depot;
  let time = 0;
  let load = 0;
  for (const i of order) {
    const p = points[i];
    const arrive = time + dist(at, p);
    if (load + demands[i] > shape.capacity || arrive + shape.service + dist(p, depot) > horizon) {
      at = depot;
      time = 0;
      load = 0;
    }
    arrivals[i] = time + dist(at, p);
    time = arrivals[i] + shape.service;
    load += demands[i];
    at = p;
  }
  return arrivals;
}
