/**
 * Calendar dates as the API speaks them (`YYYY-MM-DD`, the browser's local day) and the ranges the
 * screens use: weeks start on Monday (document 2, section 2).
 */

export interface DateRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of `date` as `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as a local Date at midnight. */
export function fromIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

export function addDays(iso: string, days: number): string {
  const date = fromIsoDate(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/** Monday to Sunday of the week containing `today`. */
export function weekOf(today: Date = new Date()): DateRange {
  const daysSinceMonday = (today.getDay() + 6) % 7;
  const monday = toIsoDate(
    new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysSinceMonday),
  );
  return { from: monday, to: addDays(monday, 6) };
}

/** First to last day of the month containing `today`. */
export function monthOf(today: Date = new Date()): DateRange {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  return { from: toIsoDate(first), to: toIsoDate(last) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 4, 2025'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** 'Mar 3 – Mar 9, 2025'; the year twice when the range spans two years; one date when from = to. */
export function formatRange({ from, to }: DateRange): string {
  if (from === to) return formatDate(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const start = formatDate(from);
  return `${sameYear ? start.replace(/, \d{4}$/, '') : start} – ${formatDate(to)}`;
}

/** 'Nov 21, 2026, 14:05' in the browser's time zone, for instants such as createdAt. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDate(toIsoDate(date))}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Minutes after midnight as 'HH:MM' (document 2, section 9); past midnight wraps into the next day. */
export function clockOf(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** 'HH:MM' as minutes after midnight, or null when it is not a time. */
export function minutesOf(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 23 || m > 59) return null;
  return h * 60 + m;
}
