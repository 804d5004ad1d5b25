/**
 * Row normalisation shared by repositories. The two drivers disagree on numbers: `count(*)` (bigint) is a
 * number on PGlite and a string on pg; `numeric` is a string on both. The API speaks numbers, so every
 * repository passes such columns through these helpers. Timestamps arrive as Date on both; `date` columns
 * arrive as 'YYYY-MM-DD' text (see database.ts).
 */

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
  }
  throw new TypeError(`Expected a numeric column value, got ${JSON.stringify(value)}`);
}

export function toNumberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : toNumber(value);
}

/** The count of a `count(*) as count` row (or 0 when there is no row). */
export function toCount(row: { count?: unknown } | undefined): number {
  return row?.count === undefined ? 0 : toNumber(row.count);
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  throw new TypeError(`Expected a timestamp column value, got ${JSON.stringify(value)}`);
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

/** A `date` column as YYYY-MM-DD (a Date, if one slips through a custom query, is read in UTC). */
export function toDateString(value: unknown): string {
  if (typeof value === 'string') return value.slice(0, 10);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  throw new TypeError(`Expected a date column value, got ${JSON.stringify(value)}`);
}

export function toDateStringOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toDateString(value);
}

/** Unique-violation detection that works on both drivers (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint || Boolean(e.message?.includes(constraint));
}

/**
 * How many rows a DELETE removed. knex promises the count, but knex-pglite answers a bare `delete()` with
 * PGlite's raw result (`{ rows, affectedRows, fields }`): it names the command after knex's method, `DEL`,
 * which the pg dialect does not recognise as a DELETE. (`update()` is not affected: its method is `UPDATE`.)
 * Every DELETE whose answer is used goes through here or `deletedAny`, so both databases answer alike.
 */
export async function deletedCount(query: PromiseLike<unknown>): Promise<number> {
  const result = await query;
  if (typeof result === 'number') return result;
  const raw = result as { affectedRows?: unknown; rowCount?: unknown } | undefined;
  const count = raw?.affectedRows ?? raw?.rowCount;
  if (typeof count === 'number') return count;
  throw new TypeError(`Expected the row count of a DELETE, got ${JSON.stringify(result)}`);
}

/** Runs a DELETE of one record (by id) and tells whether it removed it: `returning('id')`, on both drivers. */
export async function deletedAny(query: {
  returning(column: string): PromiseLike<unknown[]>;
}): Promise<boolean> {
  return (await query.returning('id')).length > 0;
}

/** A jsonb column as read: pg parses it, PGlite answers it as text on some paths. */
export function fromJsonb<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
