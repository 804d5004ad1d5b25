/**
 * Break placement: each break of a route is tried after every other visit of its route (relocation inside
 * the route; a break never leaves its vehicle). O(length^2) per break, for routes changed since last time.
 */
import { endSentinel, startSentinel } from '../../problem/problem.js';
import { EPS, type SearchContext } from '../context.js';
import { applyExchange, evaluateExchange } from './exchange.js';

export function improveBreaks(ctx: SearchContext, r: number): boolean {
  const p = ctx.p;
  const R = ctx.routes;
  let improved = false;
  for (let k = p.breakOffset[r]; k < p.breakOffset[r + 1]; k++) {
    const b = p.breakIds[k];
    let best = -EPS;
    let bestX = -1;
    const e = endSentinel(p, r);
    for (let x = startSentinel(p, r); x !== e; x = R.next[x]) {
      if (x === b || x === R.prev[b]) continue;
      const d = evaluateExchange(ctx, b, x, 1, 0, false);
      if (d < best) {
        best = d;
        bestX = x;
      }
    }
    if (bestX >= 0) {
      applyExchange(ctx, b, bestX, 1, 0, false, best);
      improved = true;
    }
  }
  return improved;
}
