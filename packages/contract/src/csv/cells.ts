/** Cell and header helpers shared by the CSV layouts (pure, no I/O). */
import Papa from 'papaparse';

export type CsvErrorCode = 'CSV_INVALID' | 'CSV_LIMIT_EXCEEDED' | 'PAYLOAD_TOO_LARGE';

/** A problem in the file: `row` is 1-based (header = 1), null for the whole file. */
export interface CsvRowError {
  row: number | null;
  column?: string;
  code: CsvErrorCode;
  message: string;
}

/** A header cell compared lower-case with spaces, `_` and `-` removed ("Route Name", "route_name"). */
export function normaliseHeader(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/** Undoes the export's formula escaping: `'=x` becomes `=x`. */
export function unescapeCell(value: string): string {
  const trimmed = value.trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '' || !/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** A time of day as minutes after midnight: `HH:MM` (00:00-24:00) or a whole number of minutes (0-1440). */
export function parseClock(text: string): number | null {
  const clock = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (clock) {
    const [h, m] = [Number(clock[1]), Number(clock[2])];
    return m < 60 && (h < 24 || (h === 24 && m === 0)) ? h * 60 + m : null;
  }
  return /^\d{1,4}$/.test(text) && Number(text) <= 1440 ? Number(text) : null;
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

export interface CsvRecords {
  records: string[][];
  delimiter: string;
  errors: CsvRowError[];
}

/** Splits the text into records (quoted fields, a BOM, `,` or `;` detected from the header). */
export function readRecords(text: string): CsvRecords {
  const source = text.replace(/^\uFEFF/, '');
  const headerDelimiter = delimiterOfHeader(source);
  const parsed = Papa.parse<string[]>(
    source,
    headerDelimiter
      ? { delimiter: headerDelimiter, skipEmptyLines: false }
      : { delimitersToGuess: [',', ';'], skipEmptyLines: false },
  );
  const errors: CsvRowError[] = [];
  for (const e of parsed.errors) {
    // UndetectableDelimiter only means a one-column file; the column checks report what is missing.
    if (e.code === 'UndetectableDelimiter') continue;
    errors.push({
      row: typeof e.row === 'number' ? e.row + 1 : null,
      code: 'CSV_INVALID',
      message: e.message,
    });
  }
  return { records: parsed.data, delimiter: parsed.meta.delimiter || ',', errors };
}

export const isBlankRecord = (r: string[]): boolean => r.every((c) => c.trim() === '');
