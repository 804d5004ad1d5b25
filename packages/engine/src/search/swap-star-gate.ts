/**
 * Whether a local search runs SWAP*. Below JUDGED_JOBS jobs, always. From there on, once WARMUP local searches
 * have run it, SWAP* runs in one local search in PROBE while fewer than MIN_SHARE of those that ran it applied
 * one of its moves; the counts go on, so it comes back where it starts to pay again. On Gehring-Homberger R2
 * (routes of 30-50 jobs with windows) a SWAP* move was applied in about 1% of the local searches, against 4-36%
 * on the other classes and about 60% on CVRPLIB X (docs/benchmarks.md, eighteenth round). Counts, not clocks:
 * a seed still gives one search.
 */
export const JUDGED_JOBS = 400;
const WARMUP = 100;
const MIN_SHARE = 0.02;
const PROBE = 8;

export class SwapStarGate {
  /** Local searches asked about, those that ran SWAP*, and those where it applied a move. */
  private searches = 0;
  private runs = 0;
  private wins = 0;

  constructor(private readonly judged: boolean) {}

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
