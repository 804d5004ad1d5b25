import Papa from 'papaparse';
import type { RouteStatus } from '../types.js';
import { CSV_LIMITS, parseRouteStatus } from './columns.js';

/** One route read from a CSV row. Optional columns absent from the file, or empty, are null. */
export interface ParsedCsvRoute {
  /** 1-based record number in the file; the header is row 1. */
  row: number;
  name: string;
  startLocation: string;
  destinations: string[];
  scheduledDate: string | null;
  status: RouteStatus | null;
  totalDistance: number | null;
  totalCost: number | null;
  estimatedTime: number | null;
}

export type CsvErrorCode = 'CSV_INVALID' | 'CSV_LIMIT_EXCEEDED' | 'PAYLOAD_TOO_LARGE';

/** A problem in the file: `row` is 1-based (header = 1), null for the whole file. */
export interface CsvRowError {
  row: number | null;
  column?: string;
  code: CsvErrorCode;
  message: string;
}

export interface ParseRoutesCsvOptions {
  /** Largest accepted input in UTF-8 bytes (default 5 MB); `Infinity` to disable. */
  maxBytes?: number;
  /** Most data rows (routes) accepted (default 10,000). */
  maxRows?: number;
  /** Most destinations in one route (default 200). */
  maxStopsPerRoute?: number;
  /** Stop collecting after this many row errors (default 100). */
  maxErrors?: number;
}

export type ParseRoutesCsvResult =
  | { ok: true; routes: ParsedCsvRoute[]; delimiter: string }
  | {
      ok: false;
      /** The most serious code among `errors` (size, then limits, then content). */
      code: CsvErrorCode;
      errors: CsvRowError[];
      /** The rows that were valid (never imported by the server when `ok` is false: all or nothing). */
      routes: ParsedCsvRoute[];
      delimiter: string;
    };

type Field =
  'name' | 'start' | 'date' | 'status' | 'distance' | 'cost' | 'time' | 'destinations' | 'destination';

/** Header names recognised for each field, compared lower-case with spaces, `_` and `-` removed. */
const HEADER_NAMES: Record<Exclude<Field, 'destination'>, string[]> = {
  name: ['routename', 'name', 'route'],
  start: ['startlocation', 'startinglocation', 'start', 'startaddress', 'depot', 'origin'],
  date: ['scheduleddate', 'date', 'scheduledfor'],
  status: ['status'],
  distance: ['totaldistance(km)', 'totaldistance', 'distance(km)', 'distance'],
  cost: ['totalcost($)', 'totalcost', 'cost($)', 'cost'],
  time: ['estimatedtime(min)', 'estimatedtime', 'time(min)', 'duration'],
  destinations: ['destinations', 'stops'],
};

