/** Option value parsers: each throws a UsageError naming the option (exit 2). */
import { UsageError } from '../io/errors.js';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDate(value: string, option: string): string {
  const m = DATE_RE.exec(value.trim());
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d) return m[0];
  }
  throw new UsageError(`${option} must be a date like 2025-03-04, got "${value}"`);
}

export function parseId(value: string, what = 'id'): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`${what} must be a positive whole number, got "${value}"`);
  return n;
}

/** `1,2,3` or `1 2 3` (repeatable options arrive as several strings). */
export function parseIdList(values: readonly string[], what: string): number[] {
  const ids = values
    .flatMap((v) => v.split(/[\s,]+/))
    .filter(Boolean)
    .map((v) => parseId(v, what));
  return [...new Set(ids)];
}

export function parseNumber(value: string, option: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max)
    throw new UsageError(`${option} must be a number from ${min} to ${max}, got "${value}"`);
  return n;
}

export function parseInteger(value: string, option: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const n = parseNumber(value, option, min, max);
  if (!Number.isInteger(n)) throw new UsageError(`${option} must be a whole number, got "${value}"`);
  return n;
}

export function parseChoice<T extends string>(value: string, option: string, choices: readonly T[]): T {
  const v = value.trim().toLowerCase();
  if ((choices as readonly string[]).includes(v)) return v as T;
  throw new UsageError(`${option} must be one of ${choices.join(', ')}, got "${value}"`);
}

/** Collects a repeatable option into a list (commander's custom processing). */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** Today's date in the local time zone, YYYY-MM-DD. */
export function today(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Monday and Sunday of the week containing `now` (weeks start Monday, as the console's Current Week). */
export function currentWeek(now = new Date()): { from: string; to: string } {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
  return { from: today(monday), to: today(sunday) };
}
