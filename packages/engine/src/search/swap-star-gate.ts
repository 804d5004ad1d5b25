/**
 * Whether a local search runs SWAP*. Below JUDGED_JOBS jobs, always. From there on, once WARMUP local searches
 * have run it, SWAP* runs in one local search in PROBE while fewer than MIN_SHARE of those that ran it applied
 * one of its moves; the counts go on, so it comes back where it starts to pay again. The share is a property of
 * the instance, not of its class: on Gehring-Homberger 1,000 it was 0.6-1.9% on some R2 and RC2 instances (where
 * SWAP* still took a fifth of the CPU) and 15-42% on others of the same classes; about 60% on CVRPLIB X
 * (docs/benchmarks.md, eighteenth round). Counts, not clocks: a seed still gives one search.
 */
const JUDGED_JOBS = 400;
const WARMUP = 100;
const MIN_SHARE = 0.02;
const PROBE = 8;

export class SwapStarGate {
  /** Local searches asked about, those that ran SWAP*, and those where it applied a move. */
  private searches = 0;
  private runs = 0;
  private wins = 0;

  private readonly judged: boolean;

  /** For a problem of `jobs` jobs. */
  constructor(jobs: number) {
    this.judged = jobs >= JUDGED_JOBS;
  }

  /** Whether the next local search runs SWAP* (counted as one that does). */
  open(): boolean {
    const k = this.searches++;
    const run = !this.judged || this.runs < WARMUP || this.wins >= MIN_SHARE * this.runs || k % PROBE === 0;
    if (run) this.runs++;
    return run;
  }

  /** The local search that ran SWAP* applied at least one of its moves. */
  won(): void {
    this.wins++;
  }
}
