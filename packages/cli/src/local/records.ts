/**
 * Reading records (CSV rows or JSON objects) with flexible column names: `Service Time (min)`,
 * `service_time` and `serviceTime` are the same field. Used for the stops and the vehicles files.
 */
import Papa from 'papaparse';
import { UsageError, type ErrorLine } from '../io/errors.js';

export type RawValue = string | number | boolean | null | undefined | unknown[] | Record<string, unknown>;

export interface RawRecord {
  /** `row 3` (CSV, header = row 1) or `stops[2]` (JSON). */
  where: string;
  /** Line-like number for sorting and ids: the CSV row, or the 1-based position in the JSON list. */
  row: number;
  values: Partial<Record<string, RawValue>>;
}

export function normaliseKey(key: string): string {
  return key
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[\s_\-.$]+/g, '');
}

/** Maps a record's keys to field names through an alias table (`{ lat: ['lat', 'latitude'] }`). */
function fieldOf(key: string, aliases: Record<string, readonly string[]>): string | null {
  const k = normaliseKey(key);
  for (const [field, names] of Object.entries(aliases)) if (names.includes(k)) return field;
  return null;
}

export function csvRecords(
  text: string,
  aliases: Record<string, readonly string[]>,
  what: string,
): RawRecord[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  const errors = parsed.errors.filter((e) => e.code !== 'UndetectableDelimiter');
  if (errors.length)
    throw new UsageError(
      `The ${what} CSV cannot be read`,
      errors.map((e) => ({ where: `row ${(e.row ?? 0) + 1}`, message: e.message })),
    );
  const [header, ...rows] = parsed.data;
  if (!header) throw new UsageError(`The ${what} CSV is empty`);
  const fields = header.map((h) => fieldOf(h, aliases));
  if (fields.every((f) => f === null))
    throw new UsageError(
      `The ${what} CSV needs a header row naming its columns (${Object.keys(aliases).join(', ')}); got: ${header.join(', ')}`,
    );
  return rows.map((cells, i) => {
    const values: Record<string, RawValue> = {};
    cells.forEach((cell, c) => {
      const f = fields[c];
      if (f && cell.trim() !== '') values[f] = cell.trim();
    });
    return { where: `row ${i + 2}`, row: i + 2, values };
  });
}

export function jsonRecords(
  list: unknown,
  aliases: Record<string, readonly string[]>,
  label: string,
): RawRecord[] {
  if (!Array.isArray(list)) throw new UsageError(`${label} must be a JSON array of objects`);
  return list.map((item, i) => {
    const where = `${label}[${i}]`;
    if (typeof item === 'string') return { where, row: i + 1, values: { address: item } };
    if (!item || typeof item !== 'object' || Array.isArray(item))
      throw new UsageError(`${where} must be an object (or an address string)`);
    const values: Record<string, RawValue> = {};
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      const f = fieldOf(key, aliases);
      if (f && value !== null && value !== undefined && value !== '') values[f] = value as RawValue;
    }
    return { where, row: i + 1, values };
  });
}

export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UsageError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Collects per-record mistakes so one run reports them all (exit 2 with one line per record). */
export class Problems {
  readonly lines: ErrorLine[] = [];
  add(where: string, message: string): void {
    this.lines.push({ where, message });
  }
  throwIfAny(summary: string): void {
    if (this.lines.length) throw new UsageError(summary, this.lines);
  }
}

export function asText(v: RawValue): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return null;
}

/** A number field: number or numeric text; `undefined` when absent; NaN when present but not a number. */
export function asNumber(v: RawValue): number | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v.trim()))) return Number(v.trim());
  return Number.NaN;
}

/** A list field: a JSON array, or text separated by `;`, `|` or `,`. */
export function asList(v: RawValue): string[] {
  if (Array.isArray(v)) return v.map((x) => String(x).trim()).filter(Boolean);
  const t = asText(v);
  return t
    ? t
        .split(/[;|,]/)
        .map((x) => x.trim())
        .filter(Boolean)
    : [];
}
