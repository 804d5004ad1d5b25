/** Numbers as the screens show them (document 2: km to 1 decimal, whole minutes, dollars). */

type Maybe = number | string | null | undefined;

function numberOf(value: Maybe): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** '12.3 km', or 'N/A'. */
export function formatKm(value: Maybe, empty = 'N/A'): string {
  const n = numberOf(value);
  return n === null ? empty : `${n.toFixed(1)} km`;
}

/** '58 min', or 'N/A'. */
export function formatMinutes(value: Maybe, empty = 'N/A'): string {
  const n = numberOf(value);
  return n === null ? empty : `${Math.round(n)} min`;
}

/** '$96.30', or 'N/A'. */
export function formatMoney(value: Maybe, empty = 'N/A'): string {
  const n = numberOf(value);
  return n === null ? empty : `$${n.toFixed(2)}`;
}

/** Utilisation in percent: '67%', '4.5%' under 10, '0%'. */
export function formatPercent(value: Maybe, empty = 'N/A'): string {
  const n = numberOf(value);
  if (n === null) return empty;
  const rounded = n < 10 && !Number.isInteger(n) ? Math.round(n * 10) / 10 : Math.round(n);
  return `${rounded}%`;
}

/** A utilisation as a 0-1 fraction for a progress bar (capped). */
export function utilizationFraction(value: Maybe): number {
  const n = numberOf(value);
  return n === null ? 0 : Math.min(1, Math.max(0, n / 100));
}

/** '1,234 kg', or 'No limit' for a vehicle without capacity. */
export function formatKg(value: Maybe, empty = 'No limit'): string {
  const n = numberOf(value);
  return n === null ? empty : `${n.toLocaleString('en-US', { maximumFractionDigits: 2 })} kg`;
}

/** '3 stops', '1 stop'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
