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

/**
 * Candidate lists by alpha-nearness (Helsgaun 2000, on the minimum spanning tree): alpha(i, j) = d(i, j) -
 * beta(i, j), beta the longest edge on the tree path from i to j, i.e. how much longer the cheapest spanning
 * tree containing edge (i, j) is. Unlike plain nearest neighbours, every cluster keeps candidate edges towards
 * its neighbouring clusters. k smallest alpha per node, ties by distance. O(m^2) time, O(m) extra memory.
 */
export function alphaNeighbors(m: number, dist: Int32Array, k: number, skip: number): Int32Array {
  // Prim on the nodes other than `skip`.
  const parent = new Int32Array(m).fill(-1);
  const key = new Float64Array(m).fill(Number.POSITIVE_INFINITY);
  const inTree = new Uint8Array(m);
  const root = skip === 0 ? 1 : 0;
  if (skip >= 0) inTree[skip] = 1;
  key[root] = 0;
  for (let step = 0; step < m - (skip >= 0 ? 1 : 0); step++) {
    let v = -1;
    for (let u = 0; u < m; u++) if (!inTree[u] && (v < 0 || key[u] < key[v])) v = u;
    inTree[v] = 1;
    for (let u = 0; u < m; u++) {
      if (!inTree[u] && dist[v * m + u] < key[u]) {
        key[u] = dist[v * m + u];
        parent[u] = v;
      }
    }
  }
  // Tree adjacency in compressed form.
  const degree = new Int32Array(m + 1);
  for (let u = 0; u < m; u++) {
    if (parent[u] < 0) continue;
    degree[u]++;
    degree[parent[u]]++;
  }
  const startAt = new Int32Array(m + 1);
  for (let u = 0; u < m; u++) startAt[u + 1] = startAt[u] + degree[u];
  const fill = startAt.slice(0, m);
  const adj = new Int32Array(startAt[m]);
  for (let u = 0; u < m; u++) {
    if (parent[u] < 0) continue;
    adj[fill[u]++] = parent[u];
    adj[fill[parent[u]]++] = u;
  }
  const out = new Int32Array(m * k).fill(-1);
  const beta = new Float64Array(m);
  const seen = new Int32Array(m).fill(-1);
  const stack = new Int32Array(m);
  const bestA = new Float64Array(k);
  const bestD = new Float64Array(k);
  const who = new Int32Array(k);
  for (let i = 0; i < m; i++) {
    if (i === skip) continue;
    // beta(i, .) by a traversal of the tree from i.
    let top = 0;
    stack[top++] = i;
    seen[i] = i;
    beta[i] = Number.NEGATIVE_INFINITY;
    while (top > 0) {
      const v = stack[--top];
      for (let e = startAt[v]; e < startAt[v + 1]; e++) {
        const u = adj[e];
        if (seen[u] === i) continue;
        seen[u] = i;
        const w = dist[v * m + u];
        beta[u] = beta[v] > w ? beta[v] : w;
        stack[top++] = u;
      }
    }
    let count = 0;
    const row = i * m;
    for (let j = 0; j < m; j++) {
      if (j === i || j === skip) continue;
      const d = dist[row + j];
      const a = d - beta[j];
      if (count === k && (a > bestA[k - 1] || (a === bestA[k - 1] && d >= bestD[k - 1]))) continue;
      let p = count < k ? count++ : k - 1;
      while (p > 0 && (bestA[p - 1] > a || (bestA[p - 1] === a && bestD[p - 1] > d))) {
        bestA[p] = bestA[p - 1];
        bestD[p] = bestD[p - 1];
        who[p] = who[p - 1];
        p--;
      }
      bestA[p] = a;
      bestD[p] = d;
      who[p] = j;
    }
    for (let c = 0; c < count; c++) out[i * k + c] = who[c];
  }
  return out;
}
