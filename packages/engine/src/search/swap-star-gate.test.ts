import { describe, expect, it } from 'vitest';
import { SwapStarGate } from './swap-star-gate.js';

/** Opens the gate n times; `wins(k)` says whether the k-th local search that ran SWAP* applied a move. */
function drive(gate: SwapStarGate, n: number, wins: (k: number) => boolean): boolean[] {
  const opened: boolean[] = [];
  let runs = 0;
  for (let i = 0; i < n; i++) {
    const open = gate.open();
    opened.push(open);
    if (open && wins(runs++)) gate.won();
  }
  return opened;
}

const count = (xs: boolean[]): number => xs.filter(Boolean).length;

describe('SwapStarGate', () => {
  it('always runs SWAP* on problems below the judged size', () => {
    expect(count(drive(new SwapStarGate(399), 1000, () => false))).toBe(1000);
  });

  it('runs SWAP* in every local search while it pays', () => {
    // One search in ten applies a SWAP* move: well above the 2% share.
    expect(count(drive(new SwapStarGate(400), 1000, (k) => k % 10 === 0))).toBe(1000);
  });

  it('keeps SWAP* for the warm-up, then runs it in one search in eight when it never pays', () => {
    const opened = drive(new SwapStarGate(400), 900, () => false);
    expect(opened.slice(0, 100).every(Boolean)).toBe(true);
    const later = opened.slice(100);
    expect(count(later)).toBe(100);
    // The probes are spread evenly, not bunched.
    for (let i = 0; i < later.length; i += 8) expect(count(later.slice(i, i + 8))).toBe(1);
  });

  it('brings SWAP* back once the probes find it pays again', () => {
    const gate = new SwapStarGate(400);
    drive(gate, 500, () => false);
    // Every probe now applies a move: the share of wins climbs past 2% and SWAP* runs every time.
    const opened = drive(gate, 400, () => true);
    expect(opened.slice(-100).every(Boolean)).toBe(true);
  });
});
