/**
 * Granular neighbourhoods: for each job, its k most correlated other jobs (Vidal et al. 2013):
 *   prox(i, j) = c(i, j) + ct * (0.2 * max(e_j - s_i - t_ij - l_i, 0) + 1 * max(e_i + s_i + t_ij - l_j, 0))
 * with c the objective cost of the arc and ct the objective cost of one time unit; the proximity of a pair
 * is the smaller of both directions. O(n^2) once per solve; lists stored flat (k per job).
 */
import { drivingCostPerTimeUnit } from './coefficients.js';
import type { Problem } from '../problem/problem.js';

export interface Neighbours {
  k: number;
  /** list[i * k .. i * k + count[i]) = neighbours of job i, closest first. */
  list: Int32Array;
  count: Int32Array;
}

export function buildNeighbours(p: Problem, k: number): Neighbours {
  const nJ = p.nJobs;
  const n = p.nLoc;
  k = Math.max(1, Math.min(k, nJ - 1));
  const list = new Int32Array(nJ * k);
  const count = new Int32Array(nJ);
  let dc = 0;
  let tc = 0;
  for (let v = 0; v < p.nVehicles; v++) {
    dc += p.vDistCoef[v];
    tc += p.vDurCoef[v];
  }
  dc /= p.nVehicles;
  tc /= p.nVehicles;
  if (dc === 0 && tc === 0) dc = 1;
  const timed = p.timeMode === 1;
  const ct = timed ? drivingCostPerTimeUnit(p) : 0;
  const t = timed ? p.times[0] : p.dist;
  // Window hull per job.
  const e = new Float64Array(nJ);
  const l = new Float64Array(nJ);
  for (let j = 0; j < nJ; j++) {
    e[j] = p.windowStart[p.windowOffset[j]];
    l[j] = p.windowEnd[p.windowOffset[j + 1] - 1];
  }
  const bestD = new Float64Array(k);
  const sym = p.symmetric;
  const dist = p.dist;
  const loc = p.visitLoc;
  const ok = p.jobAssignable;
  const service = p.visitService;
  for (let i = 0; i < nJ; i++) {
    if (ok[i] === 0) continue;
    let c = 0;
    let worst = Infinity;
    const li = loc[i];
    const row = li * n;
    const base = i * k;
    const si = service[i];
    for (let j = 0; j < nJ; j++) {
      if (j === i || ok[j] === 0) continue;
      const lj = loc[j];
      const a = row + lj;
      let prox: number;
      if (sym) prox = dc * dist[a] + tc * t[a];
      else {
        const b = lj * n + li;
        prox = dc * Math.min(dist[a], dist[b]) + tc * Math.min(t[a], t[b]);
      }
      if (c === k && prox >= worst) continue;
      if (timed) {
        const tij = t[a];
        const tji = t[lj * n + li];
        const sj = service[j];
        const pij = ct * (0.2 * pos(e[j] - si - tij - l[i]) + pos(e[i] + si + tij - l[j]));
        const pji = ct * (0.2 * pos(e[i] - sj - tji - l[j]) + pos(e[j] + sj + tji - l[i]));
        prox += Math.min(pij, pji);
        if (c === k && prox >= worst) continue;
      }
      // Insertion into the sorted top-k.
      let q = c < k ? c++ : k - 1;
      while (q > 0 && bestD[q - 1] > prox) {
        bestD[q] = bestD[q - 1];
        list[base + q] = list[base + q - 1];
        q--;
      }
      bestD[q] = prox;
      list[base + q] = j;
      if (c === k) worst = bestD[k - 1];
    }
    count[i] = c;
  }
  return { k, list, count };
}

function pos(x: number): number {
  return x > 0 && Number.isFinite(x) ? x : 0;
}
