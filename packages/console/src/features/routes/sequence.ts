/**
 * Optimisation answers give the visiting order as a `sequence` of 1-based indices into the destinations
 * that were sent (document 2, section 3). These pick the entries in that order.
 */

/** The items in visiting order; indices outside the list are skipped. */
export function inSequence<T>(items: readonly T[], sequence: readonly number[]): T[] {
  const out: T[] = [];
  for (const index of sequence) {
    const item = items[index - 1];
    if (item !== undefined) out.push(item);
  }
  return out;
}

/** The non-blank entries, trimmed (blank destinations are dropped before optimising). */
export function nonBlank(values: readonly string[]): string[] {
  return values.map((v) => v.trim()).filter((v) => v !== '');
}
