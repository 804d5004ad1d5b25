/**
 * IANA time zones through the platform's Intl data (no zone database of our own): whether a name is one,
 * what date it is there, and the instant a wall-clock time there stands for.
 */

/** Whether `name` is a time zone this runtime knows (`America/Chicago`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock time in `zone` at `instant`, as if it were UTC (milliseconds). */
function wallClockMs(zone: string, instant: number): number {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The date (`YYYY-MM-DD`) in `zone` at `instant` (default now). */
export function todayIn(zone: string, instant: Date = new Date()): string {
  return new Date(wallClockMs(zone, instant.getTime())).toISOString().slice(0, 10);
}

/**
 * The instant of `minutes` after midnight of `date` on the wall clocks of `zone` (minutes past 1440 run into
 * the next day). A time skipped by a daylight-saving change is taken at the offset before it; a repeated
 * time at its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  // The zone's offsets half a day either side: a wall time has one of them (two at a repeated hour).
  const offsetAt = (instant: number) => wallClockMs(zone, instant) - instant;
  const before = offsetAt(wall - 43_200_000);
  const after = offsetAt(wall + 43_200_000);
  const fits = [wall - before, wall - after].filter((instant) => wallClockMs(zone, instant) === wall);
  return new Date(fits.length ? Math.min(...fits) : wall - before);
}
