/**
 * Rounding at the API edge. Storage is exact (numeric); the API speaks dollars and kilometres with at most
 * 2 decimals. Rounding works on the decimal value (`1.005` -> `1.01`), not on `x * 100` as is, whose
 * binary error would give `1.00`.
 */

/** Rounds half away from zero to `decimals` places. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const factor = 10 ** decimals;
  // 15 significant digits drop the binary noise of the product (1.005 * 100 = 100.49999999999999).
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (value < 0 ? -1 : 1) * (Math.round(scaled) / factor);
}

/** Dollars to cents precision. */
export const roundMoney = (dollars: number): number => roundTo(dollars, 2);

/** Kilometres (and kilograms) to the 2 decimals storage keeps. */
export const roundKm = (km: number): number => roundTo(km, 2);

export const roundMoneyOrNull = (dollars: number | null | undefined): number | null =>
  dollars === null || dollars === undefined ? null : roundMoney(dollars);
