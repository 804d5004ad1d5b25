/**
 * Route segments and their O(1) concatenation (Vidal et al. 2013, time-warp formulation).
 *
 * A segment summarises a sequence of visits: distance, job count, load per dimension and the time data
 * (d = duration incl. service and waiting, tw = time warp, e / l = earliest / latest start without extra
 * waiting / warp). Visits without a location (breaks; the end of an open route) are taken at the location
 * of the visit before them. A segment that starts with such visits keeps them apart as a "lead" part, because
 * the travel into the segment is only known once it is concatenated behind something located:
 *   (A ⊕ B).main = A.main ⊕0 B.lead ⊕travel(A.last, B.first) B.main
 * which keeps concatenation associative (so evaluations agree whichever way a route is assembled).
 *
 * Soft windows use a second time track (suffix 2): the first track holds the hard limits (breaks, shift,
 * route time; jobs' windows open-ended, so its schedule is the real one), the second one measures lateness
 * (jobs' windows as given, everything else open-ended): its time warp is the lateness estimate.
 *
 * `Seg` is a mutable accumulator (one shape, no allocation per use).
 */
import type { Matrix, Problem } from '../problem/problem.js';

export class Seg {
  empty = true;
  /** Location of the first / last located visit (-1: none). */
  first = -1;
  last = -1;
  dist = 0;
  jobs = 0;
  readonly load: Float64Array;
  d = 0;
  tw = 0;
  e = 0;
  l = 0;
  hasLead = false;
  ld = 0;
  ltw = 0;
  le = 0;
  ll = 0;
  d2 = 0;
  tw2 = 0;
  e2 = 0;
  l2 = 0;
  ld2 = 0;
  ltw2 = 0;
  le2 = 0;
  ll2 = 0;

  constructor(nDims: number) {
    this.load = new Float64Array(nDims);
  }

  clear(): void {
    this.empty = true;
    this.first = -1;
    this.last = -1;
    this.dist = 0;
    this.jobs = 0;
    this.load.fill(0);
    this.d = this.tw = this.e = this.l = 0;
    this.hasLead = false;
    this.ld = this.ltw = this.le = this.ll = 0;
    this.d2 = this.tw2 = this.e2 = this.l2 = 0;
    this.ld2 = this.ltw2 = this.le2 = this.ll2 = 0;
  }

  copyFrom(o: Seg): void {
    this.empty = o.empty;
    this.first = o.first;
    this.last = o.last;
    this.dist = o.dist;
    this.jobs = o.jobs;
    this.load.set(o.load);
    this.d = o.d;
    this.tw = o.tw;
    this.e = o.e;
    this.l = o.l;
    this.hasLead = o.hasLead;
    this.ld = o.ld;
    this.ltw = o.ltw;
    this.le = o.le;
    this.ll = o.ll;
    this.d2 = o.d2;
    this.tw2 = o.tw2;
    this.e2 = o.e2;
    this.l2 = o.l2;
    this.ld2 = o.ld2;
    this.ltw2 = o.ltw2;
    this.le2 = o.le2;
    this.ll2 = o.ll2;
  }

  /** main = main ⊕(travel t) (d2, tw2, e2, l2). */
  mergeMain(t: number, d2: number, tw2: number, e2: number, l2: number): void {
    const at = this.d - this.tw + t;
    const dWT = Math.max(e2 - at - this.l, 0);
    const dTW = Math.max(this.e + at - l2, 0);
    this.d = this.d + d2 + t + dWT;
    this.tw = this.tw + tw2 + dTW;
    this.e = Math.max(e2 - at, this.e) - dWT;
    this.l = Math.min(l2 - at, this.l) + dTW;
  }

  /** Second track: main2 = main2 ⊕(travel t) (d, tw, e, l). */
  mergeMain2(t: number, d: number, tw: number, e: number, l: number): void {
    const at = this.d2 - this.tw2 + t;
    const dWT = Math.max(e - at - this.l2, 0);
    const dTW = Math.max(this.e2 + at - l, 0);
    this.d2 = this.d2 + d + t + dWT;
    this.tw2 = this.tw2 + tw + dTW;
    this.e2 = Math.max(e - at, this.e2) - dWT;
    this.l2 = Math.min(l - at, this.l2) + dTW;
  }

  /** lead = lead ⊕(no travel) (d2, tw2, e2, l2). */
  mergeLead(d2: number, tw2: number, e2: number, l2: number): void {
    const at = this.ld - this.ltw;
    const dWT = Math.max(e2 - at - this.ll, 0);
    const dTW = Math.max(this.le + at - l2, 0);
    this.ld = this.ld + d2 + dWT;
    this.ltw = this.ltw + tw2 + dTW;
    this.le = Math.max(e2 - at, this.le) - dWT;
    this.ll = Math.min(l2 - at, this.ll) + dTW;
  }

  mergeLead2(d: number, tw: number, e: number, l: number): void {
    const at = this.ld2 - this.ltw2;
    const dWT = Math.max(e - at - this.ll2, 0);
    const dTW = Math.max(this.le2 + at - l, 0);
    this.ld2 = this.ld2 + d + dWT;
    this.ltw2 = this.ltw2 + tw + dTW;
    this.le2 = Math.max(e - at, this.le2) - dWT;
    this.ll2 = Math.min(l - at, this.ll2) + dTW;
  }

  setMain(d: number, tw: number, e: number, l: number): void {
    this.d = d;
    this.tw = tw;
    this.e = e;
    this.l = l;
  }

  setMain2(d: number, tw: number, e: number, l: number): void {
    this.d2 = d;
    this.tw2 = tw;
    this.e2 = e;
    this.l2 = l;
  }

