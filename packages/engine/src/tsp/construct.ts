/**
 * Greedy-edge construction (about 15-20% above optimal on Euclidean instances, a good start for 2-opt and
 * Or-opt): candidate edges (each node to its neighbours) by increasing length, taken when both ends still have
 * degree < 2 and no cycle closes; the fragments are then joined nearest-endpoint first. `forced` edges (pairs
 * in a flat array) are taken before all others. Returns a node order.
 */
export function greedyTour(
  m: number,
  dist: Int32Array,
  neighbors: Int32Array,
  k: number,
  forced: readonly number[],
): Int32Array {
  const parent = new Int32Array(m);
  for (let i = 0; i < m; i++) parent[i] = i;
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  const adj = new Int32Array(2 * m).fill(-1);
  const degree = new Uint8Array(m);
  const link = (a: number, b: number): boolean => {
    if (degree[a] >= 2 || degree[b] >= 2) return false;
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return false;
    parent[ra] = rb;
    adj[2 * a + degree[a]++] = b;
    adj[2 * b + degree[b]++] = a;
    return true;
  };
  for (let f = 0; f < forced.length; f += 2) link(forced[f], forced[f + 1]);

  // Every (node, candidate) pair; a pair listed from both sides is simply rejected the second time.
  const edgeCount = m * k;
  const ends = new Int32Array(2 * edgeCount);
  const lengths = new Float64Array(edgeCount);
  let e = 0;
  for (let i = 0; i < m; i++) {
    for (let c = 0; c < k; c++) {
      const j = neighbors[i * k + c];
      if (j < 0) continue;
      ends[2 * e] = i;
      ends[2 * e + 1] = j;
      lengths[e++] = dist[i * m + j];
    }
  }
  const idx = new Int32Array(e);
  for (let i = 0; i < e; i++) idx[i] = i;
  idx.sort((x, y) => lengths[x] - lengths[y] || x - y);
  for (let t = 0; t < e; t++) link(ends[2 * idx[t]], ends[2 * idx[t] + 1]);

  // Join fragments: walk a fragment to its far end, then jump to the nearest free endpoint of another one.
  const order = new Int32Array(m);
  const visited = new Uint8Array(m);
  let endpoints: number[] = [];
  for (let i = 0; i < m; i++) if (degree[i] < 2) endpoints.push(i);
  let current = endpoints.length > 0 ? endpoints[0] : 0;
  let count = 0;
  while (count < m) {
    // Walk the fragment starting at `current` (an endpoint, or any node of the final cycle).
    let prevNode = -1;
    let v = current;
    for (;;) {
      order[count++] = v;
      visited[v] = 1;
      const a = adj[2 * v];
      const b = adj[2 * v + 1];
      const nextNode =
        a >= 0 && a !== prevNode && !visited[a] ? a : b >= 0 && b !== prevNode && !visited[b] ? b : -1;
      if (nextNode < 0) break;
      prevNode = v;
      v = nextNode;
    }
    if (count === m) break;
    endpoints = endpoints.filter((x) => !visited[x]);
    let bestNode = endpoints[0];
    let bestD = Number.POSITIVE_INFINITY;
    for (const x of endpoints) {
      const d = dist[v * m + x];
      if (d < bestD) {
        bestD = d;
        bestNode = x;
      }
    }
    current = bestNode;
  }
  return order;
}
