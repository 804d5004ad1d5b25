/**
 * Array representation of a cyclic tour with a position index, and the one primitive every move is made of:
 * reversing a circular range of positions. Moves are logged in a journal so an iteration of the
 * iterated local search can be undone exactly by replaying its reversals backwards.
 *
 * Invariants: `order[pos[v]] === v` for every node v; `order` is a permutation of 0..m-1.
 */
export class Tour {
  readonly m: number;
  readonly order: Int32Array;
  readonly pos: Int32Array;
  /** Pairs (start position, length) of the reversals since `mark()`. */
  private readonly journal: Int32Array;
  private journalLength = 0;
  /** Set when more reversals happened since `mark()` than the journal holds: `undo()` is then impossible. */
  overflowed = false;

  constructor(m: number, journalCapacity = 1 << 15) {
    this.m = m;
    this.order = new Int32Array(m);
    this.pos = new Int32Array(m);
    this.journal = new Int32Array(2 * journalCapacity);
  }

  /** Loads a node order (a permutation of 0..m-1). */
  load(order: ArrayLike<number>): void {
    for (let i = 0; i < this.m; i++) {
      this.order[i] = order[i];
      this.pos[order[i]] = i;
    }
  }

  next(v: number): number {
    const p = this.pos[v] + 1;
    return this.order[p === this.m ? 0 : p];
  }

  prev(v: number): number {
    const p = this.pos[v];
    return this.order[p === 0 ? this.m - 1 : p - 1];
  }

  /** Number of positions from a to b going forward (0 when a === b). */
  forwardDistance(a: number, b: number): number {
    const d = this.pos[b] - this.pos[a];
    return d < 0 ? d + this.m : d;
  }

  /** Reverses `len` positions starting at position `start` (circularly) and logs it. O(len). */
  reverseRange(start: number, len: number): void {
    this.swapRange(start, len);
    if (this.journalLength < this.journal.length) {
      this.journal[this.journalLength++] = start;
      this.journal[this.journalLength++] = len;
    } else this.overflowed = true;
  }

  private swapRange(start: number, len: number): void {
    const m = this.m;
    const order = this.order;
    const pos = this.pos;
    let i = start;
    let j = start + len - 1;
    if (j >= m) j -= m;
    for (let k = len >> 1; k > 0; k--) {
      const a = order[i];
      const b = order[j];
      order[i] = b;
      pos[b] = i;
      order[j] = a;
      pos[a] = j;
      if (++i === m) i = 0;
      if (--j < 0) j = m - 1;
    }
  }

  /**
   * 2-opt move: removes the tour edges (a, b) and (c, d) and adds (a, c) and (b, d). Requires b = next(a) and
   * d = next(c), or b = prev(a) and d = prev(c). Reverses the shorter of the two paths: O(min(k, m - k)).
   */
  flip(a: number, b: number, c: number, _d: number): void {
    // Orient so that the path to reverse is b .. c going forward.
    let from = b;
    let to = c;
    if (this.next(a) !== b) {
      from = c;
      to = b;
    }
    const m = this.m;
    let len = this.forwardDistance(from, to) + 1;
    let start = this.pos[from];
    if (2 * len > m) {
      // Reverse the complement instead: same cycle, fewer swaps.
      start = this.pos[to] + 1;
      if (start === m) start = 0;
      len = m - len;
    }
    if (len > 1) this.reverseRange(start, len);
  }

  /** Starts a new journal (the state to which `undo` returns). */
  mark(): void {
    this.journalLength = 0;
    this.overflowed = false;
  }

  /** Undoes every reversal since `mark()`. Only valid when `overflowed` is false. */
  undo(): void {
    const journal = this.journal;
    for (let k = this.journalLength - 2; k >= 0; k -= 2) {
      this.swapRange(journal[k], journal[k + 1]);
    }
    this.journalLength = 0;
  }
}
