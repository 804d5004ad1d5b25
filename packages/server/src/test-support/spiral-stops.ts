/**
 * `n` stops with coordinates on a spiral around Austin (golden-angle steps, out to ~30 km): distinct, spread
 * out, and enough of them that a search uses its whole time limit.
 */
export function spiralAroundAustin(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const angle = i * 2.39996;
    const radius = 0.02 + 0.3 * Math.sqrt(i / n);
    return `${(30.2672 + radius * Math.sin(angle)).toFixed(4)},${(-97.7431 + radius * Math.cos(angle)).toFixed(4)}`;
  });
}