function normaliseHeader(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/** Assigns a field to each column: named columns first, then route name and start by position, the rest are destinations. */
function classify(header: string[]): Field[] {
  const fields: (Field | null)[] = header.map((h) => {
    const key = normaliseHeader(h);
    for (const [field, names] of Object.entries(HEADER_NAMES) as [
      Exclude<Field, 'destination'>,
      string[],
    ][]) {
      if (names.includes(key)) return field;
    }
    return null;
  });
  // A field named twice: only the first column keeps it.
  const seen = new Set<Field>();
  fields.forEach((f, i) => {
    if (f === null) return;
    if (seen.has(f)) fields[i] = null;
    else seen.add(f);
  });
  for (const positional of ['name', 'start'] as const) {
    if (!seen.has(positional)) {
      const free = fields.findIndex((f) => f === null);
      if (free >= 0) {
        fields[free] = positional;
        seen.add(positional);
      }
    }
  }
  return fields.map((f) => f ?? 'destination');
}

/** Undoes the export's formula escaping: `'=x` becomes `=x`. */
function unescapeCell(value: string): string {
  const trimmed = value.trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function parseNumber(text: string): number | null {
  const cleaned = text.replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '' || !/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/**
 * The delimiter the header row uses, counting `,` and `;` outside quotes on the first non-blank line; null
 * when it cannot tell. Guessing from the whole file (Papa's default) picks `;` for a bulk export whose
 * quoted Destinations cells hold more `;` than the rows hold commas.
 */
function delimiterOfHeader(source: string): ',' | ';' | null {
  const line = source.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  if (commas === semicolons) return null;
  return commas > semicolons ? ',' : ';';
}

const SEVERITY: Record<CsvErrorCode, number> = {
  PAYLOAD_TOO_LARGE: 3,
  CSV_LIMIT_EXCEEDED: 2,
  CSV_INVALID: 1,
};

function fail(errors: CsvRowError[], routes: ParsedCsvRoute[], delimiter: string): ParseRoutesCsvResult {
  const code = errors.reduce<CsvErrorCode>(
    (worst, e) => (SEVERITY[e.code] > SEVERITY[worst] ? e.code : worst),
    'CSV_INVALID',
  );
  return { ok: false, code, errors, routes, delimiter };
}

/**
 * Reads the spec's route import format: a header row, then one route per row — route name, start
 * location, then destinations, either in one `Destinations` column joined by `;` (the bulk export) or one
 * per following column. Columns are recognised by name when their header says what they are (`Route
 * Name`, `Start Location`, `Scheduled Date`, `Status`, `Total Distance (km)`, `Total Cost ($)`,
 * `Estimated Time (min)`, `Destinations`), else by position. Quoted fields (with `,`, `;` or line breaks
 * inside), a byte-order mark, and `,` or `;` delimiters (auto-detected) are accepted; blank rows are
 * skipped. Pure: no I/O.
 */
export function parseRoutesCsv(text: string, options: ParseRoutesCsvOptions = {}): ParseRoutesCsvResult {
  const maxBytes = options.maxBytes ?? CSV_LIMITS.maxBytes;
  const maxRows = options.maxRows ?? CSV_LIMITS.maxRows;
  const maxStops = options.maxStopsPerRoute ?? CSV_LIMITS.maxStopsPerRoute;
  const maxErrors = options.maxErrors ?? 100;

  if (Number.isFinite(maxBytes) && new TextEncoder().encode(text).length > maxBytes) {
    const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
    return fail(
      [{ row: null, code: 'PAYLOAD_TOO_LARGE', message: `The CSV file is larger than ${mb} MB` }],
      [],
      ',',
    );
  }
  const source = text.replace(/^\uFEFF/, '');
  const headerDelimiter = delimiterOfHeader(source);
  const parsed = Papa.parse<string[]>(
    source,
    headerDelimiter
      ? { delimiter: headerDelimiter, skipEmptyLines: false }
      : { delimitersToGuess: [',', ';'], skipEmptyLines: false },
  );
  const delimiter = parsed.meta.delimiter || ',';
  const errors: CsvRowError[] = [];
  for (const e of parsed.errors) {
    // UndetectableDelimiter only means a one-column file; the column checks below report what is missing.
    if (e.code === 'UndetectableDelimiter') continue;
    errors.push({
      row: typeof e.row === 'number' ? e.row + 1 : null,
      code: 'CSV_INVALID',
      message: e.message,
    });
  }
  const records = parsed.data;
  const isBlank = (r: string[]) => r.every((c) => c.trim() === '');
  const headerIndex = records.findIndex((r) => !isBlank(r));
  if (headerIndex < 0) {
    return fail([{ row: null, code: 'CSV_INVALID', message: 'The CSV file is empty' }], [], delimiter);
  }
  const header = records[headerIndex].map((h) => unescapeCell(h));
  const fields = classify(header);
  if (!fields.includes('destination') && !fields.includes('destinations')) {
    errors.push({
      row: headerIndex + 1,
      code: 'CSV_INVALID',
      message: 'The header needs a route name, a start location and at least one destination column',
    });
    return fail(errors, [], delimiter);
  }
  const dataRows = records.slice(headerIndex + 1).filter((r) => !isBlank(r)).length;
  if (dataRows === 0) errors.push({ row: null, code: 'CSV_INVALID', message: 'The CSV file has no routes' });
  if (dataRows > maxRows) {
    errors.push({
      row: null,
      code: 'CSV_LIMIT_EXCEEDED',
      message: `The file has ${dataRows.toLocaleString('en-US')} routes; the limit is ${maxRows.toLocaleString('en-US')}`,
    });
    return fail(errors, [], delimiter);
  }

  const routes: ParsedCsvRoute[] = [];
  for (let i = headerIndex + 1; i < records.length && errors.length < maxErrors; i++) {
    const record = records[i];
    if (isBlank(record)) continue;
    const row = i + 1;
    const rowErrors: CsvRowError[] = [];
    const bad = (column: string, message: string, code: CsvErrorCode = 'CSV_INVALID') =>
      rowErrors.push({ row, column, code, message });
    const route: ParsedCsvRoute = {
      row,
      name: '',
      startLocation: '',
      destinations: [],
      scheduledDate: null,
      status: null,
      totalDistance: null,
      totalCost: null,
      estimatedTime: null,
    };
    record.forEach((raw, c) => {
      const value = unescapeCell(raw);
      const column = header[c] || `column ${c + 1}`;
      switch (fields[c] ?? 'destination') {
        case 'name':
          route.name = value;
          break;
        case 'start':
          route.startLocation = value;
          break;
        case 'destinations':
          for (const part of value.split(';')) if (part.trim()) route.destinations.push(part.trim());
          break;
        case 'destination':
          if (value) route.destinations.push(value);
          break;
        case 'date':
          if (!value) break;
          if (isCalendarDate(value)) route.scheduledDate = value;
          else bad(column, `Scheduled date '${value}' must be a date like 2025-03-04`);
          break;
        case 'status':
          if (!value) break;
          route.status = parseRouteStatus(value);
          if (!route.status) bad(column, `Unknown status '${value}'`);
          break;
        case 'distance':
        case 'cost':
        case 'time': {
          if (!value) break;
          const n = parseNumber(value);
          const key =
            fields[c] === 'distance' ? 'totalDistance' : fields[c] === 'cost' ? 'totalCost' : 'estimatedTime';
          if (n === null || n < 0) bad(column, `${column} '${value}' must be a number of 0 or more`);
          else route[key] = key === 'estimatedTime' ? Math.round(n) : n;
          break;
        }
      }
    });
    if (!route.name) bad(header[fields.indexOf('name')] ?? 'Route Name', 'Route name is required');
    else if (route.name.length > 200) bad('Route Name', 'Route name must be at most 200 characters');
    if (!route.startLocation)
      bad(header[fields.indexOf('start')] ?? 'Start Location', 'Start location is required');
    else if (route.startLocation.length > 500)
      bad('Start Location', 'Start location must be at most 500 characters');
    if (route.destinations.length === 0) bad('Destinations', 'At least one destination is required');
    if (route.destinations.length > maxStops) {
      bad(
        'Destinations',
        `The route has ${route.destinations.length} destinations; the limit is ${maxStops}`,
        'CSV_LIMIT_EXCEEDED',
      );
    }
    const long = route.destinations.findIndex((d) => d.length > 500);
    if (long >= 0) bad('Destinations', `Destination ${long + 1} is longer than 500 characters`);
    if (rowErrors.length) errors.push(...rowErrors);
    else routes.push(route);
  }
  return errors.length
    ? fail(errors.slice(0, maxErrors), routes, delimiter)
    : { ok: true, routes, delimiter };
}
