/**
 * Candidate lists: for each node its k nearest other nodes, nearest first, in a flat `m * k` array
 * (`-1` pads lists of nodes with fewer than k candidates). Nodes flagged in `skip` are never candidates.
 * O(m^2 k) worst case, O(m^2) typical (insertion only when closer than the current k-th).
 */
export function nearestNeighbors(m: number, dist: Int32Array, k: number, skip: number): Int32Array {
  const out = new Int32Array(m * k).fill(-1);
  const best = new Float64Array(k);
  const who = new Int32Array(k);
  for (let i = 0; i < m; i++) {
    if (i === skip) continue;
    let count = 0;
    const row = i * m;
    for (let j = 0; j < m; j++) {
      if (j === i || j === skip) continue;
      const d = dist[row + j];
      if (count === k && d >= best[k - 1]) continue;
      let p = count < k ? count++ : k - 1;
      while (p > 0 && best[p - 1] > d) {
        best[p] = best[p - 1];
        who[p] = who[p - 1];
        p--;
      }
      best[p] = d;
      who[p] = j;
    }
    for (let c = 0; c < count; c++) out[i * k + c] = who[c];
  }
  return out;
}
