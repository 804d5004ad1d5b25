import type { ParsedInstance } from './instance.js';
import { seededRandom } from './generate.js';
import { parseLiLim } from './lilim.js';

export interface GeneratePdptwOptions {
  /** Pickup-and-delivery pairs (tasks = 2 x pairs). */
  pairs: number;
  seed?: number;
  /** Default 200 (Li & Lim's 100-task classes). */
  capacity?: number;
  /** Default 1000 (depot window [0, horizon]). */
  horizon?: number;
}

/**
 * A seeded random PDPTW in the Li & Lim layout (its text, parsed back): depot at the centre of a 100 x 100
 * square, pairs at random points, pickup windows of 90 and delivery windows of 90 placed so that the direct
 * trip depot -> pickup -> delivery -> depot fits, service 10, amounts 10-40, as many vehicles as pairs.
 */
export function generatePdptw(options: GeneratePdptwOptions): { text: string; instance: ParsedInstance } {
  const random = seededRandom(options.seed ?? 1);
  const capacity = options.capacity ?? 200;
  const horizon = options.horizon ?? 1000;
  const n = options.pairs;
  const rows: number[][] = [[0, 50, 50, 0, 0, horizon, 0, 0, 0]];
  const point = () => [Math.round(random() * 100), Math.round(random() * 100)];
  const far = (x: number, y: number) => Math.hypot(x - 50, y - 50);
  for (let i = 0; i < n; i++) {
    const [px, py] = point();
    const [dx, dy] = point();
    const p = 1 + 2 * i;
    const d = p + 1;
    const travel = Math.hypot(px - dx, py - dy);
    const latest = horizon - 10 - far(dx, dy);
    const ps = far(px, py) + random() * Math.max(0, latest - 10 - travel - far(px, py));
    const ds = ps + 10 + travel + random() * Math.max(0, latest - ps - 10 - travel);
    const amount = 10 + Math.floor(random() * 31);
    rows.push([p, px, py, amount, Math.max(0, Math.floor(ps) - 45), Math.ceil(ps) + 45, 10, 0, d]);
    rows.push([d, dx, dy, -amount, Math.max(0, Math.floor(ds) - 45), Math.ceil(ds) + 45, 10, p, 0]);
  }
  const text = [`${n} ${capacity} 1`, ...rows.map((r) => r.join('\t'))].join('\n') + '\n';
  const name = `pdptw-${2 * n}-${options.seed ?? 1}`;
  return { text, instance: parseLiLim(text, { source: name, name }) };
}
