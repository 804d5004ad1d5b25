/**
 * Exact search for tiny instances (at most 8 free nodes): depth-first over all orders with a running bound.
 * Returns the best order of `free` nodes for the path start -> order -> end (end null: open path).
 */
export function solveSmall(
  n: number,
  dist: Int32Array,
  start: number,
  end: number | null,
  free: Int32Array,
): { order: Int32Array; cost: number } {
  const k = free.length;
  const best = new Int32Array(k);
  const cur = new Int32Array(k);
  const used = new Uint8Array(k);
  let bestCost = Number.POSITIVE_INFINITY;
  const dfs = (depth: number, last: number, cost: number): void => {
    if (cost >= bestCost) return;
    if (depth === k) {
      const total = end === null ? cost : cost + dist[last * n + end];
      if (total < bestCost) {
        bestCost = total;
        best.set(cur);
      }
      return;
    }
    for (let i = 0; i < k; i++) {
      if (used[i]) continue;
      used[i] = 1;
      cur[depth] = free[i];
      dfs(depth + 1, free[i], cost + dist[last * n + free[i]]);
      used[i] = 0;
    }
  };
  dfs(0, start, 0);
  return { order: best, cost: bestCost };
}