  setLead(d: number, tw: number, e: number, l: number): void {
    this.hasLead = true;
    this.ld = d;
    this.ltw = tw;
    this.le = e;
    this.ll = l;
  }

  setLead2(d: number, tw: number, e: number, l: number): void {
    this.ld2 = d;
    this.ltw2 = tw;
    this.le2 = e;
    this.ll2 = l;
  }
}

/**
 * Appends visit x to s, served with the time matrix `time` (null in time mode 0). Reads the problem's
 * per-visit arrays: location, service, current window (hard track) and lateness window end (soft track).
 */
export function pushVisit(s: Seg, p: Problem, x: number, time: Matrix | null): void {
  const load = s.load;
  const nd = load.length;
  const dem = p.visitDemand;
  for (let k = 0; k < nd; k++) load[k] += dem[x * nd + k];
  if (x < p.nJobs) s.jobs++;
  const loc = p.visitLoc[x];
  s.empty = false;
  if (time === null) {
    if (loc >= 0) {
      if (s.first < 0) s.first = loc;
      else s.dist += p.dist[s.last * p.nLoc + loc];
      s.last = loc;
    }
    return;
  }
  const service = p.visitService[x];
  const twS = p.visitTwStart[x];
  const twE = p.visitTwEnd[x];
  const soft = p.softWindows;
  const lateE = soft ? p.visitLateEnd[x] : 0;
  if (loc < 0) {
    if (s.first >= 0) {
      s.mergeMain(0, service, 0, twS, twE);
      if (soft) s.mergeMain2(0, service, 0, twS, lateE);
    } else if (s.hasLead) {
      s.mergeLead(service, 0, twS, twE);
      if (soft) s.mergeLead2(service, 0, twS, lateE);
    } else {
      s.setLead(service, 0, twS, twE);
      if (soft) s.setLead2(service, 0, twS, lateE);
    }
    return;
  }
  if (s.first < 0) {
    s.first = loc;
    s.last = loc;
    s.setMain(service, 0, twS, twE);
    if (soft) s.setMain2(service, 0, twS, lateE);
  } else {
    const a = s.last * p.nLoc + loc;
    s.dist += p.dist[a];
    const t = time[a];
    s.mergeMain(t, service, 0, twS, twE);
    if (soft) s.mergeMain2(t, service, 0, twS, lateE);
    s.last = loc;
  }
}

/**
 * s = (visit x) ⊕ s, in place, by the concatenation rule of the header: x's own segment takes in s's lead
 * part (no travel) and then s's main part (travel from x). Route suffixes are built backwards this way, one
 * visit at a time, without a second segment to clear and copy per visit.
 */
export function prependVisit(s: Seg, p: Problem, x: number, time: Matrix | null): void {
  if (s.empty) {
    s.clear();
    pushVisit(s, p, x, time);
    return;
  }
  const load = s.load;
  const nd = load.length;
  const dem = p.visitDemand;
  for (let k = 0; k < nd; k++) load[k] = dem[x * nd + k] + load[k];
  if (x < p.nJobs) s.jobs++;
  const loc = p.visitLoc[x];
  if (time === null) {
    if (loc < 0) return;
    if (s.first >= 0) s.dist = p.dist[loc * p.nLoc + s.first] + s.dist;
    else {
      s.last = loc;
      s.dist = 0;
    }
    s.first = loc;
    return;
  }
  const service = p.visitService[x];
  const twS = p.visitTwStart[x];
  const twE = p.visitTwEnd[x];
  const soft = p.softWindows;
  const lateE = soft ? p.visitLateEnd[x] : 0;
  if (loc < 0) {
    // x joins the lead part (no location: no travel into it).
    const hadLead = s.hasLead;
    const ld = s.ld;
    const ltw = s.ltw;
    const le = s.le;
    const ll = s.ll;
    s.setLead(service, 0, twS, twE);
    if (hadLead) s.mergeLead(ld, ltw, le, ll);
    if (soft) {
      const ld2 = s.ld2;
      const ltw2 = s.ltw2;
      const le2 = s.le2;
      const ll2 = s.ll2;
      s.setLead2(service, 0, twS, lateE);
      if (hadLead) s.mergeLead2(ld2, ltw2, le2, ll2);
    }
    return;
  }
  // x is located: it starts the main part, which takes in the old lead part and then the old main part.
  const first = s.first;
  const a = first >= 0 ? loc * p.nLoc + first : -1;
  const t = a >= 0 ? time[a] : 0;
  const d = s.d;
  const tw = s.tw;
  const e = s.e;
  const l = s.l;
  s.setMain(service, 0, twS, twE);
  if (s.hasLead) s.mergeMain(0, s.ld, s.ltw, s.le, s.ll);
  if (a >= 0) s.mergeMain(t, d, tw, e, l);
  if (soft) {
    const d2 = s.d2;
    const tw2 = s.tw2;
    const e2 = s.e2;
    const l2 = s.l2;
    s.setMain2(service, 0, twS, lateE);
    if (s.hasLead) s.mergeMain2(0, s.ld2, s.ltw2, s.le2, s.ll2);
    if (a >= 0) s.mergeMain2(t, d2, tw2, e2, l2);
  }
  if (a >= 0) s.dist = p.dist[a] + s.dist;
  else {
    s.last = loc;
    s.dist = 0;
  }
  s.first = loc;
  s.hasLead = false;
  s.ld = s.ltw = s.le = s.ll = 0;
  s.ld2 = s.ltw2 = s.le2 = s.ll2 = 0;
}
